import { EMPTY_MEMORY, type HandoffReason } from '@leadnest/assistant-engine';
import {
  type ConversationDetailDto,
  type ConversationMessageDto,
  type ConversationPlatform,
  type ConversationRowDto,
  type ConversationStatus,
  EMPTY_UNDERSTOOD,
  type MessageRole,
  type ReplyWindowDto,
} from '@leadnest/contracts';
import { type QueryFilter, Types } from 'mongoose';

import { accountOfUser, managesTeam, type SessionUser } from '../../lib/auth.js';
import { domainEvents } from '../../lib/events/domain-events.js';
import { leadStageOf, recordMemberContact } from '../leads/leads.service.js';
import { type Conversation, ConversationModel, MAX_MESSAGES, type MessageDelivery, summaryOf } from './conversation.model.js';
import { toConversationDetailDto, toConversationRowDto, toHandoffDto, toMessageDto } from './conversations.dto.js';
import { ConversationBusyError, ConversationFullError, ConversationNotFoundError, NotTakenOverError, OptedOutError } from './conversations.errors.js';
import { assigneeFilter } from './conversations.queries.js';
import { notSentReason, recordDelivery } from './message-delivery.js';

// The conversations collection has one owner, this module: the assistant
// and the channels call these functions, never the model.
export type { Conversation } from './conversation.model.js';

/** A message to add; its seq is given when it is stored (after whatever another writer added first). */
export interface NewMessage {
  role: MessageRole;
  text: string;
  at: Date;
  via?: 'engine' | 'model';
  delivery?: MessageDelivery;
}

/** What a write saw when it was planned; the write happens only if the conversation still looks so. */
type Seen = Pick<Conversation, 'messages' | 'aiPaused' | 'status' | 'leadId' | 'platform' | 'handoff'>;

/** The write a caller plans from what it saw: messages to add, fields to set, the turn counter to move. */
export interface ConversationChange {
  add?: NewMessage[];
  set?: Partial<
    Pick<
      Conversation,
      'understood' | 'memory' | 'status' | 'handoff' | 'aiPaused' | 'leadId' | 'leadName' | 'score' | 'label' | 'scheduledShowing' | 'leadStage'
    >
  >;
  incTurn?: number;
}

/** Why a turn handed the conversation to the agent: the engine's reason, and what the lead asked that the assistant could not answer. */
export interface TurnHandoff {
  reason: HandoffReason;
  /** The lead's message that asked what the assistant could not answer; its question(s) are kept in the lead's words. */
  unansweredIn?: string;
}

/** Questions kept on one hand-off: the latest, enough for the agent to see what waits. */
const QUESTIONS_KEPT = 5;
/** One question's length as kept (a lead's message may be MESSAGE_MAX long). */
const QUESTION_MAX = 300;

/** The question(s) of a lead's message, in their words: its sentences that end in "?", or the whole message when none does. */
export function questionOf(message: string): string {
  const asked = message
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.endsWith('?'));
  const words = (asked.length ? asked.join(' ') : message).replace(/\s+/g, ' ').trim();
  return words.length > QUESTION_MAX ? `${words.slice(0, QUESTION_MAX - 1).trimEnd()}…` : words;
}

/**
 * The status a turn stores, with why the conversation needs the agent (the
 * mail, the toast and the inbox say it; ARCHITECTURE.md "How modules react
 * to changes"). Becoming needs-agent stores the reason and the question; while
 * it stays needs-agent, a further unanswered question joins the list (the
 * reason the agent was told stays, and no second mail goes out). Leaving
 * needs-agent clears it (changeConversation). Pure: a turn's plan may run
 * again on what another writer stored.
 */
export function needsAgentSet(
  seen: Pick<Seen, 'status' | 'handoff'>,
  status: ConversationStatus,
  handoff: TurnHandoff | undefined,
  at: Date,
): Pick<NonNullable<ConversationChange['set']>, 'status' | 'handoff'> {
  if (status !== 'needs-agent') return { status };
  const question = handoff?.unansweredIn?.trim() ? questionOf(handoff.unansweredIn) : undefined;
  if (seen.status !== 'needs-agent') {
    return { status, handoff: handoff ? { reason: handoff.reason, questions: question ? [question] : [], at } : null };
  }
  // Still needs the agent: only a new question changes what it waits for (a hand-off from before reasons were kept stays as it was).
  const kept = seen.handoff;
  if (!kept || !question || kept.questions.includes(question)) return { status };
  return { status, handoff: { ...kept, questions: [...kept.questions, question].slice(-QUESTIONS_KEPT) } };
}

/**
 * A Mixed value without its undefined fields: save() left them out, while
 * an update stores them as null (and the engine's shapes mean "not said"
 * by leaving a field out).
 */
function definedOnly<T>(value: T): T {
  if (Array.isArray(value)) return value.map(definedOnly) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date || value instanceof Types.ObjectId) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, definedOnly(v)]),
  ) as T;
}

/** Attempts before a write gives up; each one only loses to a write that succeeded meanwhile. */
const WRITE_ATTEMPTS = 50;

