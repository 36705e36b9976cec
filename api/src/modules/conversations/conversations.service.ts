import type { ConversationDetailDto, ConversationMessageDto, ConversationRowDto, ConversationStatus, LeadStage, MessageRole } from '@leadnest/contracts';
import type { SessionUser } from '../../lib/auth.js';
import { LeadModel } from '../leads/lead.model.js';
import { ConversationModel, MAX_MESSAGES, type Conversation, type ConversationDocument } from './conversation.model.js';
import { toConversationDetailDto, toConversationRowDto, toMessageDto } from './conversations.dto.js';
import { ConversationFullError, ConversationNotFoundError, NotTakenOverError, OptedOutError } from './conversations.errors.js';

/** Appends one message with the next sequence number; the caller saves. */
export function appendMessage(conversation: ConversationDocument, role: MessageRole, text: string, at: Date, via?: 'engine' | 'model'): void {
  if (conversation.messages.length >= MAX_MESSAGES) throw new ConversationFullError();
  const seq = (conversation.messages.at(-1)?.seq ?? 0) + 1;
  conversation.messages.push(via ? { seq, role, text, at, via } : { seq, role, text, at });
  conversation.lastMessage = text;
}

/** Messages after `seq`, for the widget's polling and a turn's answer. */
export const messagesAfter = (conversation: Pick<Conversation, 'messages'>, seq: number): ConversationMessageDto[] =>
  conversation.messages.filter((m) => m.seq > seq).map(toMessageDto);

/** The agent's conversations, most recently active first; an admin may read anyone's. */
export async function listConversations(ownerId: string, status: ConversationStatus | 'all' | undefined, limit: number): Promise<ConversationRowDto[]> {
  const filter = status && status !== 'all' ? { userId: ownerId, status } : { userId: ownerId };
  const rows = await ConversationModel.find(filter, { messages: 0, understood: 0, memory: 0, visitorTokenHash: 0 }).sort({ updatedAt: -1 }).limit(limit).lean<Omit<Conversation, 'messages'>[]>();
  return rows.map(toConversationRowDto);
}

/** One conversation the user may see: their own, or any for an admin. Changes are the owner's only. */
async function findConversation(user: SessionUser, id: string, access: 'read' | 'write'): Promise<ConversationDocument> {
  const filter = access === 'read' && user.role === 'admin' ? { _id: id } : { _id: id, userId: user.id };
  const conversation = await ConversationModel.findOne(filter);
  if (!conversation) throw new ConversationNotFoundError();
  return conversation;
}

async function detail(conversation: ConversationDocument): Promise<ConversationDetailDto> {
  const lead = conversation.leadId ? await LeadModel.findById(conversation.leadId, { stage: 1 }).lean<{ stage: LeadStage }>() : null;
  return toConversationDetailDto(conversation.toObject(), lead?.stage ?? null);
}

export async function getConversation(user: SessionUser, id: string): Promise<ConversationDetailDto> {
  return detail(await findConversation(user, id, 'read'));
}

/**
 * Take Over Chat (paused: the AI says nothing until released) and its
 * release. An opted-out conversation stays as it is: nobody may write to it.
 */
async function setAiPaused(user: SessionUser, id: string, paused: boolean): Promise<ConversationDetailDto> {
  const conversation = await findConversation(user, id, 'write');
  if (conversation.status !== 'opted-out') {
    conversation.aiPaused = paused;
    conversation.status = paused ? 'taken-over' : 'active';
    await conversation.save();
  }
  return detail(conversation);
}

export const takeOver = (user: SessionUser, id: string) => setAiPaused(user, id, true);
export const release = (user: SessionUser, id: string) => setAiPaused(user, id, false);

/**
 * The agent's own reply, while the conversation is taken over. Website chat
 * delivers it when the widget next polls; the SMS channel of a later issue
 * sends it from here.
 */
export async function sendAgentMessage(user: SessionUser, id: string, text: string): Promise<ConversationDetailDto> {
  const conversation = await findConversation(user, id, 'write');
  if (conversation.status === 'opted-out') throw new OptedOutError();
  if (!conversation.aiPaused) throw new NotTakenOverError();
  appendMessage(conversation, 'agent', text, new Date());
  await conversation.save();
  return detail(conversation);
}
