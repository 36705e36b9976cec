import {
  type ConversationFilter,
  type ConversationListResponse,
  type ConversationRowDto,
  type ConversationStatus,
  HOT_SCORE,
  INTERESTED_SCORE,
  type LeadStage,
  QUALIFIED_STAGES,
  type ScoreLabel,
} from '@leadnest/contracts';
import { type QueryFilter, Types } from 'mongoose';

import { accountOfUser, type SessionUser } from '../../lib/auth.js';
import { type Conversation, ConversationModel, summaryOf } from './conversation.model.js';
import { toConversationRowDto } from './conversations.dto.js';

/*
 * The dashboard's and the inbox's reads of conversations: pages
 * of rows by filter, the figures of the metrics, marking a conversation
 * read, and mirroring a lead's stage and score onto its conversations.
 */

const ROW_FIELDS = { messages: 0, understood: 0, memory: 0, visitorTokenHash: 0 } as const;
const DAY_MS = 24 * 3600_000;

/** The Client Conversations filters (contracts' CONVERSATION_FILTERS says what each means). */
function filterOf(filter: ConversationFilter): QueryFilter<Conversation> {
  const excluded = { status: { $ne: 'opted-out' as ConversationStatus }, leadStage: { $ne: 'lost' as LeadStage } };
  if (filter === 'qualified') return { ...excluded, $or: [{ leadStage: { $in: [...QUALIFIED_STAGES] } }, { score: { $gte: HOT_SCORE } }] };
  if (filter === 'interested') return { ...excluded, $or: [{ leadStage: { $in: [...QUALIFIED_STAGES] } }, { score: { $gte: INTERESTED_SCORE } }] };
  return {};
}

export interface ConversationPageQuery {
  status?: ConversationStatus | 'all';
  /** Teams: `mine` the viewer's leads' conversations; otherwise all the viewer may see. */
  assigned?: 'mine' | 'team';
  viewer?: ConversationViewer;
  leadId?: string;
  filter: ConversationFilter;
  page: number;
  limit: number;
}

/**
 * One page of the agent's conversations, newest activity first. One row
 * more than the page is read to know whether another page follows, so no
 * count of every conversation is needed.
 */
export async function listConversationPage(ownerId: string, query: ConversationPageQuery): Promise<ConversationListResponse> {
  const where: QueryFilter<Conversation> = { userId: new Types.ObjectId(ownerId), ...filterOf(query.filter), ...assigneeFilter(query.viewer, query.assigned) };
  if (query.status && query.status !== 'all') where.status = query.status;
  if (query.leadId) where.leadId = new Types.ObjectId(query.leadId);
  const rows = await ConversationModel.find(where, ROW_FIELDS)
    .sort({ updatedAt: -1 })
    .skip((query.page - 1) * query.limit)
    .limit(query.limit + 1)
    .lean<Omit<Conversation, 'messages'>[]>();
  return { conversations: rows.slice(0, query.limit).map(toConversationRowDto), page: query.page, limit: query.limit, hasMore: rows.length > query.limit };
}

/** Who reads the inbox: an agent of a team sees their leads' conversations and the pool's; owners and admins all. */
export interface ConversationViewer {
  userId: string;
  seesAll: boolean;
}

/** The assignee condition for a viewer (docs/decisions/0034-teams.md); empty for who sees all. */
export function assigneeFilter(viewer: ConversationViewer | undefined, assigned?: 'mine' | 'team'): QueryFilter<Conversation> {
  if (!viewer) return {};
  const me = new Types.ObjectId(viewer.userId);
  if (assigned === 'mine') return { assignedTo: me };
  return viewer.seesAll ? {} : { assignedTo: { $in: [me, null] } };
}

/** One conversation's row and its last seq, for the event stream; null when it is not this viewer's. */
export async function conversationRow(ownerId: string, id: string, viewer?: ConversationViewer): Promise<{ row: ConversationRowDto; lastSeq: number } | null> {
  const found = await ConversationModel.findOne({ _id: id, userId: ownerId, ...assigneeFilter(viewer) }, ROW_FIELDS).lean<Omit<Conversation, 'messages'>>();
  if (!found) return null;
  // Messages are numbered 1, 2, 3… without gaps, so the last seq is their count.
  return { row: toConversationRowDto(found), lastSeq: found.messageCount ?? 0 };
}

/**
 * The agent opened the conversation: what the lead wrote so far is read.
 * Atomic and without touching updatedAt, so reading never reorders the list
 * nor races a turn being saved.
 */
export async function markConversationSeen(user: SessionUser, id: string, seq: number): Promise<void> {
  if (user.role === 'admin') return;
  await ConversationModel.updateOne({ _id: id, userId: accountOfUser(user) }, { $max: { agentSeenSeq: seq } }, { timestamps: false });
}

/** A lead's stage or score changed by hand (/leads): its conversations' filters follow. */
export async function mirrorLeadOnConversations(
  leadId: string,
  lead: { stage: LeadStage; score: number; label: ScoreLabel; name: string; assignedTo?: string | null },
): Promise<void> {
  const assignee = lead.assignedTo === undefined ? {} : { assignedTo: lead.assignedTo ? new Types.ObjectId(lead.assignedTo) : null };
  await ConversationModel.updateMany(
    { leadId },
    { $set: { leadStage: lead.stage, score: lead.score, label: lead.label, leadName: lead.name, ...assignee } },
    { timestamps: false },
  );
}

