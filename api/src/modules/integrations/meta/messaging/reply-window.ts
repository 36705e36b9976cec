import type { ReplyWindowDto } from '@leadnest/contracts';

/**
 * Meta's rules for a page or Instagram account answering a person
 * (docs/decisions/0035-meta-direct-messages.md): anything may be sent
 * within 24 hours of the person's last message (messaging_type RESPONSE);
 * after that only a person may answer, once, within 7 days, tagged
 * HUMAN_AGENT; after 7 days nothing until the person writes again.
 */
export const RESPONSE_WINDOW_MS = 24 * 3600_000;
export const HUMAN_AGENT_WINDOW_MS = 7 * 24 * 3600_000;

/** How the next message to the person may go: RESPONSE, the one HUMAN_AGENT reply, or not at all (and why). */
export type ReplyWindow = { kind: 'response' } | { kind: 'human-agent' } | { kind: 'closed'; reason: 'expired' | 'used' };

/** The assistant answers only inside the 24-hour window. */
export const assistantMayAnswer = (lastInboundAt: Date, now: Date): boolean => now.getTime() - lastInboundAt.getTime() < RESPONSE_WINDOW_MS;

/** The agent's inbox reply: inside 24 hours as a response; after it the one tagged reply within 7 days, unless already used since the person last wrote. */
export function agentReplyWindow(contact: { lastInboundAt: Date; humanAgentSentAt?: Date | null }, now: Date): ReplyWindow {
  const since = now.getTime() - contact.lastInboundAt.getTime();
  if (since < RESPONSE_WINDOW_MS) return { kind: 'response' };
  if (since >= HUMAN_AGENT_WINDOW_MS) return { kind: 'closed', reason: 'expired' };
  if (contact.humanAgentSentAt && contact.humanAgentSentAt.getTime() >= contact.lastInboundAt.getTime()) return { kind: 'closed', reason: 'used' };
  return { kind: 'human-agent' };
}

/**
 * What the inbox shows above the agent's reply box: the rule the next reply
 * falls under and until when. A page whose connection no longer works
 * refuses every reply first, as the delivery does.
 */
export function replyWindowDto(
  contact: { lastInboundAt: Date; humanAgentSentAt?: Date | null },
  page: { needsReconnectSince?: Date | null } | null,
  now: Date,
): ReplyWindowDto {
  if (!page || page.needsReconnectSince) return { state: 'needs-reconnect' };
  const window = agentReplyWindow(contact, now);
  const from = contact.lastInboundAt.getTime();
  if (window.kind === 'response') return { state: 'open', until: new Date(from + RESPONSE_WINDOW_MS).toISOString() };
  if (window.kind === 'human-agent') return { state: 'human-agent', until: new Date(from + HUMAN_AGENT_WINDOW_MS).toISOString() };
  return { state: 'closed' };
}
