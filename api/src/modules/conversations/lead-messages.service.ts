import type { ConversationPlatform, MessageRole } from '@leadnest/contracts';

import { ConversationModel } from './conversation.model.js';

/** One message of a lead's conversations, with the channel it came through (the lead's timeline). */
export interface LeadMessage {
  conversationId: string;
  platform: ConversationPlatform;
  seq: number;
  role: MessageRole;
  text: string;
  at: Date;
}

/**
 * Every message the lead exchanged on every channel (website chat, SMS,
 * voice): the conversations linked to the lead, their newest `limit`
 * messages together. The agent's own leads only.
 */
export async function messagesOfLead(userId: string, leadId: string, limit = 300): Promise<{ conversationIds: string[]; messages: LeadMessage[] }> {
  const rows = await ConversationModel.find({ leadId, userId }, { platform: 1, messages: 1 }).lean();
  const messages = rows.flatMap((c) =>
    c.messages.map((m) => ({ conversationId: String(c._id), platform: c.platform, seq: m.seq, role: m.role, text: m.text, at: m.at })),
  );
  messages.sort((a, b) => b.at.getTime() - a.at.getTime());
  return { conversationIds: rows.map((c) => String(c._id)), messages: messages.slice(0, limit) };
}
