import type { LeadDetailDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, FormField, Select, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { useUpdateLead } from '../api/update-lead';
import { useAgentTimeZone } from '../hooks/use-agent-time-zone';
import { useClaim } from '../hooks/use-claim';
import { useTeamView } from '../hooks/use-team-view';
import { assigneeOfValue, assigneeOptions, assignmentSentence, canClaim, nameOf, POOL } from '../lib/assignment';

export interface LeadAssignmentProps {
  lead: LeadDetailDto;
}

const StyledAssignment = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
`;

const StyledLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  font-size: 0.875rem;
  p {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * Who works the lead, in a team of more than one: the assignee and since
 * when, Claim while it is in the pool, and for an owner or admin a select
 * to give it to a member or back to the pool. A team of one sees nothing.
 */
export function LeadAssignment({ lead }: LeadAssignmentProps) {
  const team = useTeamView();
  const update = useUpdateLead();
  const { claim, pendingId } = useClaim();
  const timeZone = useAgentTimeZone();
  if (!team.shared || lead.assignedTo === undefined) return null;

  const assign = (value: string) => {
    const assignedTo = assigneeOfValue(value);
    if (assignedTo === (lead.assignedTo ?? null)) return;
    update.mutate(
      { id: lead.id, patch: { assignedTo } },
      {
        onSuccess: () =>
          publishNotification({
            title: 'Lead Assigned',
            description: assignedTo ? `${lead.name} is now assigned to ${nameOf(team, assignedTo)}` : `${lead.name} is back in the unassigned pool`,
          }),
        onError: (error) => publishNotification({ title: 'Assign Failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <StyledAssignment data-testid="lead-assignment">
      <StyledLine>
        <p data-testid="lead-assigned-to">{assignmentSentence(team, lead, timeZone)}</p>
        {canClaim(team, lead) ? (
          <Button size="sm" disabled={pendingId === lead.id} onClick={() => claim(lead)}>
            Claim
          </Button>
        ) : null}
      </StyledLine>
      {team.manages ? (
        <FormField label="Assign to">
          <Select value={lead.assignedTo ?? POOL} options={assigneeOptions(team, lead.assignedTo)} disabled={update.isPending} onChange={assign} />
        </FormField>
      ) : null}
    </StyledAssignment>
  );
}
