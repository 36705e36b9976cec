import { createHash, randomBytes } from 'node:crypto';
import { EMPTY_UNDERSTOOD, type PublicChatInfo, type PublicChatPoll, type PublicChatReply, CHAT_POLL_MS, MESSAGE_MAX, PUBLIC_CHAT_MESSAGES } from '@leadnest/contracts';
import { Types } from 'mongoose';
import { NotFoundError } from '../../lib/errors.js';
import { takeTurn } from '../assistant/assistant.service.js';
import { speak } from '../assistant/engine/index.js';
import type { WarnLogger } from '../assistant/provider/index.js';
import { EMPTY_MEMORY } from '../assistant/engine/types.js';
import { UNNAMED_LEAD } from '../assistant/lead-sync.js';
import { ConversationModel } from '../conversations/conversation.model.js';
import { messagesAfter } from '../conversations/conversations.service.js';
import { agentSettingsOf, type AgentSettings } from '../users/agent-settings.js';
import { UserModel, type User } from '../users/user.model.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

type AgentUser = Parameters<typeof agentSettingsOf>[0] & Pick<User, 'plan' | 'brokerage'>;

/**
 * The agent behind a public id. Only agents with an active plan have a
 * working chat (the widget is part of the subscription); anyone else's id
 * answers the same 404 as an unknown one.
 */
async function agentByPublicId(publicId: string): Promise<{ user: AgentUser; settings: AgentSettings }> {
  const user = await UserModel.findOne({ publicId }).lean<AgentUser>();
  if (!user || !user.plan) throw new NotFoundError(PUBLIC_CHAT_MESSAGES.agentNotFound, { code: 'CHAT_NOT_FOUND' });
  return { user, settings: agentSettingsOf(user) };
}

/** The assistant's first line, in the agent's personality: it says it is the agent's AI assistant. */
const greetingOf = (settings: AgentSettings) =>
  speak({ kind: 'greet' }, { personality: settings.personality, agentName: settings.agentName, brandName: settings.brandName, channel: 'chat' });

/** GET /api/public/chat/{agentPublicId}: what the widget shows before the visitor types. */
export async function chatInfo(publicId: string): Promise<PublicChatInfo> {
  const { user, settings } = await agentByPublicId(publicId);
  const greeting = greetingOf(settings);
  return { agentName: settings.agentName, brokerage: user.brokerage ?? null, greeting, maxMessageLength: MESSAGE_MAX, pollMs: CHAT_POLL_MS };
}

/**
 * POST …/messages: the visitor's message, answered by the assistant. The
 * first message (no token, or one we do not know) opens a conversation and
 * issues a token; the answer carries it so the widget can come back.
 */
export async function postVisitorMessage(publicId: string, token: string | undefined, text: string, pageUrl: string | undefined, logger?: WarnLogger): Promise<PublicChatReply> {
  const { settings } = await agentByPublicId(publicId);
  let visitorToken = token;
  let conversation = token ? await ConversationModel.findOne({ userId: settings.userId, visitorTokenHash: hashToken(token), platform: 'website' }, { _id: 1 }).lean() : null;
  if (!conversation) {
    visitorToken = newToken();
    conversation = await openWebsiteConversation(settings, hashToken(visitorToken), pageUrl);
  }
  const turn = await takeTurn(String(conversation._id), settings, text, 'chat', { logger });
  return { visitorToken: visitorToken as string, messages: turn.messages, agentActive: turn.conversation.aiPaused };
}

/**
 * A new website chat. The widget showed the greeting before the visitor
 * typed: it is the transcript's first message, and the engine (turn 1) does
 * not introduce itself a second time.
 */
export async function openWebsiteConversation(settings: AgentSettings, visitorTokenHash: string, pageUrl?: string, at = new Date()) {
  return ConversationModel.create({
    _id: new Types.ObjectId(),
    userId: settings.userId,
    platform: 'website',
    status: 'active',
    aiPaused: false,
    visitorTokenHash,
    pageUrl: pageUrl ?? null,
    understood: EMPTY_UNDERSTOOD,
    memory: EMPTY_MEMORY,
    messages: [{ seq: 1, role: 'assistant', text: greetingOf(settings), at, via: 'engine' }],
    turn: 1,
    leadName: UNNAMED_LEAD.website,
  });
}

/** GET …/messages?after=N: the transcript after N (all of it with 0), for reloads and the agent's replies. */
export async function pollVisitorMessages(publicId: string, token: string, after: number): Promise<PublicChatPoll> {
  const { settings } = await agentByPublicId(publicId);
  const conversation = await ConversationModel.findOne({ userId: settings.userId, visitorTokenHash: hashToken(token), platform: 'website' }, { messages: 1, aiPaused: 1 }).lean();
  if (!conversation) throw new NotFoundError(PUBLIC_CHAT_MESSAGES.tokenInvalid, { code: 'CHAT_SESSION_NOT_FOUND' });
  return { messages: messagesAfter(conversation, after), agentActive: conversation.aiPaused };
}

/** The agent's public id for the embed code, made on first use. */
export async function ensurePublicId(userId: string): Promise<string> {
  const user = await UserModel.findById(userId, { publicId: 1 }).lean();
  if (!user) throw new NotFoundError('User not found');
  if (user.publicId) return user.publicId;
  const publicId = randomBytes(12).toString('base64url');
  // Only if still unset: two tabs asking at once agree on one id.
  await UserModel.updateOne({ _id: userId, publicId: { $exists: false } }, { $set: { publicId } });
  const stored = await UserModel.findById(userId, { publicId: 1 }).lean();
  return stored?.publicId ?? publicId;
}
