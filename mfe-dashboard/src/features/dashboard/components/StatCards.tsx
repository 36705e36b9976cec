import { Card, fromMd, StatCard, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { useDashboardMetrics } from '../api/metrics';
import { formatCount, weekGrowthText } from '../lib/figures';
import { PanelError } from './PanelError';

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
  /** The signed-in user, whose figures these are (GET /api/dashboard/metrics/{userId}). */
  userId: string | undefined;
}

/**
 * The four cards of spec part 1 §2, each with its secondary figure; '–'
 * until the figures are in, and a message with Retry in their place when
 * their request failed (the other panels load on their own).
 */
export function StatCards({ userId }: StatCardsProps) {
  const { data: m, error, isError, refetch } = useDashboardMetrics(userId);
  if (isError && !m) {
    return (
      <Card as="section" aria-label="Key figures" data-testid="stat-cards" style={{ marginBottom: theme.space.lg }}>
        <PanelError title="Your figures could not be loaded" error={error} onRetry={() => void refetch()} />
      </Card>
    );
  }
  const v = (value: string | number | undefined) => (value === undefined ? '–' : typeof value === 'number' ? formatCount(value) : value);
  return (
    <StyledCards aria-label="Key figures" aria-busy={!m} data-testid="stat-cards" data-ready={m ? 'true' : undefined}>
      <StatCard
        as="li"
        data-testid="stat-prospects"
        label="New Prospects"
        value={v(m?.totalLeads)}
        hint={m ? weekGrowthText(m.recentLeads, m.leadsGrowth) : undefined}
      />
      <StatCard
        as="li"
        data-testid="stat-inquiries"
        label="Property Inquiries"
        value={v(m?.activeConversations)}
        hint={m ? `${formatCount(m.hotLeads)} hot lead${m.hotLeads === 1 ? '' : 's'}` : undefined}
      />
      <StatCard
        as="li"
        data-testid="stat-showings"
        label="Showings Booked"
        value={v(m?.propertyShowings)}
        hint={m ? `${formatCount(m.showingsThisWeek)} this week` : undefined}
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
