import type { EngineMemory } from '@leadnest/assistant-engine';
import {
  CONVERSATION_PLATFORMS,
  CONVERSATION_STATUSES,
  type ConversationHandoffReason,
  type ConversationPlatform,
  type ConversationStatus,
  DELIVERY_STATUSES,
  HANDOFF_REASONS,
  LEAD_STAGES,
  type LeadStage,
  MESSAGE_ROLES,
  type MessageDeliveryDto,
  type MessageRole,
  SCORE_LABELS,
  type ScoreLabel,
  type Understood,
} from '@leadnest/contracts';
import mongoose, { type HydratedDocument, Schema, type Types } from 'mongoose';

import { trackAnalyticsWrites } from '../../lib/analytics-writes.js';
import { domainEvents } from '../../lib/events/domain-events.js';

/**
 * A conversation between a lead and the agent's assistant on one channel.
 * The transcript lives inside it: it is always read whole, and
 * MAX_MESSAGES keeps it far below the 16 MB document limit. The engine is
 * stateless; what it must remember between turns (what it understood, what
 * it asked, the slots it offered) is stored here and handed back each turn.
 */
export interface ConversationMessage {
  seq: number;
  role: MessageRole;
  text: string;
  at: Date;
  /** For assistant messages: worded by the deterministic engine or by the agent's AI model. */
  via?: 'engine' | 'model';
  /** Outbound texts that record it (the agent's replies and the assistant's SMS replies): how far it got, moved on by recordDelivery (conversations.service). */
  delivery?: MessageDelivery;
}

export type MessageDelivery = MessageDeliveryDto;

/** Why the assistant handed the conversation to the agent, kept while it is needs-agent (conversations.service needsAgentSet). */
export interface ConversationHandoff {
  reason: ConversationHandoffReason;
  /** The lead's questions the assistant could not answer, in their words, oldest first. */
  questions: string[];
  at: Date;
}

export interface Conversation {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  leadId?: Types.ObjectId | null;
  /** The lead's team member, mirrored from the lead; null (or absent) in the pool, or before there is a lead. */
  assignedTo?: Types.ObjectId | null;
  platform: ConversationPlatform;
  status: ConversationStatus;
  /** The agent took over: the AI stays silent until released. */
  aiPaused: boolean;
  /** needs-agent: why it needs the agent; null (or absent) otherwise, and for hand-offs from before reasons were kept. */
  handoff?: ConversationHandoff | null;
  /** Website chat: sha256 of the visitor's token (the token itself stays in their browser). */
  visitorTokenHash?: string | null;
  /** The page the chat started on. */
  pageUrl?: string | null;
  understood: Understood;
  memory: EngineMemory;
  /** Assistant replies so far: 0 means the next reply is the first (it introduces itself). */
  turn: number;
  messages: ConversationMessage[];
  leadName: string;
  score: number;
  label: ScoreLabel;
  lastMessage?: string | null;
  scheduledShowing?: Date | null;
  /** The lead's stage as of the last turn (the dashboard's filters read it without touching leads). */
  leadStage?: LeadStage | null;
  /*
   * Derived from `messages` on every save (see deriveSummary below), so the
   * dashboard counts and medians with indexed queries instead of reading
   * every transcript: when the lead first wrote, when the assistant or the
   * agent first answered after that, the gap between them, how many
   * messages there are, and the seq of the lead's latest message.
   */
  firstLeadAt?: Date | null;
  firstReplyAt?: Date | null;
  firstResponseMs?: number | null;
  messageCount?: number;
  leadLastSeq?: number;
  /** The highest seq the agent has seen (opening the conversation marks it read). */
  agentSeenSeq?: number;
  createdAt: Date;
  updatedAt: Date;
}

export type ConversationDocument = HydratedDocument<Conversation>;

/** Messages one conversation may hold; a lead past it is asked to wait for the agent. */
export const MAX_MESSAGES = 500;

const messageSchema = new Schema<ConversationMessage>(
  {
    seq: { type: Number, required: true },
    role: { type: String, enum: MESSAGE_ROLES, required: true },
    text: { type: String, required: true },
    at: { type: Date, required: true },
    via: { type: String, enum: ['engine', 'model'] },
    delivery: {
      type: new Schema<MessageDelivery>({ status: { type: String, enum: DELIVERY_STATUSES, required: true }, reason: String }, { _id: false }),
      default: undefined,
    },
  },
  { _id: false },
);

