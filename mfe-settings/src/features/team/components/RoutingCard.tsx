import type { TeamMemberDto } from '@leadnest/contracts';
import { serverMessage } from '@leadnest/session';
import { Button, EmptyState, Spinner } from '@leadnest/ui';

import { useRouting } from '../api/routing';
import { draftOf } from '../routing-form';
import { RoutingForm } from './RoutingForm';
import { StyledSection } from './styles';

/** Lead routing (owners and admins): loads the saved settings, then edits them. */
export function RoutingCard({ members }: { members: readonly TeamMemberDto[] }) {
  const routing = useRouting();
  return (
    <StyledSection as="section" aria-labelledby="routing-heading">
      <h2 id="routing-heading">Lead Routing</h2>
      <p>Which member each new lead goes to, from every source: forms, lead ads, calls, chats and texts.</p>
      {routing.isPending ? (
        <Spinner label="Loading lead routing" />
      ) : routing.isError ? (
        <EmptyState
          role="alert"
          title="Lead routing could not be loaded."
          description={serverMessage(routing.error)}
          action={<Button onClick={() => void routing.refetch()}>Try again</Button>}
        />
      ) : (
        // Keyed by the saved answer, so a save (or a member's removal, which drops them from rules) starts the form afresh.
        <RoutingForm key={routing.dataUpdatedAt} initial={draftOf(routing.data)} members={members} />
      )}
    </StyledSection>
  );
}
