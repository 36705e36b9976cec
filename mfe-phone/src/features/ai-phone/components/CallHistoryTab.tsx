import type { CallLogDto } from '@leadnest/contracts';
import { DataTable, EmptyState, Spinner, theme, type DataColumn } from '@leadnest/ui';
import { useCallLogs } from '../api/call-logs';
import { formatCost, formatDuration, otherParty } from '../lib/calls';
import { CallOutcomeBadge } from './CallOutcomeBadge';

function Details({ call }: { call: CallLogDto }) {
  return (
    <div style={{ display: 'grid', gap: theme.space.xs, minWidth: '14rem' }}>
      {call.summary ? <span>{call.summary}</span> : null}
      {call.transcript ? (
        <details>
          <summary style={{ cursor: 'pointer' }}>Transcript</summary>
          <pre style={{ whiteSpace: 'pre-wrap', margin: `${theme.space.xs} 0 0`, font: 'inherit', fontSize: '0.875rem' }}>{call.transcript}</pre>
        </details>
      ) : null}
    </div>
  );
}

const COLUMNS: readonly DataColumn<CallLogDto>[] = [
  { key: 'when', header: 'When', render: (c) => new Date(c.createdAt).toLocaleString(), sortValue: (c) => c.createdAt },
  { key: 'direction', header: 'Direction', render: (c) => (c.direction === 'inbound' ? 'Inbound' : 'Outbound') },
  { key: 'number', header: 'Number', render: otherParty },
  { key: 'duration', header: 'Duration', render: (c) => formatDuration(c.duration), sortValue: (c) => c.duration, align: 'right' },
  { key: 'cost', header: 'Cost', render: (c) => formatCost(c.cost, 3), sortValue: (c) => c.cost, align: 'right' },
  { key: 'outcome', header: 'Outcome', render: (c) => <CallOutcomeBadge call={c} /> },
  { key: 'details', header: 'Summary', render: (c) => <Details call={c} /> },
];

/** Call History: every call (the newest `limit` in the dashboard), with its summary and an expandable transcript. */
export function CallHistoryTab({ limit }: { limit?: number } = {}) {
  const calls = useCallLogs();
  if (calls.isPending) return <Spinner label="Loading calls" />;
  if (calls.isError) return <EmptyState role="alert" title="Calls could not be loaded." description="Please reload the page." />;
  return (
    <div style={{ marginTop: theme.space.lg }}>
      <DataTable label="Call history" columns={COLUMNS} rows={limit ? calls.data.slice(0, limit) : calls.data} rowKey={(c) => c.id} empty={<EmptyState title="No call history available" />} />
    </div>
  );
}