/**
 * Changes one conversation atomically: one update that pushes the new
 * messages with the next seqs and sets the planned fields, on condition
 * that nobody changed the transcript's length, the pause or the status
 * since `plan` read them. When somebody did (a takeover, the agent's reply,
 * a turn in another API process), the conversation is read again and
 * `plan` decides again, so no message is lost and none overwrites another.
 * `plan` runs only on data it is given: no side effects, safe to repeat.
 * `read`: the conversation as the caller just read it with this filter
 * (a turn planned on it): the first attempt starts from it instead of
 * reading again; the guard still catches any change since.
 */
export async function changeConversation(
  filter: QueryFilter<Conversation> & { _id: string | Types.ObjectId },
  plan: (seen: Seen) => ConversationChange,
  read?: Conversation,
): Promise<Conversation> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const seen = attempt === 0 && read ? read : await ConversationModel.findOne(filter).lean<Conversation>();
    if (!seen) throw new ConversationNotFoundError();
    const change = plan(seen);
    const lastSeq = seen.messages.at(-1)?.seq ?? 0;
    const add = (change.add ?? []).map((m, i) => ({
      seq: lastSeq + 1 + i,
      role: m.role,
      text: m.text,
      at: m.at,
      ...(m.via ? { via: m.via } : {}),
      ...(m.delivery ? { delivery: m.delivery } : {}),
    }));
    if (seen.messages.length + add.length > MAX_MESSAGES) throw new ConversationFullError();
    // The summary fields the dashboard reads (first response, counts) follow the transcript in the same write.
    const summary = add.length ? { lastMessage: add.at(-1)!.text, ...summaryOf([...seen.messages, ...add]) } : {};
    // Why it needed the agent is said only while it does: a takeover, a release or an opt-out clears it.
    const leftNeedsAgent = seen.status === 'needs-agent' && change.set?.status !== undefined && change.set.status !== 'needs-agent';
    const update: Record<string, unknown> = { $set: { ...definedOnly(change.set), ...(leftNeedsAgent ? { handoff: null } : {}), ...summary } };
    if (add.length) update.$push = { messages: { $each: add } };
    if (change.incTurn) update.$inc = { turn: change.incTurn };
    const guard = { ...filter, messages: { $size: seen.messages.length }, aiPaused: seen.aiPaused, status: seen.status };
    const stored = await ConversationModel.findOneAndUpdate(guard, update, { returnDocument: 'after' }).lean<Conversation>();
    if (stored) {
      // The inbox's event streams and the needs-a-person alert hear of every change (and why it needs the agent, when it came to).
      const becameNeedsAgent = seen.status !== 'needs-agent' && stored.status === 'needs-agent';
      await domainEvents.publish('conversation.changed', {
        userId: String(stored.userId),
        conversationId: String(stored._id),
        becameNeedsAgent,
        ...(becameNeedsAgent && stored.handoff ? { handoff: toHandoffDto(stored.handoff) } : {}),
      });
      return stored;
    }
  }
  // Only under a storm of writes to one conversation: the client may send again.
  throw new ConversationBusyError();
}

/** A turn is refused before any work when the transcript is full (a lead past it is asked to wait for the agent). */
export function ensureRoom(conversation: Pick<Conversation, 'messages'>): void {
  if (conversation.messages.length >= MAX_MESSAGES) throw new ConversationFullError();
}

/** Messages after `seq`, for the widget's polling and a turn's answer. */
export const messagesAfter = (conversation: Pick<Conversation, 'messages'>, seq: number): ConversationMessageDto[] =>
  conversation.messages.filter((m) => m.seq > seq).map(toMessageDto);

/** A conversation of this agent as it is now, to plan a turn on (changeConversation writes it); 404 when it is not theirs. */
export async function conversationForTurn(id: string, userId: string): Promise<Conversation> {
  const conversation = await ConversationModel.findOne({ _id: id, userId }).lean<Conversation>();
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
  const rows = await ConversationModel.find(filter, { messages: 0, understood: 0, memory: 0, visitorTokenHash: 0 })
    .sort({ updatedAt: -1 })
    .limit(limit)
    .lean<Omit<Conversation, 'messages'>[]>();
  return rows.map(toConversationRowDto);
}

/** The filter of a conversation the user may see: their own, or any for an admin. Changes are the owner's only. */
/** A conversation the user may read or work: their team's, and for an agent their leads' and the pool's (docs/decisions/0034-teams.md). */
const accessFilter = (user: SessionUser, id: string, access: 'read' | 'write'): QueryFilter<Conversation> & { _id: string } =>
  access === 'read' && user.role === 'admin'
    ? { _id: id }
    : { ...assigneeFilter({ userId: user.id, seesAll: managesTeam(user) }), _id: id, userId: new Types.ObjectId(accountOfUser(user)) };

/** What a channel with rules of its own (Meta's reply window) says of the agent's next reply; null: nothing to say. */
export type ReplyWindowSource = (conversation: { id: string; userId: string }, now: Date) => Promise<ReplyWindowDto | null>;
const replyWindows = new Map<ConversationPlatform, ReplyWindowSource>();