const conversationSchema = new Schema<Conversation>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    leadId: Schema.Types.ObjectId,
    platform: { type: String, enum: CONVERSATION_PLATFORMS, required: true },
    status: { type: String, enum: CONVERSATION_STATUSES, required: true, default: 'active' },
    aiPaused: { type: Boolean, required: true, default: false },
    handoff: {
      type: new Schema<ConversationHandoff>(
        {
          reason: { type: String, enum: HANDOFF_REASONS, required: true },
          questions: { type: [String], default: [] },
          at: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
    visitorTokenHash: String,
    pageUrl: String,
    // Shapes owned by the engine and validated there (contracts' understoodSchema); stored whole.
    understood: { type: Schema.Types.Mixed, required: true },
    memory: { type: Schema.Types.Mixed, required: true },
    turn: { type: Number, required: true, default: 0 },
    messages: { type: [messageSchema], default: [] },
    leadName: { type: String, required: true },
    // The lead's assignee, mirrored from the lead (docs/decisions/0034-teams.md): who of a team sees it.
    assignedTo: { type: Schema.Types.ObjectId, default: null },
    score: { type: Number, required: true, default: 0 },
    label: { type: String, enum: SCORE_LABELS, required: true, default: 'cold' },
    lastMessage: String,
    scheduledShowing: Date,
    leadStage: { type: String, enum: [...LEAD_STAGES, null] },
    firstLeadAt: Date,
    firstReplyAt: Date,
    firstResponseMs: Number,
    messageCount: { type: Number, default: 0 },
    leadLastSeq: { type: Number, default: 0 },
    agentSeenSeq: { type: Number, default: 0 },
  },
  // Never saved whole: every change is one conditional update
  // (conversations.service.ts changeConversation), so writes that cross
  // (two turns in two API processes, a takeover during a turn) neither
  // fail nor overwrite each other's messages.
  { timestamps: true, strict: true, collection: 'conversations', minimize: false },
);

/**
 * The summary fields, from the transcript: set by the save hook when a
 * conversation is created, and by changeConversation (conversations.service)
 * in the same conditional update that adds messages.
 */
export function summaryOf(messages: readonly Pick<ConversationMessage, 'seq' | 'role' | 'at'>[]) {
  const firstLead = messages.find((m) => m.role === 'lead');
  const firstReply = firstLead ? messages.find((m) => m.seq > firstLead.seq && m.role !== 'lead') : undefined;
  const lastLead = messages.findLast((m) => m.role === 'lead');
  return {
    firstLeadAt: firstLead?.at ?? null,
    firstReplyAt: firstReply?.at ?? null,
    firstResponseMs: firstLead && firstReply ? Math.max(0, firstReply.at.getTime() - firstLead.at.getTime()) : null,
    messageCount: messages.length,
    leadLastSeq: lastLead?.seq ?? 0,
  };
}

conversationSchema.pre('save', function deriveSummary() {
  if (this.isNew || this.isModified('messages')) this.set(summaryOf(this.messages));
  this.$locals.becameNeedsAgent = this.isModified('status') && this.status === 'needs-agent';
});

// The owner's fact, published for every save wherever it happens (the
// service's guarded updates publish their own): the reactions are
// subscribers (docs/decisions/0029-domain-events.md), never work done here.
conversationSchema.post('save', async function announce() {
  await domainEvents.publish('conversation.changed', {
    userId: String(this.userId),
    conversationId: String(this._id),
    becameNeedsAgent: this.$locals.becameNeedsAgent === true,
    ...(this.$locals.becameNeedsAgent === true && this.handoff
      ? { handoff: { reason: this.handoff.reason, questions: [...this.handoff.questions], at: this.handoff.at.toISOString() } }
      : {}),
  });
});

// The dashboard's list: this agent's conversations, most recent first.
conversationSchema.index({ userId: 1, updatedAt: -1 });
conversationSchema.index({ userId: 1, assignedTo: 1, updatedAt: -1 });
conversationSchema.index({ userId: 1 });
// A visitor's way back into their chat.
conversationSchema.index({ visitorTokenHash: 1 }, { unique: true, sparse: true });
conversationSchema.index({ leadId: 1 });
// The dashboard. For MongoDB: the compound ones answer each
// figure from the index. For the embedded database, which walks only
// single-field indexes in order: newest activity first walks updatedAt; the
// first-reply median walks firstResponseMs.
conversationSchema.index({ updatedAt: -1 });
conversationSchema.index({ firstResponseMs: 1 });
conversationSchema.index({ userId: 1, status: 1 });
conversationSchema.index({ userId: 1, firstLeadAt: 1 });
conversationSchema.index({ userId: 1, firstResponseMs: 1 });

// Analytics: the daily rollups read a day's conversations begun by this; the rollups are keyed by when one began and when its lead first wrote.
conversationSchema.index({ userId: 1, createdAt: 1 });
trackAnalyticsWrites(conversationSchema, {
  event: 'conversation.written',
  dates: ['createdAt', 'firstLeadAt'],
  moving: ['createdAt'],
  watched: ['platform', 'firstLeadAt', 'firstResponseMs', 'scheduledShowing', 'label', 'leadStage', 'userId', 'createdAt'],
});

export const ConversationModel = mongoose.model<Conversation>('Conversation', conversationSchema);
