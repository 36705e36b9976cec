import { Card, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { useDashboardMetrics } from '../api/metrics';
import { formatCount } from '../lib/figures';
import { PanelError } from './PanelError';

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

/**
 * This Week: leads captured and appointments set in the last 7 days, and the
 * real median first-response time; '–' until they are in, a message with
 * Retry when their request failed.
 */
export function ThisWeek({ userId }: { userId: string | undefined }) {
  const { data: metrics, error, isError, refetch } = useDashboardMetrics(userId);
  const count = (n: number | undefined) => (n === undefined ? '–' : formatCount(n));
  return (
    <Card as="section" aria-labelledby="this-week">
      <h2 id="this-week" style={{ margin: `0 0 ${theme.space.md}`, fontSize: '1.125rem' }}>
        This Week
      </h2>
      {isError && !metrics ? (
        <PanelError title="This week's figures could not be loaded" error={error} onRetry={() => void refetch()} />
      ) : (
        <StyledFigures data-testid="this-week" aria-busy={!metrics}>
          <dt>Leads captured</dt>
          <dd>{count(metrics?.recentLeads)}</dd>
          <dt>Appointments set</dt>
          <dd>{count(metrics?.recentAppointments)}</dd>
          <dt>Median response time</dt>
          <dd>{metrics?.avgResponseTime ?? '–'}</dd>
        </StyledFigures>
      )}
    </Card>
  );
}
