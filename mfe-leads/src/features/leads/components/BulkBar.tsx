import type { LeadDto, LeadStage } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, ConfirmDialog, downloadCsv, Select, theme, Toolbar } from '@leadnest/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';

import { useBulkLeads } from '../api/bulk-leads';
import { useAgentTimeZone } from '../hooks/use-agent-time-zone';
import { useTeamView } from '../hooks/use-team-view';
import { assigneeOfValue, assigneeOptions, nameOf, POOL } from '../lib/assignment';
import { STAGE_OPTIONS } from '../lib/contact-form';
import { leadsCsv, leadsCsvFileName } from '../lib/leads-csv';
import { stageBadge } from '../lib/stages';
import { clearCheckedAtom } from '../state/selection';

export interface BulkBarProps {
  /** The ticked leads (as the list shows them); Clear and a done action untick them (state/selection.ts). */
  selected: readonly LeadDto[];
}

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.brandSoft};
  border-radius: ${theme.radii.md};
`;

const failed = (error: unknown) => publishNotification({ title: 'Error', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });

/**
 * What the agent can do with the ticked leads: move them to a stage, assign
 * them (a team's owner or admin), export them as CSV, delete them (after a confirm).
 */
export function BulkBar({ selected }: BulkBarProps) {
  const onClear = useSetAtom(clearCheckedAtom);
  const team = useTeamView();
  const timeZone = useAgentTimeZone();
  const assignOptions = assigneeOptions(team);
  const [stage, setStage] = useState<LeadStage>('contacted');
  // The first active member rather than the pool: handing leads back is the rarer move.
  const [assignee, setAssignee] = useState<string | undefined>(undefined);
  const assignTo = assignee ?? assignOptions[1]?.value ?? POOL;
  const [confirming, setConfirming] = useState(false);
  const bulk = useBulkLeads();
  const ids = selected.map((l) => l.id);
  const n = selected.length;
  const leadsWord = n === 1 ? 'lead' : 'leads';

  // mutateAsync, not mutate's callbacks: moved, assigned or deleted leads can leave a filtered list and so
  // untick themselves, which unmounts this bar before the answer, and mutate's callbacks die with it.
  const moveAll = () =>
    void bulk.mutateAsync({ action: 'stage', ids, stage }).then((res) => {
      publishNotification({ title: 'Stage Updated', description: `${res?.count ?? 0} ${leadsWord} moved to ${stageBadge(stage).label}` });
      onClear();
    }, failed);
  const assignAll = () => {
    const assignedTo = assigneeOfValue(assignTo);
    void bulk.mutateAsync({ action: 'assign', ids, assignedTo }).then((res) => {
      const count = res?.count ?? 0;
      const what = `${count} ${count === 1 ? 'lead' : 'leads'}`;
      publishNotification({
        title: 'Leads Assigned',
        description: assignedTo ? `${what} assigned to ${nameOf(team, assignedTo)}` : `${what} moved to the unassigned pool`,
      });
      onClear();
    }, failed);
  };
  const deleteAll = () =>
    void bulk.mutateAsync({ action: 'delete', ids }).then((res) => {
      setConfirming(false);
      publishNotification({ title: 'Leads Deleted', description: `${res?.count ?? 0} ${(res?.count ?? 0) === 1 ? 'lead was' : 'leads were'} deleted` });
      onClear();
    }, failed);

  return (
    <StyledBar data-testid="bulk-bar">
      <strong>{n} selected</strong>
      <Toolbar label="Selected leads">
        <Select<LeadStage> aria-label="New stage" value={stage} options={STAGE_OPTIONS} onChange={setStage} />
        <Button size="sm" disabled={bulk.isPending} onClick={moveAll}>
          Change stage
        </Button>
        {team.manages ? (
          <>
            <Select aria-label="Assign to" value={assignTo} options={assignOptions} onChange={setAssignee} />
            <Button size="sm" disabled={bulk.isPending} onClick={assignAll}>
              Assign
            </Button>
          </>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => downloadCsv(leadsCsvFileName(new Date(), timeZone), leadsCsv(selected))}>
          Export selected
        </Button>
        <Button size="sm" variant="secondary" disabled={bulk.isPending} onClick={() => setConfirming(true)}>
          Delete
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onClear()}>
          Clear
        </Button>
      </Toolbar>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${n} ${leadsWord}?`}
        message="The leads, their notes and their activity are removed. This cannot be undone."
        confirmLabel="Delete"
        destructive
        pending={bulk.isPending}
        onConfirm={deleteAll}
        onCancel={() => setConfirming(false)}
      />
    </StyledBar>
  );
}
