import { z } from 'zod';

import type { Understood } from './assistant';
import { MESSAGE_MAX } from './constants';
import { strictBody } from './fields';
import type { LeadStage } from './leads';

/**
 * Conversations between a lead and the agent's AI assistant, on
 * any channel. The dashboard lists them (spec part 1 §3: id, leadName,
 * platform, leadScore), the agent opens one, takes it over (the AI pauses)
 * and answers by hand, then releases it back to the AI.
 */

/** Where a conversation happens. `website` is the chat widget; `facebook` is Messenger to the agent's page, `instagram` direct messages to their Instagram account. */
export const CONVERSATION_PLATFORMS = ['website', 'sms', 'voice', 'facebook', 'instagram'] as const;
export type ConversationPlatform = (typeof CONVERSATION_PLATFORMS)[number];

/**
 * - active: the AI is answering.
 * - needs-agent: the AI handed off (the lead asked for a person, it was unsure, or no slot fitted); it keeps answering until the agent takes over.
 * - taken-over: the agent took over; the AI says nothing until released.
 * - opted-out: the lead opted out (STOP); nobody is sent anything more.
 */
export const CONVERSATION_STATUSES = ['active', 'needs-agent', 'taken-over', 'opted-out'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/**
 * Why the assistant handed a conversation to the agent (the engine's HandoffReason):
 * - asked: the lead asked for a person (or the agent's AI model handed off);
 * - unsure: the assistant could not answer (a question only the agent can, or it did not follow the lead);
 * - no-slots: the lead wants a showing and no open time fitted;
 * - booked: a showing is booked and the lead wants more;
 * - time-noted: the lead named a showing time for the agent to confirm (calendar not connected);
 * - ai-paused: the assistant is paused.
 */
export const HANDOFF_REASONS = ['asked', 'unsure', 'no-slots', 'booked', 'time-noted', 'ai-paused'] as const;
export type ConversationHandoffReason = (typeof HANDOFF_REASONS)[number];

/** Why a needs-agent conversation needs the agent; gone once it leaves needs-agent (taken over, released). */
export interface ConversationHandoffDto {
  reason: ConversationHandoffReason;
  /** The lead's questions the assistant could not answer, in their words, oldest first (empty when none). */
  questions: string[];
  /** When it was handed to the agent (ISO). */
  at: string;
}

/** Who wrote a message: the lead, the AI assistant, or the agent in person. */
export const MESSAGE_ROLES = ['lead', 'assistant', 'agent'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

/** The lead score's label (hot ≥ 70, warm ≥ 40, else cold). */
export const SCORE_LABELS = ['hot', 'warm', 'cold'] as const;
export type ScoreLabel = (typeof SCORE_LABELS)[number];

export { MESSAGE_MAX } from './constants';

/**
 * Error codes of an agent's reply the server stored but its channel did not
 * deliver (an SMS with no number to send from, an opted-out lead, Twilio
 * refusing; Messenger or Instagram past Meta's reply window, a page to
 * reconnect, Meta refusing): the reply is in the thread, so the screen must not offer to send it again.
 */
export const REPLY_SAVED_CODES = [
  'SMS_NO_NUMBER',
  'SMS_OPTED_OUT',
  'SMS_NOT_SENT',
  'META_WINDOW_CLOSED',
  'META_NOT_CONNECTED',
  'META_NEEDS_RECONNECT',
  'META_NOT_SENT',
] as const;

export const CONVERSATION_MESSAGES = {
  idInvalid: 'Conversation id is not valid.',
  notFound: 'Conversation not found.',
  textRequired: 'Please enter a message.',
  textTooLong: `Messages can be at most ${MESSAGE_MAX} characters.`,
  notTakenOver: 'Take over the conversation before replying to the lead.',
  optedOut: 'This lead has opted out; no more messages can be sent.',
  statusInvalid: `Status must be one of: ${CONVERSATION_STATUSES.join(', ')}.`,
} as const;
const M = CONVERSATION_MESSAGES;

const objectId = (message: string) => z.string({ error: message }).regex(/^[0-9a-f]{24}$/i, { error: message });

/** Route params of /api/conversations/{id}. */
export const ConversationIdParams = z.object({ id: objectId(M.idInvalid) });

/**
 * The dashboard's Client Conversations filters, on the lead's
 * stage and score as the conversation mirrors them (never lost or opted-out leads):
 * - qualified: the lead is at qualified or further (showing, offer, closed), or scored hot (≥ 70);
 * - interested: the lead scored warm or hot (≥ 40), or is qualified or further.
 * So Interested includes every Qualified conversation, and All every Interested one.
 */
export const CONVERSATION_FILTERS = ['all', 'qualified', 'interested'] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];
export const QUALIFIED_STAGES = ['qualified', 'showing', 'offer', 'closed'] as const satisfies readonly LeadStage[];
export const HOT_SCORE = 70;
export const INTERESTED_SCORE = 40;

/** GET /api/conversations?userId= (the session's user; another id is a 403 unless admin). */
export const ConversationListQuery = z.object({
  userId: objectId('userId is not a valid id.').optional(),
  status: z.enum(['all', ...CONVERSATION_STATUSES], { error: M.statusInvalid }).optional(),
  /** Teams: `mine` (the viewer's leads') or `team` (everything the viewer may see, the default). */
  assigned: z.enum(['mine', 'team'], { error: 'assigned must be mine or team.' }).optional(),
  /** Only this lead's conversations (the /leads panel's link). */
  leadId: objectId('leadId is not a valid id.').optional(),
  filter: z.enum(CONVERSATION_FILTERS, { error: `filter must be one of: ${CONVERSATION_FILTERS.join(', ')}.` }).default('all'),
  /** 1-based page of `limit` rows, newest activity first. */
  page: z.coerce
    .number({ error: 'page must be a whole number from 1 to 10000.' })
    .int({ error: 'page must be a whole number from 1 to 10000.' })
    .min(1, { error: 'page must be a whole number from 1 to 10000.' })
    .max(10_000, { error: 'page must be a whole number from 1 to 10000.' })
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100.' })
    .int({ error: 'limit must be a number from 1 to 100.' })
    .min(1, { error: 'limit must be a number from 1 to 100.' })
    .max(100, { error: 'limit must be a number from 1 to 100.' })
    .default(50),
});
export type ConversationListQuery = z.input<typeof ConversationListQuery>;

/** One message text, trimmed, 1 to MESSAGE_MAX characters. */
export const messageText = z.string({ error: M.textRequired }).trim().min(1, { error: M.textRequired }).max(MESSAGE_MAX, { error: M.textTooLong });

/** POST /api/conversations/{id}/messages: the agent's own reply (only while taken over). */
export const AgentMessageInput = strictBody({ text: messageText });
export type AgentMessageInput = z.input<typeof AgentMessageInput>;

export interface ConversationMessageDto {
  /** 1, 2, 3… in the conversation: poll with `after` the last seq seen. */
  seq: number;
  role: MessageRole;
  text: string;
  at: string;
  /** The agent's thread only (never the website visitor's): how far an outbound message got. */
  delivery?: MessageDeliveryDto;
}

/**
 * How far an outbound message got:
 * - sending: stored, its channel not yet answered;
 * - sent: the channel took it (the website chat: stored; Messenger and Instagram: Meta answered; SMS: Twilio accepted it);
 * - delivered: the carrier says it reached the phone (SMS, from Twilio's status callback);
 * - undelivered / failed: it did not go out or did not arrive, with the reason.
 */
export const DELIVERY_STATUSES = ['sending', 'sent', 'delivered', 'undelivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface MessageDeliveryDto {
  status: DeliveryStatus;
  /** undelivered and failed: why, in words the agent can act on. */
  reason?: string;
}

/** Why an agent's reply stored in the thread did not go out, by the code of its channel's refusal (REPLY_SAVED_CODES). */
export const NOT_SENT_REASONS: Record<(typeof REPLY_SAVED_CODES)[number], string> = {
  SMS_NO_NUMBER: 'You have no number to text this lead from. Get one on the AI Phone page.',
  SMS_OPTED_OUT: 'This lead has opted out of text messages.',
  SMS_NOT_SENT: 'The text message could not be sent. Please try again.',
  META_WINDOW_CLOSED: 'Meta allows no more replies until this person writes again.',
  META_NOT_CONNECTED: 'This Facebook page is no longer connected. Connect it again on the API Settings page.',
  META_NEEDS_RECONNECT: 'Facebook needs you to reconnect this page. Connect it again on the API Settings page.',
  META_NOT_SENT: 'Meta did not accept it. Please try again in a moment.',
};
export const NOT_SENT_FALLBACK = 'It could not be sent. Please try again.';

/** A row of the dashboard's Client Conversations list. */
export interface ConversationRowDto {
  id: string;
  leadId: string | null;
  /** The team member working the lead; null in the pool (docs/decisions/0034-teams.md). Optional for older fixtures. */
  assignedTo?: string | null;
  leadName: string;
  platform: ConversationPlatform;
  /** hot, warm or cold. */
  leadScore: ScoreLabel;
  /** 0–100. */
  score: number;
  status: ConversationStatus;
  lastMessage: string | null;
  updatedAt: string;
  /** The AI is paused: the agent took over. */
  aiPaused: boolean;
  /** The lead's stage as of the conversation's last turn (null before there is a lead). */
  leadStage: LeadStage | null;
  /** The lead wrote since the agent last opened the conversation. */
  unread: boolean;
  /** needs-agent: why the assistant handed it over (null when not known, e.g. before reasons were kept). Optional for older fixtures. */
  handoff?: ConversationHandoffDto | null;
}

/**
 * Meta's rule for the agent's next reply on Messenger or Instagram
 * (docs/decisions/0035-meta-direct-messages.md):
 * - open: within 24 hours of the person's last message, a normal reply;
 * - human-agent: after that, within 7 days, the one reply a person may send (tagged HUMAN_AGENT);
 * - closed: past 7 days, or the tagged reply used: nothing until the person writes again;
 * - needs-reconnect: the page's connection no longer works (token refused, or disconnected).
 */
export const REPLY_WINDOW_STATES = ['open', 'human-agent', 'closed', 'needs-reconnect'] as const;
export type ReplyWindowState = (typeof REPLY_WINDOW_STATES)[number];

export interface ReplyWindowDto {
  state: ReplyWindowState;
  /** When this state ends (ISO): open and human-agent only. */
  until?: string;
}

/** GET /api/conversations/{id}: the row plus the full transcript and what the AI understood. */
export interface ConversationDetailDto extends ConversationRowDto {
  stage: LeadStage | null;
  understood: Understood;
  /** The booked showing, ISO, if any. */
  scheduledShowing: string | null;
  messages: ConversationMessageDto[];
  createdAt: string;
  /** Messenger and Instagram only: which of Meta's rules the agent's next reply falls under. */
  replyWindow?: ReplyWindowDto;
}

export interface ConversationListResponse {
  conversations: ConversationRowDto[];
  page: number;
  limit: number;
  /** Another page follows this one. */
  hasMore: boolean;
}

/**
 * What GET /api/conversations/events (Server-Sent Events) sends: one
 * `conversation` event per change of one of the agent's conversations
 * (a message, a takeover or release), with the row as it is now.
 * `needsAgent` is true on the change that handed the conversation to the
 * agent, with `handoff` saying why as that change stored it (the row may
 * have moved on by the time it is read).
 */
export interface ConversationEventDto {
  conversation: ConversationRowDto;
  /** The highest message seq now in the conversation. */
  lastSeq: number;
  needsAgent: boolean;
  /** With needsAgent: why (absent when not known: a person was asked for, as before reasons were kept). */
  handoff?: ConversationHandoffDto;
}

/**
 * The same stream's `lead-offered` event: a new lead of the member's team
 * waits to be claimed, first to claim (docs/decisions/0034-teams.md). Sent
 * only to the members it was offered to, beside the mail each of them gets.
 */
export interface LeadOfferEventDto {
  leadId: string;
  /** The lead's name, or "A new lead" when the offer did not say. */
  leadName: string;
  /** How long the members have to claim it before round robin gives it. */
  claimWindowMinutes: number;
  /** When the API heard of the offer (ISO). */
  offeredAt: string;
}
