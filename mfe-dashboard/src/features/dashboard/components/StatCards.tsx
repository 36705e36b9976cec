import type { DashboardMetricsDto } from '@leadnest/contracts';
import { fromMd, StatCard, theme } from '@leadnest/ui';
import styled from 'styled-components';

const StyledCards = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
  ${fromMd} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export interface StatCardsProps {
  metrics: DashboardMetricsDto | undefined;
}

/** The four cards of spec part 1 §2, each with its secondary figure; '–' until the figures are in. */
export function StatCards({ metrics: m }: StatCardsProps) {
  const v = (value: string | number | undefined) => (value === undefined ? '–' : value);
  return (
    <StyledCards aria-label="Key figures" data-testid="stat-cards" data-ready={m ? 'true' : undefined}>
      <StatCard
        as="li"
        data-testid="stat-prospects"
        label="New Prospects"
        value={v(m?.totalLeads)}
        hint={m ? `${m.recentLeads} this week (${m.leadsGrowth})` : undefined}
      />
      <StatCard
        as="li"
        data-testid="stat-inquiries"
        label="Property Inquiries"
        value={v(m?.activeConversations)}
        hint={m ? `${m.hotLeads} hot leads` : undefined}
      />
      <StatCard
        as="li"
        data-testid="stat-showings"
        label="Showings Booked"
        value={v(m?.propertyShowings)}
        hint={m ? `${m.showingsThisWeek} this week` : undefined}
      />
      <StatCard
        as="li"
        data-testid="stat-response"
        label="Client Response Rate"
        value={v(m?.responseRate)}
        hint={m ? `${m.conversionRate} lead-to-showing` : undefined}
      />
    </StyledCards>
  );
}
