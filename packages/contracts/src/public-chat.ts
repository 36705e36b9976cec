import { z } from 'zod';

import { type ConversationMessageDto, MESSAGE_MAX, messageText } from './conversations';
import { strictBody } from './fields';

/**
 * The website chat widget's public endpoints. No session: a
 * visitor is known by a random token the widget keeps in localStorage and
 * sends in the `X-Visitor-Token` header. An agent is known by a public id
 * (never the user's database id).
 *
 *   GET  /api/public/chat/{agentPublicId}              → PublicChatInfo
 *   POST /api/public/chat/{agentPublicId}/messages     PublicChatMessageInput → PublicChatReply
 *   GET  /api/public/chat/{agentPublicId}/messages?after=N → PublicChatPoll
 *
 * CORS is open on these paths only; they are rate limited per visitor and IP,
 * and new chats per IP, per agent and per page the widget is on. A chat
 * becomes a lead only once the visitor gives a name, a contact or a
 * qualifying fact.
 */
export const VISITOR_TOKEN_HEADER = 'X-Visitor-Token';

/** How often the open widget asks for the agent's replies after a takeover. */
export const CHAT_POLL_MS = 4000;

export const PUBLIC_CHAT_MESSAGES = {
  agentNotFound: 'This chat is not available.',
  rateLimited: 'You are sending messages too quickly. Please wait a moment and try again.',
  /** The agent's (or one page's) cap on new chats was reached: many visitors at once, or a flood. */
  tooManyChats: 'This chat is taking too many new conversations right now. Please try again later, or contact the agent another way.',
  tokenInvalid: 'The chat session is not valid. Reload the page to start a new one.',
} as const;

export const AgentPublicIdParams = z.object({
  agentPublicId: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, { error: PUBLIC_CHAT_MESSAGES.agentNotFound }),
});

/** A visitor token: 32 random bytes, base64url (the server issues it). */
export const visitorToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: PUBLIC_CHAT_MESSAGES.tokenInvalid });

export const PublicChatMessageInput = strictBody({
  message: messageText,
  /** The page the visitor is on (for the agent's context); at most 500 characters. */
  pageUrl: z.string().max(500).optional(),
});
export type PublicChatMessageInput = z.input<typeof PublicChatMessageInput>;

export const PublicChatPollQuery = z.object({
  after: z.coerce.number({ error: 'after must be a message number.' }).int().min(0).default(0),
});

/** What the widget shows in its header. */
export interface PublicChatInfo {
  agentName: string;
  brokerage: string | null;
  /** The assistant's first line, shown before the visitor types. */
  greeting: string;
  maxMessageLength: typeof MESSAGE_MAX;
  pollMs: number;
}

export interface PublicChatReply {
  /** Issued on the first message; the widget keeps it and sends it back in X-Visitor-Token. */
  visitorToken: string;
  /** The messages after the visitor's previous one: theirs, and the reply if the AI answered. */
  messages: ConversationMessageDto[];
  /** True while the agent has taken over: replies come by polling. */
  agentActive: boolean;
}

export interface PublicChatPoll {
  messages: ConversationMessageDto[];
  agentActive: boolean;
}

/**
 * GET /api/chat-widget/embed-code (signed in): what onboarding step 2
 * ("website chat (get embed code)") shows the agent to paste into a site:
 *   <script src="{origin}/widget.js" data-agent="{agentPublicId}" async></script>
 */
export interface EmbedCodeResponse {
  agentPublicId: string;
  scriptUrl: string;
  snippet: string;
}
