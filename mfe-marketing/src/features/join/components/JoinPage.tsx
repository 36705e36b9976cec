import type { InviteRole, TeamInvitePreviewDto } from '@leadnest/contracts';
import { afterSignInPath } from '@leadnest/remotes';
import { outageMessage, publishNotification, serverMessage, useSession } from '@leadnest/session';
import { AGENT_DATE, agentTimeZoneOf, Button, ButtonLink, EmptyState, formatAgentTime, Spinner, theme } from '@leadnest/ui';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

import { PublicPage } from '../../../components/PublicPage';
import { isInvalidInvite, isTokenShaped, useInvitePreview } from '../api/invite-preview';
import { useJoinTeam } from '../api/join-team';

const ROLE_WORDS: Readonly<Record<InviteRole, string>> = { agent: 'an agent', admin: 'an admin' };

const StyledOffer = styled.div`
  display: grid;
  gap: ${theme.space.md};
  h2 {
    margin: 0;
    font-size: 1.25rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

/** A link that cannot be used: missing, malformed, unknown, spent or expired. */
function InvalidInvite() {
  return (
    <PublicPage>
      <EmptyState role="alert" title="This invitation link is no longer valid." description="Ask the team’s owner to send you a new invitation." />
    </PublicPage>
  );
}

function Loading() {
  return (
    <PublicPage>
      <Spinner label="Loading the invitation" />
    </PublicPage>
  );
}

/** Signed in: one button joins, then the team's leads. */
function JoinButton({ token, invite, onRefused }: { token: string; invite: TeamInvitePreviewDto; onRefused: () => void }) {
  const join = useJoinTeam();
  const navigate = useNavigate();
  const run = () =>
    join.mutate(token, {
      onSuccess: (team) => {
        publishNotification({ title: `Welcome to ${team.name}`, description: `You joined as ${ROLE_WORDS[invite.role]}.` });
        navigate('/leads', { replace: true });
      },
      onError: (failure) => {
        // Spent or expired since the page loaded.
        if (isInvalidInvite(failure)) return onRefused();
        publishNotification({
          title: 'Could Not Join',
          // The server's words: a team to leave first, or another address than the one invited.
          description: outageMessage(failure) ?? serverMessage(failure) ?? 'Joining the team failed. Please try again.',
          variant: 'destructive',
        });
      },
    });
  return (
    <StyledButtons>
      <Button onClick={run} disabled={join.isPending}>
        {join.isPending ? 'Joining…' : 'Join Team'}
      </Button>
    </StyledButtons>
  );
}

/**
 * Join a Team (/join?token=…, the link of a team invite mail; a public
 * route, so no shell header): says which team invites whom, then joins
 * when signed in, or sends to sign-in or sign-up and back here
 * (docs/decisions/0034-teams.md).
 */
export function JoinPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useInvitePreview(token);
  const session = useSession();
  const [refused, setRefused] = useState(false);
  if (refused || !isTokenShaped(token) || isInvalidInvite(preview.error)) return <InvalidInvite />;
  if (preview.isPending || session.isLoading) return <Loading />;
  if (preview.isError)
    return (
      <PublicPage>
        <EmptyState
          role="alert"
          title="The invitation could not be loaded."
          description={outageMessage(preview.error) ?? serverMessage(preview.error)}
          action={<Button onClick={() => void preview.refetch()}>Try again</Button>}
        />
      </PublicPage>
    );
  const invite = preview.data;
  const back = `/join?${new URLSearchParams({ token })}`;
  const signedInAs = session.user?.email;
  return (
    <PublicPage>
      <StyledOffer>
        <h2>Join {invite.teamName}</h2>
        <p>
          {invite.invitedBy} invited {invite.email} to join as {ROLE_WORDS[invite.role]}.
        </p>
        <p>The link works until {formatAgentTime(invite.expiresAt, agentTimeZoneOf(session.user), AGENT_DATE)}.</p>
        {session.isAuthenticated ? (
          <>
            {signedInAs && signedInAs.toLowerCase() !== invite.email.toLowerCase() ? (
              <p>
                You are signed in as {signedInAs}. Sign in with {invite.email} to accept.
              </p>
            ) : null}
            <JoinButton token={token} invite={invite} onRefused={() => setRefused(true)} />
          </>
        ) : (
          <>
            <p>Sign in with {invite.email}, or create an account with it, to accept.</p>
            <StyledButtons>
              <ButtonLink as={Link} to={afterSignInPath('/login', back)}>
                Sign In
              </ButtonLink>
              <ButtonLink as={Link} to={afterSignInPath('/signup', back)} variant="secondary">
                Create Account
              </ButtonLink>
            </StyledButtons>
          </>
        )}
      </StyledOffer>
    </PublicPage>
  );
}
