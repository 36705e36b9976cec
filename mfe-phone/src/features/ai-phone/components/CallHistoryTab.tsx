import type { CallLogDto } from '@leadnest/contracts';
import { useSession } from '@leadnest/session';
import { agentTimeZoneOf, type DataColumn, DataTable, EmptyState, formatAgentTime, formatPhone, Spinner, theme, useNarrowScreen } from '@leadnest/ui';
import { useMemo } from 'react';
import styled from 'styled-components';

import { useCallLogs } from '../api/call-logs';
import { formatCost, formatDuration, otherParty } from '../lib/calls';
import { CallDetails } from './CallDetails';
import { CallOutcomeBadge } from './CallOutcomeBadge';

const direction = (c: CallLogDto) => (c.direction === 'inbound' ? 'Inbound' : 'Outbound');
/** When the call was, in the agent's zone. */
const when = (c: CallLogDto, zone: string | undefined) => formatAgentTime(c.createdAt, zone);

const columnsIn = (zone: string | undefined): readonly DataColumn<CallLogDto>[] => [
  { key: 'when', header: 'When', render: (c) => when(c, zone), sortValue: (c) => c.createdAt },
  { key: 'direction', header: 'Direction', render: direction },
  { key: 'number', header: 'Number', render: (c) => formatPhone(otherParty(c)) },
  { key: 'duration', header: 'Duration', render: (c) => formatDuration(c.duration), sortValue: (c) => c.duration, align: 'right' },
  { key: 'cost', header: 'Cost', render: (c) => formatCost(c.cost, 3), sortValue: (c) => c.cost, align: 'right' },
  { key: 'outcome', header: 'Outcome', render: (c) => <CallOutcomeBadge call={c} /> },
  { key: 'details', header: 'Summary', render: (c) => <CallDetails call={c} /> },
];

const StyledCards = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCallCard = styled.li`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  font-size: 0.875rem;
  min-width: 0;
`;

const StyledLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs} ${theme.space.sm};
`;

/** One call as a card, for phones: the table's columns would scroll sideways at 390 px. */
function CallCard({ call, zone }: { call: CallLogDto; zone: string | undefined }) {
  return (
    <StyledCallCard aria-label={`${direction(call)} call, ${formatPhone(otherParty(call))}`}>
      <StyledLine>
        <strong style={{ fontSize: '1rem' }}>{formatPhone(otherParty(call))}</strong>
        <CallOutcomeBadge call={call} />
      </StyledLine>
      <StyledLine style={{ color: theme.colors.textMuted }}>
        <span>
          {direction(call)} · {when(call, zone)}
        </span>
        <span>
          {formatDuration(call.duration)} · {formatCost(call.cost, 3)}
        </span>
      </StyledLine>
      <CallDetails call={call} />
    </StyledCallCard>
  );
}

/** Call History: every call (the newest `limit` in the dashboard), with its summary, recording and an expandable transcript. */
export function CallHistoryTab({ limit }: { limit?: number } = {}) {
  const calls = useCallLogs();
  const narrow = useNarrowScreen();
  const zone = agentTimeZoneOf(useSession().user);
  const columns = useMemo(() => columnsIn(zone), [zone]);
  if (calls.isPending) return <Spinner label="Loading calls" />;
  if (calls.isError) return <EmptyState role="alert" title="Calls could not be loaded." description="Please reload the page." />;
  const rows = limit ? calls.data.slice(0, limit) : calls.data;
  const empty = <EmptyState title="No call history available" />;
  return (
    <div style={{ marginTop: theme.space.lg }}>
      {!narrow ? (
        <DataTable label="Call history" columns={columns} rows={rows} rowKey={(c) => c.id} empty={empty} />
      ) : rows.length === 0 ? (
        empty
      ) : (
        <StyledCards aria-label="Call history">
          {rows.map((c) => (
            <CallCard key={c.id} call={c} zone={zone} />
          ))}
        </StyledCards>
      )}
    </div>
  );
}
