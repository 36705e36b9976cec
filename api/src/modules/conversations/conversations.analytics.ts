import { type ConversationPlatform, QUALIFIED_STAGES } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { BACKGROUND_READ_BATCH } from '../../lib/background-reads.js';
import { ConversationModel } from './conversation.model.js';

/*
 * The conversation figures of Analytics & Reports over a range
 * [start, end). A conversation belongs to the period it began in
 * (createdAt); the response time to the period the lead first wrote in
 * (firstLeadAt), as on the dashboard.
 */

/**
 * The median time from the lead's first message to the first answer
 * (assistant or agent), over conversations the lead began in the range —
 * the dashboard's avgResponseTime over another window (null without any),
 * and how many conversations it is the median of.
 */
export async function medianFirstResponseBetween(ownerId: string, start: Date, end: Date): Promise<{ medianMs: number | null; answered: number }> {
  const where = { userId: new Types.ObjectId(ownerId), firstLeadAt: { $gte: start, $lt: end }, firstResponseMs: { $gte: 0 } };
  const n = await ConversationModel.countDocuments(where);
  if (n === 0) return { medianMs: null, answered: 0 };
  const middle = await ConversationModel.find(where, { firstResponseMs: 1, _id: 0 })
    .sort({ firstResponseMs: 1 })
    .skip(Math.floor((n - 1) / 2))
    .limit(n % 2 === 0 ? 2 : 1)
    .lean<{ firstResponseMs: number }[]>();
  return { medianMs: middle.reduce((sum, m) => sum + m.firstResponseMs, 0) / middle.length, answered: n };
}

export interface ConversationsBegun {
  /** Per channel: conversations begun in the range, and those in which the lead wrote. */
  byPlatform: Partial<Record<ConversationPlatform, { begun: number; leadWrote: number }>>;
  begun: number;
  leadWrote: number;
  /** …in which the lead wrote and got an answer (the assistant or the agent). */
  answered: number;
  /** …in which the lead wrote and a showing was booked. */
  booked: number;
  /** Begun in the range and scored hot by the assistant. */
  hot: number;
  /** …whose lead is at qualified or further now. */
  hotQualified: number;
}

/** What became of the conversations begun in [start, end). */
export async function conversationsBegun(ownerId: string, start: Date, end: Date): Promise<ConversationsBegun> {
  const begunIn = { userId: new Types.ObjectId(ownerId), createdAt: { $gte: start, $lt: end } };
  const byPlatform = (match: object) =>
    ConversationModel.aggregate<{ _id: ConversationPlatform; n: number }>([{ $match: match }, { $group: { _id: '$platform', n: { $sum: 1 } } }]);
  const wroteIn = { ...begunIn, firstLeadAt: { $gte: new Date(0) } };
  const [all, wrote, answered, booked, hot, hotQualified] = await Promise.all([
    byPlatform(begunIn),
    byPlatform(wroteIn),
    ConversationModel.countDocuments({ ...begunIn, firstResponseMs: { $gte: 0 } }),
    ConversationModel.countDocuments({ ...wroteIn, scheduledShowing: { $gte: new Date(0) } }),
    ConversationModel.countDocuments({ ...begunIn, label: 'hot' }),
    ConversationModel.countDocuments({ ...begunIn, label: 'hot', leadStage: { $in: [...QUALIFIED_STAGES] } }),
  ]);
  const result: ConversationsBegun = { byPlatform: {}, begun: 0, leadWrote: 0, answered, booked, hot, hotQualified };
  for (const { _id, n } of all) {
    result.byPlatform[_id] = { begun: n, leadWrote: 0 };
    result.begun += n;
  }
  for (const { _id, n } of wrote) {
    result.byPlatform[_id] = { begun: result.byPlatform[_id]?.begun ?? n, leadWrote: n };
    result.leadWrote += n;
  }
  return result;
}

export interface ConversationRollupRows {
  /** Conversations begun in the range, with what conversationsBegun counts of each. */
  begun: {
    createdAt: Date;
    platform: ConversationPlatform;
    firstLeadAt?: Date | null;
    firstResponseMs?: number | null;
    scheduledShowing?: Date | null;
    label?: string;
    leadStage?: string | null;
  }[];
  /** Answered conversations whose lead first wrote in the range (medianFirstResponseBetween's sample). */
  responses: { firstLeadAt: Date; firstResponseMs: number }[];
}

/** What analytics' daily rollups (analytics/rollups) need of the conversations in [start, end); the figures above stay their oracle. */
export async function conversationRollupRows(ownerId: string, start: Date, end: Date): Promise<ConversationRollupRows> {
  const userId = new Types.ObjectId(ownerId);
  const [begun, responses] = await Promise.all([
    ConversationModel.find(
      { userId, createdAt: { $gte: start, $lt: end } },
      { _id: 0, createdAt: 1, platform: 1, firstLeadAt: 1, firstResponseMs: 1, scheduledShowing: 1, label: 1, leadStage: 1 },
    )
      .batchSize(BACKGROUND_READ_BATCH)
      .lean<ConversationRollupRows['begun']>(),
    ConversationModel.find({ userId, firstLeadAt: { $gte: start, $lt: end }, firstResponseMs: { $gte: 0 } }, { _id: 0, firstLeadAt: 1, firstResponseMs: 1 })
      .batchSize(BACKGROUND_READ_BATCH)
      .lean<ConversationRollupRows['responses']>(),
  ]);
  return { begun, responses };
}

/** The earliest date a rollup of the agent's conversations is keyed by (begun or first written); null without any. */
export async function earliestConversationDate(ownerId: string): Promise<Date | null> {
  const userId = new Types.ObjectId(ownerId);
  const [begun, wrote] = await Promise.all([
    ConversationModel.findOne({ userId }, { createdAt: 1 }).sort({ createdAt: 1 }).lean<{ createdAt: Date }>(),
    ConversationModel.findOne({ userId, firstLeadAt: { $gte: new Date(0) } }, { firstLeadAt: 1 })
      .sort({ firstLeadAt: 1 })
      .lean<{ firstLeadAt: Date }>(),
  ]);
  const dates = [begun?.createdAt, wrote?.firstLeadAt].filter((d): d is Date => d instanceof Date);
  return dates.length > 0 ? new Date(Math.min(...dates.map((d) => d.getTime()))) : null;
}
