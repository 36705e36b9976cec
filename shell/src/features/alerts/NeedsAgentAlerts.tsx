import { publishNotification, useConversationEventListener } from '@leadnest/session';

/** Why the assistant handed a conversation to the agent (contracts' ConversationHandoffDto); the shell reads the reason only. */
export interface ConversationEventHandoff {
  reason: string;
}

/** What the shell reads of an event (contracts' ConversationEvent; the shell does not depend on contracts). */
export interface ConversationEvent {
  conversation: { leadName: string; handoff?: ConversationEventHandoff | null };
  needsAgent: boolean;
  /** With needsAgent: why, as the change stored it; absent when not known (a person asked for). */
  handoff?: ConversationEventHandoff;
}

/** The toast when a conversation needs the agent, saying why (spec: the agent must be able to act on it from anywhere). */
export function needsAgentToast(event: ConversationEvent) {
  const name = event.conversation.leadName;
  // The event's reason is the change's own; the row's is the next best (an older API sends neither: a person was asked for).
  switch ((event.handoff ?? event.conversation.handoff)?.reason) {
    case 'unsure':
      return { title: 'A lead has a question for you', description: `${name} asked a question the assistant could not answer. Open Conversations to reply.` };
    case 'no-slots':
      return { title: 'A lead wants a showing', description: `${name} wants a showing and no open time fitted. Open Conversations to find one.` };
    case 'time-noted':
      return { title: 'A showing time to confirm', description: `${name} asked for a showing time for you to confirm. Open Conversations to confirm it.` };
    case 'booked':
      return { title: 'A lead with a showing needs you', description: `${name} has a showing booked and needs you to follow up. Open Conversations to reply.` };
    case 'ai-paused':
      return { title: 'A lead is waiting for you', description: `${name} is waiting for you: the AI assistant is paused. Open Conversations to reply.` };
    default:
      // 'asked' keeps the words agents (and e2e/specs/one-event-stream.spec.ts) know.
      return { title: 'A lead is asking for you', description: `${name} asked to talk to a real person. Open Conversations to take over.` };
  }
}

/**
 * The needs-a-person alert in the shell: while an agent with a plan is
 * signed in, it listens to their conversation events and shows a toast on
 * every page when a conversation is handed to the agent, saying why (a
 * person asked for, a question the assistant could not answer…). The events come from the
 * browser's one stream (`@leadnest/session`, shared with the inbox and the
 * dashboard and across tabs: docs/decisions/0032-one-event-stream-per-browser.md),
 * which reads the session the shell already has and never fetches it. The
 * conversation itself is flagged by the server (status needs-agent) and
 * listed first in the inbox.
 */
export function NeedsAgentAlerts() {
  useConversationEventListener((event) => {
    if (event.needsAgent) publishNotification(needsAgentToast(event));
  });
  return null;
}
