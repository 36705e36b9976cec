import { serverMessage } from '@leadnest/session';
import { Button, EmptyState, PageFrame, Spinner } from '@leadnest/ui';

import { useTeam } from '../api/team';
import { InvitesCard } from './InvitesCard';
import { MembersCard } from './MembersCard';
import { RoutingCard } from './RoutingCard';
import { StyledStack } from './styles';
import { TeamCard } from './TeamCard';

/**
 * Team (/team): the team's name and seats, its members, invites and lead
 * routing (docs/decisions/0034-teams.md). Owners and admins manage it;
 * agents see who is on it, read-only, and neither invites nor routing.
 */
export function TeamPage() {
  const team = useTeam();
  if (team.isPending)
    return (
      <PageFrame>
        <Spinner label="Loading your team" />
      </PageFrame>
    );
  if (team.isError)
    return (
      <PageFrame>
        <EmptyState
          role="alert"
          title="Your team could not be loaded."
          description={serverMessage(team.error)}
          action={<Button onClick={() => void team.refetch()}>Try again</Button>}
        />
      </PageFrame>
    );
  const manages = team.data.myRole !== 'agent';
  return (
    <PageFrame subtitle="Who is on your team, who is invited, and which member each new lead goes to.">
      <StyledStack>
        <TeamCard team={team.data} manages={manages} />
        <MembersCard team={team.data} manages={manages} />
        {manages ? <InvitesCard team={team.data} /> : null}
        {manages ? <RoutingCard members={team.data.members} /> : null}
      </StyledStack>
    </PageFrame>
  );
}
