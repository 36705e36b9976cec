import { EMPTY_UNDERSTOOD, type ConversationDetailDto, type ConversationPlatform, type ConversationMessageDto, type ConversationRowDto, type ConversationStatus, type MessageRole } from '@leadnest/contracts';
import { EMPTY_MEMORY } from '@leadnest/assistant-engine';
import { Types } from 'mongoose';
import type { SessionUser } from '../../lib/auth.js';
import { leadStageOf } from '../leads/leads.service.js';
import { ConversationModel, MAX_MESSAGES, type Conversation, type ConversationDocument } from './conversation.model.js';
import { toConversationDetailDto, toConversationRowDto, toMessageDto } from './conversations.dto.js';
import { ConversationFullError, ConversationNotFoundError, NotTakenOverError, OptedOutError } from './conversations.errors.js';

// The conversations collection has one owner, this module: the assistant
// and the channels call these functions, never the model.
export type { Conversation, ConversationDocument } from './conversation.model.js';

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

/** A conversation of this agent, loaded to take a turn on it (the caller saves); 404 when it is not theirs. */
export async function conversationForTurn(id: string, userId: string): Promise<ConversationDocument> {
  const conversation = await ConversationModel.findOne({ _id: id, userId });
  if (!conversation) throw new ConversationNotFoundError();
  return conversation;
}

/** What opens a conversation: whose, on which channel, and the messages shown before the lead's first. */
export interface NewConversation {
  userId: string;
  platform: Conversation['platform'];
  /** A website visitor's token, hashed (the widget keeps the token). */
  visitorTokenHash?: string;
  pageUrl?: string | null;
  leadName: string;
  /** A lead already known (an SMS or a call from a number on file); absent: the first turn creates one. */
  leadId?: Types.ObjectId | null;
  /** The lead's number from caller ID (SMS, calls): the assistant does not ask for it. */
  contactPhone?: string;
  /** e.g. the greeting the widget showed; they count as turn 1. */
  opening: { role: MessageRole; text: string; via?: 'engine' | 'model' }[];
  at: Date;
}

export async function openConversation(input: NewConversation): Promise<{ _id: Types.ObjectId }> {
  return ConversationModel.create({
    _id: new Types.ObjectId(),
    userId: input.userId,
    platform: input.platform,
    ...(input.leadId ? { leadId: input.leadId } : {}),
    status: 'active',
    aiPaused: false,
    visitorTokenHash: input.visitorTokenHash,
    pageUrl: input.pageUrl ?? null,
    understood: input.contactPhone ? { ...EMPTY_UNDERSTOOD, contact: { phone: input.contactPhone } } : EMPTY_UNDERSTOOD,
    memory: EMPTY_MEMORY,
    messages: input.opening.map((m, i) => ({ seq: i + 1, role: m.role, text: m.text, at: input.at, ...(m.via ? { via: m.via } : {}) })),
    turn: input.opening.length > 0 ? 1 : 0,
    leadName: input.leadName,
  });
}

const visitorFilter = (userId: string, visitorTokenHash: string) => ({ userId, visitorTokenHash, platform: 'website' as const });

/** The id of a website visitor's conversation by their token's hash, or null. */
export async function visitorConversationId(userId: string, visitorTokenHash: string): Promise<string | null> {
  const found = await ConversationModel.findOne(visitorFilter(userId, visitorTokenHash), { _id: 1 }).lean();
  return found ? String(found._id) : null;
}

/** A website visitor's transcript and whether the agent has taken over, or null. */
export async function visitorTranscript(userId: string, visitorTokenHash: string): Promise<Pick<Conversation, 'messages' | 'aiPaused'> | null> {
  return ConversationModel.findOne(visitorFilter(userId, visitorTokenHash), { messages: 1, aiPaused: 1 }).lean();
}

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
  const stage = conversation.leadId ? await leadStageOf(conversation.leadId) : null;
  return toConversationDetailDto(conversation.toObject(), stage);
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

/** How a channel that carries messages itself (SMS) delivers an agent's reply. */
export type AgentMessageDelivery = (conversation: { id: string; userId: string }, text: string) => Promise<void>;
const deliveries = new Map<ConversationPlatform, AgentMessageDelivery>();

/**
 * A channel registers how it sends the agent's replies (the phone module:
 * SMS through Twilio, issue 17). Registered by the channel, so this module
 * needs no import of it.
 */
export function deliverAgentMessagesWith(platform: ConversationPlatform, deliver: AgentMessageDelivery): void {
  deliveries.set(platform, deliver);
}

/**
 * The agent's own reply, while the conversation is taken over. Website chat
 * delivers it when the widget next polls; SMS sends it through the channel's
 * delivery, after the message is stored.
 */
export async function sendAgentMessage(user: SessionUser, id: string, text: string): Promise<ConversationDetailDto> {
  const conversation = await findConversation(user, id, 'write');
  if (conversation.status === 'opted-out') throw new OptedOutError();
  if (!conversation.aiPaused) throw new NotTakenOverError();
  appendMessage(conversation, 'agent', text, new Date());
  await conversation.save();
  await deliveries.get(conversation.platform)?.({ id: String(conversation._id), userId: String(conversation.userId) }, text);
  return detail(conversation);
}
