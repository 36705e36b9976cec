import { QUALIFIED_STAGES, type ConversationPlatform } from '@leadnest/contracts';
import { Types } from 'mongoose';
import { ConversationModel } from './conversation.model.js';

/*
 * The conversation figures of Analytics & Reports (issue 21) over a range
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
