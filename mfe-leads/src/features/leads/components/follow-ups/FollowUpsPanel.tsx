import type { FollowUpDto, FollowUpSummaryDto, FollowUpView } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, EmptyState, Spinner, Tabs, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { useFollowUps } from '../../api/follow-ups';
import { useUpdateLead } from '../../api/update-lead';
import { useAgentTimeZone } from '../../hooks/use-agent-time-zone';
import { formatDateTime } from '../../lib/lead-time';
import { StageBadge } from '../StageBadge';

export interface FollowUpsPanelProps {
  view: FollowUpView;
  counts: FollowUpSummaryDto | undefined;
  onViewChange: (view: FollowUpView) => void;
  onOpen: (leadId: string) => void;
}

const StyledRows = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  max-height: 16rem;
  overflow-y: auto;
  margin: ${theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`;

const StyledWho = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

function FollowUpRows({ due, onOpen }: { due: FollowUpView; onOpen: (leadId: string) => void }) {
  const list = useFollowUps(due);
  const update = useUpdateLead();
  const timeZone = useAgentTimeZone();
  const done = (f: FollowUpDto) =>
    update.mutate(
      { id: f.leadId, patch: { followUpDate: null } },
      {
        onSuccess: () => publishNotification({ title: 'Follow-up Done', description: `Follow-up with ${f.name} marked done` }),
        onError: (error) =>
          publishNotification({ title: 'Follow-up Failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  if (list.isPending) return <Spinner label="Loading follow-ups" size={20} />;
  if (list.isError) return <p role="alert">{serverMessage(list.error) ?? 'Could not load follow-ups.'}</p>;
  if (list.data.followUps.length === 0) return <EmptyState title={due === 'today' ? 'Nothing else due today' : 'Nothing overdue'} />;
  return (
    <StyledRows data-testid={`follow-ups-${due}`}>
      {list.data.followUps.map((f) => (
        <StyledRow key={f.leadId} data-testid="follow-up-row">
          <StyledWho>
            <strong>{f.name}</strong>
            <div style={{ fontSize: '0.8125rem', color: due === 'overdue' ? theme.colors.danger : theme.colors.textMuted }}>
              {due === 'overdue' ? 'Was due' : 'Due'} {formatDateTime(f.followUpDate, timeZone)}
            </div>
          </StyledWho>
          <StageBadge stage={f.stage} />
          <Button size="sm" variant="secondary" onClick={() => onOpen(f.leadId)}>
            Open
          </Button>
          <Button size="sm" variant="ghost" disabled={update.isPending} onClick={() => done(f)}>
            Done
          </Button>
        </StyledRow>
      ))}
    </StyledRows>
  );
}

/** The Due today and Overdue lists, as tabs; Done clears the follow-up, Open shows the lead. */
export function FollowUpsPanel({ view, counts, onViewChange, onOpen }: FollowUpsPanelProps) {
  const n = (k: keyof Pick<FollowUpSummaryDto, 'dueToday' | 'overdue'>) => (counts ? ` (${counts[k]})` : '');
  return (
    <div style={{ marginTop: theme.space.sm }}>
      <Tabs<FollowUpView>
        label="Follow-ups"
        selected={view}
        onChange={onViewChange}
        tabs={[
          { id: 'today', label: `Due today${n('dueToday')}`, panel: <FollowUpRows due="today" onOpen={onOpen} /> },
          { id: 'overdue', label: `Overdue${n('overdue')}`, panel: <FollowUpRows due="overdue" onOpen={onOpen} /> },
        ]}
      />
    </div>
  );
}
