import type { ConversationMessageDto } from '@leadnest/contracts';
import { publishNotification, serverMessage, useSession } from '@leadnest/session';
import { agentTimeZoneOf, Badge, Button, Card, EmptyState, formatAgentTime, fromMd, Spinner, theme, Toolbar } from '@leadnest/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

import { useConversationAction } from '../api/actions';
import { useConversation } from '../api/detail';
import { handoffBadge } from '../lib/handoff';
import { PLATFORM_BADGE, REPLY_CHANNEL } from '../lib/platforms';
import { replyWasSaved } from '../lib/reply-saved';
import { replyRule } from '../lib/reply-window';
import { HandoffNote } from './HandoffNote';
import { MessageDelivery } from './MessageDelivery';
import { QualificationPanel } from './QualificationPanel';
import { ReplyBox } from './ReplyBox';
import { ReplyWindowNote } from './ReplyWindowNote';

const WHO: Record<ConversationMessageDto['role'], string> = { lead: 'Lead', assistant: 'AI assistant', agent: 'You' };

const StyledLayout = styled.div`
  display: grid;
  gap: ${theme.space.md};
  align-items: start;
  ${fromMd} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

// The list scrolls inside its own lines: a bubble cut at its top edge is cut by
// the list, visibly, not by whatever sits above it (the hand-off note).
const StyledMessages = styled.ol`
  display: grid;
  gap: ${theme.space.sm};
  max-height: 28rem;
  overflow-y: auto;
  margin: ${theme.space.md} 0;
  padding: ${theme.space.sm} 0;
  border-block: 1px solid ${theme.colors.border};
  list-style: none;
`;

const StyledMessage = styled.li<{ $mine: boolean }>`
  justify-self: ${(p) => (p.$mine ? 'end' : 'start')};
  max-width: 85%;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${(p) => (p.$mine ? theme.colors.brandSoft : theme.colors.background)};
  border: 1px solid ${theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  small {
    display: block;
    color: ${theme.colors.textMuted};
    font-size: 0.75rem;
  }
`;

const failed = (title: string) => (error: unknown) =>
  publishNotification({ title, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });

/** One conversation: the transcript (live), who is answering, Take over / Hand back to AI, and the reply box. */
export function ConversationThread({ id, pollMs }: { id: string; pollMs: number | false }) {
  const { data: c, isPending, isError, error } = useConversation(id, pollMs);
  const action = useConversationAction(id);
  // A reply stored but not delivered (no number, opted out, Twilio down) is in the thread: the box empties like after a send.
  const sendReply = (text: string) =>
    action.mutateAsync({ kind: 'reply', text }).catch((e: unknown) => {
      failed('Message Not Sent')(e);
      return replyWasSaved(e) ? undefined : Promise.reject(e);
    });
  const zone = agentTimeZoneOf(useSession().user);
  const list = useRef<HTMLOListElement>(null);
  const count = c?.messages.length ?? 0;
  // The newest message in view: the list scrolls, never the page (a phone's page would jump).
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);

  if (isPending) return <Spinner label="Loading conversation" size={24} />;
  if (isError) return <EmptyState role="alert" title="Conversation not found" description={serverMessage(error)} />;

  const optedOut = c.status === 'opted-out';
  // Why the assistant handed it over (the server keeps it while it needs the agent).
  const needsAgent = c.status === 'needs-agent';
  // Messenger and Instagram: Meta's rule for the next reply (docs/decisions/0035-meta-direct-messages.md).
  const rule = replyRule(c.replyWindow, zone);
  return (
    <StyledLayout>
      <Card as="section" aria-label={`Conversation with ${c.leadName}`} data-testid="thread">
        <Toolbar label="Conversation controls" justify="space-between">
          <div style={{ display: 'flex', gap: theme.space.sm, alignItems: 'center', flexWrap: 'wrap' }}>
            <h2 style={{ margin: 0, fontSize: '1.125rem' }}>{c.leadName}</h2>
            <Badge tone="grey" data-testid="platform">
              {PLATFORM_BADGE[c.platform] ?? c.platform}
            </Badge>
            <Badge tone={c.aiPaused ? 'purple' : 'green'} data-testid="control">
              {c.aiPaused ? 'You are answering' : 'AI answering'}
            </Badge>
            {needsAgent ? (
              <Badge tone="yellow" data-testid="needs-agent">
                {handoffBadge(c.handoff)}
              </Badge>
            ) : null}
            {optedOut ? <Badge tone="red">Opted out</Badge> : null}
          </div>
          {optedOut ? null : c.aiPaused ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={action.isPending}
              onClick={() => action.mutate({ kind: 'release' }, { onError: failed('Hand Back Failed') })}
            >
              Hand back to AI
            </Button>
          ) : (
            <Button size="sm" disabled={action.isPending} onClick={() => action.mutate({ kind: 'takeover' }, { onError: failed('Take Over Failed') })}>
              Take over
            </Button>
          )}
        </Toolbar>
        {needsAgent ? <HandoffNote handoff={c.handoff} /> : null}
        <StyledMessages ref={list} aria-label="Messages" aria-live="polite" data-testid="messages">
          {c.messages.map((m) => (
            <StyledMessage key={m.seq} $mine={m.role !== 'lead'} data-role={m.role}>
              <small>
                {WHO[m.role]} · {formatAgentTime(m.at, zone)}
              </small>
              {m.text}
              {m.delivery ? <MessageDelivery delivery={m.delivery} /> : null}
            </StyledMessage>
          ))}
        </StyledMessages>
        {optedOut ? (
          <p style={{ margin: 0, color: theme.colors.textMuted }}>This lead opted out; no more messages can be sent.</p>
        ) : c.aiPaused ? (
          <ReplyBox
            lead={{ leadName: c.leadName, showing: c.scheduledShowing }}
            channelLabel={REPLY_CHANNEL[c.platform] ?? c.platform}
            pending={action.isPending}
            onSend={sendReply}
            note={rule ? <ReplyWindowNote rule={rule} /> : undefined}
            blocked={rule?.blocked}
          />
        ) : (
          <>
            <p style={{ margin: 0, color: theme.colors.textMuted }}>The AI assistant is answering. Take over to reply yourself.</p>
            {/* Said before taking over: a takeover would not let the agent reply either. */}
            {rule?.blocked ? (
              <p style={{ margin: `${theme.space.xs} 0 0`, color: theme.colors.textMuted }}>
                <ReplyWindowNote rule={rule} />
              </p>
            ) : null}
          </>
        )}
      </Card>
      <QualificationPanel conversation={c} />
    </StyledLayout>
  );
}
