import type { ConversationHandoffDto } from '@leadnest/contracts';

import type { ConversationChanged } from '../../lib/events/domain-events.js';
import { findUser } from '../agent-settings/profile.service.js';
import type { Outbox } from '../outbox/outbox.service.js';
import { ConversationModel } from './conversation.model.js';

/** A needs-agent mail's subject and text, by why the assistant handed the conversation over. */
export function needsAgentMessage(handoff: ConversationHandoffDto | undefined, url: string): { subject: string; text: string } {
  const quoted = (handoff?.questions ?? []).map((q) => `“${q}”`);
  switch (handoff?.reason) {
    case 'unsure':
      return {
        subject: 'A lead has a question for you',
        text: quoted.length
          ? `A lead in one of your conversations asked: ${quoted.join(' and ')}. The assistant could not answer ${quoted.length > 1 ? 'them' : 'it'}. Open the conversation to reply:\n\n${url}\n`
          : `A lead in one of your conversations asked something the assistant could not answer. Open the conversation to reply:\n\n${url}\n`,
      };
    case 'no-slots':
      return {
        subject: 'A lead wants a showing',
        text: `A lead in one of your conversations wants a showing, and the assistant found no open time in your calendar to offer. Open the conversation to find a time with them:\n\n${url}\n`,
      };
    case 'time-noted':
      return {
        subject: 'A lead is waiting for you to confirm a time',
        text: `A lead in one of your conversations asked for a showing at a time the assistant noted for you to confirm. Open the conversation to confirm it:\n\n${url}\n`,
      };
    case 'booked':
      return {
        subject: 'A lead with a showing needs you',
        text: `A lead in one of your conversations has a showing booked and needs you for anything more. Open the conversation to follow up:\n\n${url}\n`,
      };
    case 'ai-paused':
      return {
        subject: 'A lead is waiting for you',
        text: `The AI assistant is paused, so a lead in one of your conversations is waiting for you. Open the conversation to reply:\n\n${url}\n`,
      };
    default:
      // 'asked', and a hand-off whose reason was not kept: the words agents (and the e2e specs) know.
      return {
        subject: 'A lead is asking for you',
        text: `A lead in one of your conversations asked to talk to a real person. Open the conversation to take over from the AI assistant:\n\n${url}\n`,
      };
  }
}

/**
 * The assistant handed a conversation to the agent (it turned
 * needs-agent): when the agent's emailNotifications setting is on (the
 * default), a mail through the outbox says so and why (the event's
 * `handoff`). The screen's own alert (a toast, the flag on the
 * conversation) comes through the event stream.
 */
export async function mailNeedsAgent(change: ConversationChanged, outbox: Outbox, baseUrl: string): Promise<boolean> {
  if (!change.becameNeedsAgent) return false;
  // In a team, the person working the lead is asked (docs/decisions/0034-teams.md); the account's setting decides whether mails go out.
  const owner = await findUser(change.userId);
  const assignee = await ConversationModel.findById(change.conversationId, { assignedTo: 1 }).lean();
  const agent = assignee?.assignedTo && String(assignee.assignedTo) !== change.userId ? ((await findUser(String(assignee.assignedTo))) ?? owner) : owner;
  if (!agent?.email || owner?.advancedSettings?.emailNotifications === false) return false;
  await outbox.enqueue({ kind: 'needs-agent', to: agent.email, ...needsAgentMessage(change.handoff, `${baseUrl}/conversations/${change.conversationId}`) });
  return true;
}

/** The `conversation.changed` subscriber (after the change: the mail is queued through the outbox, a durable job). */
export function needsAgentMail(outbox: Outbox, baseUrl: string): (change: ConversationChanged) => Promise<void> {
  return async (change) => {
    await mailNeedsAgent(change, outbox, baseUrl);
  };
}
