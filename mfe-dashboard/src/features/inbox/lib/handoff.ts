import type { ConversationHandoffDto, ConversationHandoffReason } from '@leadnest/contracts';

/** The needs-agent badge, by why the assistant handed the conversation over. */
const BADGE: Record<ConversationHandoffReason, string> = {
  asked: 'Asked for a person',
  unsure: 'Question for you',
  'no-slots': 'Wants a showing',
  'time-noted': 'Time to confirm',
  booked: 'Showing booked',
  'ai-paused': 'AI paused',
};

/** What the assistant said of the hand-off, for the thread's notice. */
const NOTE: Record<ConversationHandoffReason, string> = {
  asked: 'The lead asked to talk to a real person.',
  unsure: 'The lead asked something the assistant could not answer.',
  'no-slots': 'The lead wants a showing and no open time fitted. Find a time with them.',
  'time-noted': 'The lead asked for a showing time for you to confirm.',
  booked: 'The lead has a showing booked and needs you for anything more.',
  'ai-paused': 'The AI assistant is paused: the lead is waiting for you.',
};

/** A hand-off whose reason was not kept (or a reason this screen does not know yet) reads as a person asked for, as it always did. */
const reasonOf = (handoff: ConversationHandoffDto | null | undefined): ConversationHandoffReason =>
  handoff && handoff.reason in BADGE ? handoff.reason : 'asked';

export const handoffBadge = (handoff: ConversationHandoffDto | null | undefined): string => BADGE[reasonOf(handoff)];

/**
 * The notice under the thread's controls: why it needs the agent and the
 * questions the assistant could not answer; null when the reason was not
 * kept (the badge alone says it, as before).
 */
export function handoffNote(handoff: ConversationHandoffDto | null | undefined): { text: string; questions: string[] } | null {
  if (!handoff) return null;
  const questions = handoff.questions ?? [];
  const reason = reasonOf(handoff);
  if (reason === 'unsure' && questions.length) return { text: 'The assistant could not answer:', questions };
  return { text: NOTE[reason], questions };
}
