import { hasActivePlan, profileQueryOptions, publishNotification } from '@leadnest/session';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

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
 * The needs-a-person alert in the shell: while an agent with a
 * plan is signed in, it listens to their conversation events (Server-Sent
 * Events; EventSource reconnects by itself) and shows a toast on every page
 * when a lead asks for a person. The conversation itself is flagged by the
 * server (status needs-agent) and listed first in the inbox.
 */
export function NeedsAgentAlerts() {
  // The session the shell already has, never fetched from here: mounted on
  // every page, /login included, where a signed-out visitor must not start with a 401.
  const { data: user } = useQuery({ ...profileQueryOptions, enabled: false });
  const listening = Boolean(user && hasActivePlan(user));
  useEffect(() => {
    if (!listening || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/conversations/events', { withCredentials: true });
    source.addEventListener('conversation', (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as ConversationEvent;
      if (event.needsAgent) publishNotification(needsAgentToast(event));
    });
    return () => source.close();
  }, [listening]);
  return null;
}