/**
 * A channel registers what the inbox's reply box says of its rules (the
 * integrations module: Messenger's and Instagram's window,
 * docs/decisions/0035-meta-direct-messages.md). Registered by the channel,
 * as its delivery is, so this module needs no import of it.
 */
export function describeReplyWindowWith(platform: ConversationPlatform, source: ReplyWindowSource): void {
  replyWindows.set(platform, source);
}

async function detail(conversation: Conversation): Promise<ConversationDetailDto> {
  const ref = { id: String(conversation._id), userId: String(conversation.userId) };
  const [stage, replyWindow] = await Promise.all([
    conversation.leadId ? leadStageOf(conversation.leadId) : null,
    replyWindows.get(conversation.platform)?.(ref, new Date()) ?? null,
  ]);
  return toConversationDetailDto(conversation, stage, replyWindow);
}

export async function getConversation(user: SessionUser, id: string): Promise<ConversationDetailDto> {
  const conversation = await ConversationModel.findOne(accessFilter(user, id, 'read')).lean<Conversation>();
  if (!conversation) throw new ConversationNotFoundError();
  return detail(conversation);
}

/**
 * Take Over Chat (paused: the AI says nothing until released) and its
 * release. An opted-out conversation stays as it is: nobody may write to it.
 */
async function setAiPaused(user: SessionUser, id: string, paused: boolean): Promise<ConversationDetailDto> {
  const stored = await changeConversation(accessFilter(user, id, 'write'), (seen) =>
    seen.status === 'opted-out' ? {} : { set: { aiPaused: paused, status: paused ? 'taken-over' : 'active' } },
  );
  return detail(stored);
}

export const takeOver = (user: SessionUser, id: string) => setAiPaused(user, id, true);
export const release = (user: SessionUser, id: string) => setAiPaused(user, id, false);

/**
 * How a channel that carries messages itself (SMS, Messenger, Instagram)
 * delivers an agent's reply, already stored as `message` (its seq names it
 * to recordDelivery, e.g. from a carrier's status callback). Resolves when
 * the channel took it; throws (an AppError with a REPLY_SAVED_CODES code)
 * when it did not.
 */
export type AgentMessageDelivery = (conversation: { id: string; userId: string }, text: string, message: { seq: number }) => Promise<void>;
const deliveries = new Map<ConversationPlatform, AgentMessageDelivery>();

/**
 * A channel registers how it sends the agent's replies (the sms module:
 * SMS through Twilio). Registered by the channel, so this module
 * needs no import of it.
 */
export function deliverAgentMessagesWith(platform: ConversationPlatform, deliver: AgentMessageDelivery): void {
  deliveries.set(platform, deliver);
}

/**
 * The agent's own reply, while the conversation is taken over. Website chat
 * delivers it when the widget next polls (so it is `sent` once stored); a
 * channel with a delivery (SMS, Messenger, Instagram) sends it after it is
 * stored as `sending`, and the message records `sent` or `failed` with the
 * reason, so the thread keeps saying what happened after the toast is gone.
 * The channel's refusal is still thrown (a 409/502 the inbox shows).
 */
export async function sendAgentMessage(user: SessionUser, id: string, text: string): Promise<ConversationDetailDto> {
  const at = new Date();
  const stored = await changeConversation(accessFilter(user, id, 'write'), (seen) => {
    if (seen.status === 'opted-out') throw new OptedOutError();
    if (!seen.aiPaused) throw new NotTakenOverError();
    return { add: [{ role: 'agent', text, at, delivery: { status: deliveries.has(seen.platform) ? 'sending' : 'sent' } }] };
  });
  const ref = { id: String(stored._id), userId: String(stored.userId) };
  const deliver = deliveries.get(stored.platform);
  const seq = stored.messages.findLast((m) => m.role === 'agent' && m.at.getTime() === at.getTime() && m.text === text)?.seq;
  if (deliver && seq !== undefined) {
    try {
      await deliver(ref, text, { seq });
    } catch (err) {
      await recordDelivery(ref.id, seq, { status: 'failed', reason: notSentReason(err) });
      throw err;
    }
    await recordDelivery(ref.id, seq, { status: 'sent' });
  }
  // A person answered the lead: it stays with its assignee (docs/decisions/0034-teams.md).
  if (stored.leadId) await recordMemberContact(String(stored.userId), String(stored.leadId), at);
  const now = await ConversationModel.findById(stored._id).lean<Conversation>();
  return detail(now ?? stored);
}

export { recordDelivery } from './message-delivery.js';

// The dashboard's and the inbox's reads.
export {
  conversationFigures,
  countConversations,
  ensureConversationIndexes,
  insertConversationsInBulk,
  conversationRow,
  listConversationPage,
  markConversationSeen,
  mirrorLeadOnConversations,
  relabelConversations,
  type ConversationFigures,
} from './conversations.queries.js';
export { moveConversationsToLead } from './conversations.lead-merge.js';
// Analytics & Reports.
export {
  conversationRollupRows,
  conversationsBegun,
  earliestConversationDate,
  medianFirstResponseBetween,
  type ConversationRollupRows,
  type ConversationsBegun,
} from './conversations.analytics.js';
