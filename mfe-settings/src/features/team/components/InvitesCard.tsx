import type { TeamDto, TeamInviteDto } from '@leadnest/contracts';
import { lowestPlanWith, PLAN_FEATURE_NAMES, PLAN_NAMES, planIncludes } from '@leadnest/plans';
import { publishNotification, serverMessage, useSession } from '@leadnest/session';
import { AGENT_DATE, agentTimeZoneOf, Badge, Button, EmptyState, formatAgentTime, theme } from '@leadnest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useResendInvite } from '../api/resend-invite';
import { useRevokeInvite } from '../api/revoke-invite';
import { ROLE_NAMES } from '../member-name';
import { InviteForm } from './InviteForm';
import { StyledActions, StyledNote, StyledSection, StyledWrap } from './styles';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.sm} ${theme.space.md};
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const StyledWho = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  min-width: 0;
  small {
    color: ${theme.colors.textMuted};
  }
`;

const failed = (title: string, fallback: string) => (failure: unknown) =>
  publishNotification({ title, description: serverMessage(failure) ?? fallback, variant: 'destructive' });

// mutateAsync, not mutate's callbacks: the team read again after a revoke
// drops this row, and TanStack Query skips the mutate-level callbacks of an
// unmounted observer, so the toast would be lost whenever the read won.
function InviteRow({ invite, zone }: { invite: TeamInviteDto; zone: string | undefined }) {
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  return (
    <li aria-label={invite.email}>
      <StyledWho>
        <StyledWrap>
          {invite.email} <Badge>{ROLE_NAMES[invite.role]}</Badge>
        </StyledWrap>
        <small>Expires {formatAgentTime(invite.expiresAt, zone, AGENT_DATE)}</small>
      </StyledWho>
      <StyledActions>
        <Button
          size="sm"
          variant="secondary"
          disabled={resend.isPending}
          onClick={() =>
            void resend.mutateAsync(invite.id).then(
              (sent) =>
                publishNotification({
                  title: 'Invite Resent',
                  description: `A new link went to ${sent.email}; it works until ${formatAgentTime(sent.expiresAt, zone, AGENT_DATE)}.`,
                }),
              failed('Resend Failed', 'The invitation could not be sent again. Please try again.'),
            )
          }
        >
          {resend.isPending ? 'Resending…' : 'Resend'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={revoke.isPending}
          onClick={() =>
            void revoke
              .mutateAsync(invite.id)
              .then(
                () => publishNotification({ title: 'Invite Revoked', description: `The link sent to ${invite.email} no longer works.` }),
                failed('Revoke Failed', 'The invitation could not be revoked. Please try again.'),
              )
          }
        >
          {revoke.isPending ? 'Revoking…' : 'Revoke'}
        </Button>
      </StyledActions>
    </li>
  );
}

/** The feature's name and the plan that has it: "Multi-agent team management is included in the Agency plan and above." */
const upgradeNote = `${PLAN_FEATURE_NAMES.teamManagement} is included in the ${PLAN_NAMES[lowestPlanWith('teamManagement')]} plan and above.`;

/**
 * Inviting (owners and admins) and the invites still waiting. Below the
 * plan with team management a note says so, but the form stays: the server
 * is the judge of the plan, and its answer (403 PLAN_FEATURE) names it.
 */
export function InvitesCard({ team }: { team: TeamDto }) {
  const zone = agentTimeZoneOf(useSession().user);
  return (
    <StyledSection as="section" aria-labelledby="invites-heading">
      <h2 id="invites-heading">Invites</h2>
      {planIncludes(team.plan, 'teamManagement') ? null : (
        <StyledNote data-testid="team-upgrade-note">
          {upgradeNote} <Link to="/billing">See plans on the Billing page</Link>
        </StyledNote>
      )}
      <InviteForm />
      <h3>Pending invites</h3>
      {team.invites.length === 0 ? (
        <EmptyState title="No pending invites" description="Invitations wait here until they are accepted, revoked or expire." />
      ) : (
        <StyledList aria-label="Pending invites">
          {team.invites.map((invite) => (
            <InviteRow key={invite.id} invite={invite} zone={zone} />
          ))}
        </StyledList>
      )}
    </StyledSection>
  );
}
