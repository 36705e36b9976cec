import type { CallLogDto } from '@leadnest/contracts';
import { type DataColumn, DataTable, EmptyState, formatPhone, fromMd, Spinner, StatCard, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { useCallLogs } from '../api/call-logs';
import { callStats, formatCost, formatDuration, otherParty } from '../lib/calls';
import { CallOutcomeBadge } from './CallOutcomeBadge';

const StyledStats = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.md};
  margin: ${theme.space.lg} 0;
  padding: 0;
  list-style: none;
  ${fromMd} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const NO_CALLS = 'No calls yet. Set up your phone number to get started.';

const COLUMNS: readonly DataColumn<CallLogDto>[] = [
  { key: 'number', header: 'Number', render: (c) => formatPhone(otherParty(c)) },
  { key: 'direction', header: 'Direction', render: (c) => (c.direction === 'inbound' ? 'Inbound' : 'Outbound') },
  { key: 'duration', header: 'Duration', render: (c) => formatDuration(c.duration), align: 'right' },
  { key: 'outcome', header: 'Outcome', render: (c) => <CallOutcomeBadge call={c} /> },
  { key: 'cost', header: 'Cost', render: (c) => formatCost(c.cost, 2), align: 'right' },
];

/** Overview: four stat cards (spec part 2) and the 5 most recent calls. */
export function OverviewTab() {
  const calls = useCallLogs();
  if (calls.isPending) return <Spinner label="Loading calls" />;
  if (calls.isError) return <EmptyState role="alert" title="Calls could not be loaded." description="Please reload the page." />;
  const stats = callStats(calls.data);
  return (
    <>
      <StyledStats>
        <StatCard as="li" label="Total Calls" value={stats.totalCalls} />
        <StatCard as="li" label="Total Duration" value={formatDuration(stats.totalSeconds)} />
        <StatCard as="li" label="Success Rate" value={`${stats.successRate}%`} />
        <StatCard as="li" label="Total Cost" value={formatCost(stats.totalCents, 2)} />
      </StyledStats>
      <h2 style={{ fontSize: '1.125rem', margin: `0 0 ${theme.space.sm}` }}>Recent Calls</h2>
      <DataTable label="Recent calls" columns={COLUMNS} rows={calls.data.slice(0, 5)} rowKey={(c) => c.id} empty={<EmptyState title={NO_CALLS} />} />
    </>
  );
}
