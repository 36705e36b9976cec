import type { DashboardMetricsDto } from '@leadnest/contracts';
import { Card, theme } from '@leadnest/ui';
import styled from 'styled-components';

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space.sm};
  margin: 0;
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`;

/** This Week: leads captured and appointments set in the last 7 days, and the real median first-response time. */
export function ThisWeek({ metrics }: { metrics: DashboardMetricsDto | undefined }) {
  return (
    <Card as="section" aria-labelledby="this-week">
      <h2 id="this-week" style={{ margin: `0 0 ${theme.space.md}`, fontSize: '1.125rem' }}>
        This Week
      </h2>
      <StyledFigures data-testid="this-week">
        <dt>Leads captured</dt>
        <dd>{metrics?.recentLeads ?? '–'}</dd>
        <dt>Appointments set</dt>
        <dd>{metrics?.recentAppointments ?? '–'}</dd>
        <dt>Median response time</dt>
        <dd>{metrics?.avgResponseTime ?? '–'}</dd>
      </StyledFigures>
    </Card>
  );
}
