import type { ConversationChanged } from '../../lib/events/domain-events.js';
import { findUser } from '../agent-settings/profile.service.js';
import type { Outbox } from '../outbox/outbox.service.js';
import { ConversationModel } from './conversation.model.js';

/**
 * A lead asked for a person (the conversation turned needs-agent): when the
 * agent's emailNotifications setting is on (the default), a mail through
 * the outbox says so. The screen's own alert (a toast, the flag on the
 * conversation) comes through the event stream.
 */
export async function mailNeedsAgent(change: ConversationChanged, outbox: Outbox, baseUrl: string): Promise<boolean> {
  if (!change.becameNeedsAgent) return false;
  // In a team, the person working the lead is asked (docs/decisions/0034-teams.md); the account's setting decides whether mails go out.
  const owner = await findUser(change.userId);
  const assignee = await ConversationModel.findById(change.conversationId, { assignedTo: 1 }).lean();
  const agent = assignee?.assignedTo && String(assignee.assignedTo) !== change.userId ? ((await findUser(String(assignee.assignedTo))) ?? owner) : owner;
  if (!agent?.email || owner?.advancedSettings?.emailNotifications === false) return false;
  await outbox.enqueue({
    kind: 'needs-agent',
    to: agent.email,
    subject: 'A lead is asking for you',
    text: `A lead in one of your conversations asked to talk to a real person. Open the conversation to take over from the AI assistant:\n\n${baseUrl}/conversations/${change.conversationId}\n`,
  });
  return true;
}

/** The `conversation.changed` subscriber (after the change: the mail is queued through the outbox, a durable job). */
export function needsAgentMail(outbox: Outbox, baseUrl: string): (change: ConversationChanged) => Promise<void> {
  return async (change) => {
    await mailNeedsAgent(change, outbox, baseUrl);
  };
}
