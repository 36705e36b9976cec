import { createHash, randomBytes } from 'node:crypto';

import { speak } from '@leadnest/assistant-engine';
import {
  BILLING_MESSAGES,
  CHAT_POLL_MS,
  MESSAGE_MAX,
  PUBLIC_CHAT_MESSAGES,
  type PublicChatInfo,
  type PublicChatPoll,
  type PublicChatReply,
} from '@leadnest/contracts';
import { hasActivePlan } from '@leadnest/plans';

import { NotFoundError, PaymentRequiredError } from '../../lib/errors.js';
import { type AgentSettings, agentSettingsOf } from '../agent-settings/agent-settings.service.js';
import { findUserByPublicId, type User } from '../agent-settings/profile.service.js';
import { holdUntil, replyDelayMs, takeTurn, type WarnLogger } from '../assistant/assistant.service.js';
import { messagesAfter, openConversation, visitorConversationId, visitorTranscript } from '../conversations/conversations.service.js';
import { UNNAMED_LEAD } from '../leads/leads.service.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/**
 * The agent behind a public id. Only agents with an active plan have a
 * working chat (the widget is part of the subscription): for an agent whose
 * plan lapsed the visitor is told politely to contact the agent (402
 * CHAT_UNAVAILABLE), and no message reaches the assistant.
 */
async function agentByPublicId(publicId: string): Promise<{ user: User; settings: AgentSettings }> {
  const user = await findUserByPublicId(publicId);
  if (!user) throw new NotFoundError(PUBLIC_CHAT_MESSAGES.agentNotFound, { code: 'CHAT_NOT_FOUND' });
  if (!hasActivePlan(user.plan)) throw new PaymentRequiredError(BILLING_MESSAGES.chatUnavailable, { code: 'CHAT_UNAVAILABLE' });
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
export interface VisitorMessageOptions {
  logger?: WarnLogger;
  /** Asked before a new chat is opened (the caps on new chats); throws to refuse it. */
  admitNewChat?: (agentId: string) => Promise<void>;
  /** The visitor's network (request-caps.ts clientNetwork): the public booking caps count showings per network. */
  network?: string;
}

export async function postVisitorMessage(
  publicId: string,
  token: string | undefined,
  text: string,
  pageUrl: string | undefined,
  options: VisitorMessageOptions = {},
): Promise<PublicChatReply> {
  const { logger, admitNewChat, network } = options;
  const receivedAt = Date.now();
  const { settings } = await agentByPublicId(publicId);
  let visitorToken = token;
  let conversationId = token ? await visitorConversationId(settings.userId, hashToken(token)) : null;
  if (!conversationId) {
    await admitNewChat?.(settings.userId);
    visitorToken = newToken();
    conversationId = String((await openWebsiteConversation(settings, hashToken(visitorToken), pageUrl))._id);
  }
  const turn = await takeTurn('chat', conversationId, settings, text, { logger, network });
  // The agent's responseDelay: the answer (the reply) waits, counted from the message's arrival.
  if (turn.reply) await holdUntil(receivedAt, replyDelayMs(settings, 'chat'));
  return { visitorToken: visitorToken as string, messages: turn.messages, agentActive: turn.conversation.aiPaused };
}

/**
 * A new website chat. The widget showed the greeting before the visitor
 * typed: it is the transcript's first message, and the engine (turn 1) does
 * not introduce itself a second time.
 */
export function openWebsiteConversation(settings: AgentSettings, visitorTokenHash: string, pageUrl?: string, at = new Date()) {
  return openConversation({
    userId: settings.userId,
    platform: 'website',
    visitorTokenHash,
    pageUrl,
    leadName: UNNAMED_LEAD.website,
    opening: [{ role: 'assistant', text: greetingOf(settings), via: 'engine' }],
    at,
  });
}

/** GET …/messages?after=N: the transcript after N (all of it with 0), for reloads and the agent's replies. */
export async function pollVisitorMessages(publicId: string, token: string, after: number): Promise<PublicChatPoll> {
  const { settings } = await agentByPublicId(publicId);
  const conversation = await visitorTranscript(settings.userId, hashToken(token));
  if (!conversation) throw new NotFoundError(PUBLIC_CHAT_MESSAGES.tokenInvalid, { code: 'CHAT_SESSION_NOT_FOUND' });
  return { messages: messagesAfter(conversation, after), agentActive: conversation.aiPaused };
}
