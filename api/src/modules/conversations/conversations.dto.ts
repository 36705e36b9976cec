import type { ConversationDetailDto, ConversationHandoffDto, ConversationMessageDto, ConversationRowDto, LeadStage, ReplyWindowDto } from '@leadnest/contracts';

import type { Conversation, ConversationHandoff, ConversationMessage } from './conversation.model.js';

export const toMessageDto = (m: ConversationMessage): ConversationMessageDto => ({ seq: m.seq, role: m.role, text: m.text, at: m.at.toISOString() });

/** The agent's thread: the message and, for an outbound one that records it, how far it got (never sent to the website visitor). */
export const toThreadMessageDto = (m: ConversationMessage): ConversationMessageDto => ({
  ...toMessageDto(m),
  ...(m.delivery ? { delivery: m.delivery.reason ? { status: m.delivery.status, reason: m.delivery.reason } : { status: m.delivery.status } } : {}),
});

/** Why a conversation needs the agent, as the inbox, the event stream and the mail read it. */
export const toHandoffDto = (h: ConversationHandoff): ConversationHandoffDto => ({
  reason: h.reason,
  questions: [...(h.questions ?? [])],
  at: h.at.toISOString(),
});

/** The one place that decides what of a conversation leaves the server (never the visitor token's hash). */
export function toConversationRowDto(c: Omit<Conversation, 'messages'>): ConversationRowDto {
  return {
    id: String(c._id),
    leadId: c.leadId ? String(c.leadId) : null,
    assignedTo: c.assignedTo ? String(c.assignedTo) : null,
    leadName: c.leadName,
    platform: c.platform,
    leadScore: c.label,
    score: c.score,
    status: c.status,
    lastMessage: c.lastMessage ?? null,
    updatedAt: c.updatedAt.toISOString(),
    aiPaused: c.aiPaused,
    leadStage: c.leadStage ?? null,
    unread: (c.leadLastSeq ?? 0) > (c.agentSeenSeq ?? 0),
    // Said only while it needs the agent (a takeover or a release clears it too: changeConversation).
    handoff: c.status === 'needs-agent' && c.handoff ? toHandoffDto(c.handoff) : null,
  };
}

/** `replyWindow`: the channel's rule for the agent's next reply (Messenger, Instagram); left out when the channel has none. */
export function toConversationDetailDto(c: Conversation, stage: LeadStage | null, replyWindow?: ReplyWindowDto | null): ConversationDetailDto {
  return {
    ...toConversationRowDto(c),
    stage,
    understood: c.understood,
    scheduledShowing: c.scheduledShowing ? c.scheduledShowing.toISOString() : null,
    messages: c.messages.map(toThreadMessageDto),
    createdAt: c.createdAt.toISOString(),
    ...(replyWindow ? { replyWindow } : {}),
  };
}
