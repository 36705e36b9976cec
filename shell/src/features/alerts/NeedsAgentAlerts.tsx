import { publishNotification, useConversationEventListener } from '@leadnest/session';

/** What the shell reads of an event (contracts' ConversationEvent; the shell does not depend on contracts). */
export interface ConversationEvent {
  conversation: { leadName: string };
  needsAgent: boolean;
}

/** The toast when a lead asks for a person (spec: the agent must be able to act on it from anywhere). */
export function needsAgentToast(event: ConversationEvent) {
  return { title: 'A lead is asking for you', description: `${event.conversation.leadName} asked to talk to a real person. Open Conversations to take over.` };
}

/**
 * The needs-a-person alert in the shell: while an agent with a plan is
 * signed in, it listens to their conversation events and shows a toast on
 * every page when a lead asks for a person. The events come from the
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