/** How many conversations the agent has (any channel, any status); `assignee`: only those of a team member's leads. */
export function countConversations(userId: string, assignee?: string): Promise<number> {
  return ConversationModel.countDocuments({ userId: new Types.ObjectId(userId), ...(assignee ? { assignedTo: new Types.ObjectId(assignee) } : {}) });
}

export interface ConversationFigures {
  total: number;
  /** Conversations in which the lead wrote at least once. */
  withLeadMessage: number;
  /** …and got an answer from the assistant or the agent after it. */
  answered: number;
  /** Not opted out, with activity in the last 7 days. */
  active: number;
  needsAgent: number;
  messages: number;
  /** Median time from the lead's first message to the first answer, in conversations the lead began in the last 7 days; null without any. */
  medianFirstResponseMs: number | null;
}

/**
 * The conversation figures of the dashboard, each one indexed count (or a
 * sum, or a walk to the middle of the first-response index).
 */
export async function conversationFigures(userId: string, now: Date, assignee?: string): Promise<ConversationFigures> {
  // A team's agent counts the conversations of the leads assigned to them (docs/decisions/0034-teams.md).
  const who = { userId: new Types.ObjectId(userId), ...(assignee ? { assignedTo: new Types.ObjectId(assignee) } : {}) };
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  // Active = moved this week less those opted out: two index counts
  // (userId, updatedAt) and (userId, status) instead of a $ne that reads
  // every conversation of the week.
  const [total, withLeadMessage, answered, movedThisWeek, optedOutThisWeek, needsAgent, sums] = await Promise.all([
    ConversationModel.countDocuments(who),
    ConversationModel.countDocuments({ ...who, firstLeadAt: { $gte: new Date(0) } }),
    ConversationModel.countDocuments({ ...who, firstResponseMs: { $gte: 0 } }),
    ConversationModel.countDocuments({ ...who, updatedAt: { $gte: weekAgo } }),
    ConversationModel.countDocuments({ ...who, status: 'opted-out', updatedAt: { $gte: weekAgo } }),
    ConversationModel.countDocuments({ ...who, status: 'needs-agent' }),
    ConversationModel.aggregate<{ n: number }>([{ $match: who }, { $group: { _id: null, n: { $sum: '$messageCount' } } }]),
  ]);
  const active = movedThisWeek - optedOutThisWeek;
  return { total, withLeadMessage, answered, active, needsAgent, messages: sums[0]?.n ?? 0, medianFirstResponseMs: await medianFirstResponse(who, weekAgo) };
}

/**
 * The median of firstResponseMs over this week's conversations: the middle
 * one (or the mean of the middle two) in ascending order. The week's
 * conversations are read by the (userId, firstLeadAt) index and their
 * times sorted here: a few thousand numbers, where walking the
 * first-response index to its middle read every conversation the agent has.
 */
async function medianFirstResponse(who: { userId: Types.ObjectId; assignedTo?: Types.ObjectId }, since: Date): Promise<number | null> {
  const rows = await ConversationModel.find({ ...who, firstLeadAt: { $gte: since } }, { firstResponseMs: 1, _id: 0 }).lean<{ firstResponseMs?: unknown }[]>();
  const times = rows.map((r) => r.firstResponseMs).filter((ms): ms is number => typeof ms === 'number' && ms >= 0);
  if (times.length === 0) return null;
  times.sort((a, b) => a - b);
  const mid = Math.floor((times.length - 1) / 2);
  return times.length % 2 === 0 ? (times[mid]! + times[mid + 1]!) / 2 : times[mid]!;
}

/** Many conversations at once, stored as given with their summary fields derived (bench:dashboard seeds 20k this way). */
export async function insertConversationsInBulk(
  conversations: Omit<Conversation, 'firstLeadAt' | 'firstReplyAt' | 'firstResponseMs' | 'messageCount' | 'leadLastSeq'>[],
): Promise<void> {
  await ConversationModel.insertMany(
    conversations.map((c) => ({ ...c, ...summaryOf(c.messages) })),
    { lean: true, ordered: false },
  );
}

/** Waits until the conversations collection's indexes are built (after a bulk insert, before measuring reads). */
export async function ensureConversationIndexes(): Promise<void> {
  await ConversationModel.init();
}

/**
 * The agent changed leadScoring: every conversation's hot / warm /
 * cold label is recomputed from its score under the new thresholds, so the
 * inbox and its filters show the labels the setting names.
 */
export async function relabelConversations(ownerId: string, thresholds: { hot: number; warm: number }): Promise<void> {
  const userId = new Types.ObjectId(ownerId);
  await Promise.all([
    ConversationModel.updateMany({ userId, score: { $gte: thresholds.hot } }, { $set: { label: 'hot' } }, { timestamps: false }),
    ConversationModel.updateMany({ userId, score: { $gte: thresholds.warm, $lt: thresholds.hot } }, { $set: { label: 'warm' } }, { timestamps: false }),
    ConversationModel.updateMany(
      { userId, $or: [{ score: { $lt: thresholds.warm } }, { score: { $exists: false } }] },
      { $set: { label: 'cold' } },
      { timestamps: false },
    ),
  ]);
}
