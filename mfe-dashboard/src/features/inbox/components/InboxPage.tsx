import { serverMessage } from '@leadnest/session';
import { belowMd, Button, ButtonLink, Card, EmptyState, fromMd, PageFrame, Spinner, theme } from '@leadnest/ui';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

import { type InboxScope } from '../api/keys';
import { useAllConversations, useNeedsAgent, useTeamSize } from '../api/list';
import { useConversationEvents } from '../hooks/useConversationEvents';
import { ConversationList } from './ConversationList';
import { ConversationThread } from './ConversationThread';

const StyledColumns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-items: start;
  ${fromMd} {
    grid-template-columns: minmax(16rem, 1fr) minmax(0, 2.5fr);
  }
  /* On a phone an open thread comes first: the list would push it a screen or more down. */
  ${belowMd} {
    grid-template-columns: minmax(0, 1fr);
    & > [data-thread-open='true'] {
      order: 1;
    }
  }
`;

const StyledScope = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.sm};
`;

const StyledHeading = styled.h2`
  margin: ${theme.space.md} 0 ${theme.space.sm};
  font-size: 0.875rem;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${theme.colors.textMuted};
`;

/** The conversation id in /conversations/{id}, if any. */
export function conversationIdOf(pathname: string): string | undefined {
  return /^\/conversations\/([0-9a-f]{24})\/?$/i.exec(pathname)?.[1];
}

/** Conversations (/conversations, /conversations/{id}): the inbox behind Take Over Chat. */
export function InboxPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const currentId = conversationIdOf(pathname);
  const pollMs = useConversationEvents();
  // Teams (docs/decisions/0034-teams.md): a member chooses their own leads' conversations or the team's; a team of one sees no choice.
  const teamSize = useTeamSize();
  const shared = (teamSize.data ?? 1) > 1;
  const scope: InboxScope = shared && params.get('assigned') === 'mine' ? 'mine' : 'team';
  const needs = useNeedsAgent(pollMs, scope);
  const all = useAllConversations(pollMs, scope);
  const needsIds = new Set(needs.data?.conversations.map((c) => c.id));
  const rest = all.data?.pages.flatMap((p) => p.conversations).filter((c) => !needsIds.has(c.id)) ?? [];
  const nothing = !needs.isPending && !all.isPending && rest.length === 0 && needsIds.size === 0;

  const list = (
    <Card as="nav" aria-label="Conversations" data-thread-open={currentId ? 'true' : undefined} style={currentId ? undefined : { minWidth: 0 }}>
      {shared ? (
        <StyledScope role="group" aria-label="Whose conversations">
          {(['mine', 'team'] as const).map((s) => (
            <Button
              key={s}
              size="sm"
              variant={scope === s ? 'primary' : 'secondary'}
              aria-pressed={scope === s}
              onClick={() =>
                setParams(
                  (p) => {
                    if (s === 'mine') p.set('assigned', 'mine');
                    else p.delete('assigned');
                    return p;
                  },
                  { replace: true },
                )
              }
            >
              {s === 'mine' ? 'Mine' : 'Team'}
            </Button>
          ))}
        </StyledScope>
      ) : null}
      {all.isPending ? (
        <Spinner label="Loading conversations" size={24} />
      ) : all.isError ? (
        <EmptyState role="alert" title="Conversations could not be loaded" description={serverMessage(all.error) ?? 'Please try again.'} />
      ) : nothing ? (
        <EmptyState
          title="No client conversations yet..."
          description="When a lead writes in by website chat, text, Messenger or Instagram, the conversation appears here."
        />
      ) : (
        <>
          {needs.data?.conversations.length ? (
            <>
              <StyledHeading>Needs you</StyledHeading>
              <ConversationList rows={needs.data.conversations} currentId={currentId} label="Conversations waiting for you" />
            </>
          ) : null}
          <StyledHeading>All conversations</StyledHeading>
          <ConversationList rows={rest} currentId={currentId} label="All conversations" />
          {all.hasNextPage ? (
            <Button variant="ghost" size="sm" disabled={all.isFetchingNextPage} onClick={() => void all.fetchNextPage()} style={{ marginTop: theme.space.sm }}>
              {all.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );

  return (
    <PageFrame
      subtitle="Every conversation your AI assistant is having, and the ones that need you"
      actions={
        <ButtonLink as={Link} to="/dashboard" variant="secondary">
          Back to Dashboard
        </ButtonLink>
      }
    >
      <StyledColumns>
        {list}
        {currentId ? (
          <ConversationThread key={currentId} id={currentId} pollMs={pollMs} />
        ) : (
          <Card>
            <p style={{ margin: 0, textAlign: 'center', color: theme.colors.textMuted }}>Select a conversation to read it and take over from the AI</p>
          </Card>
        )}
      </StyledColumns>
    </PageFrame>
  );
}
