import { Types } from 'mongoose';

import { UsageRecordModel } from './usage-record.model.js';

export interface UsageBetween {
  /** Everything metered in the range (calls, texts, numbers, ports), millicents. */
  amountMillicents: number;
  /** Calls the AI assistant took (one ai_assistant_minute record per call). */
  aiCalls: number;
}

/** The agent's metered usage that occurred in [start, end), billed or not yet (analytics' ROI). */
export async function usageBetween(ownerId: string, start: Date, end: Date): Promise<UsageBetween> {
  const rows = await UsageRecordModel.aggregate<{ _id: string; amount: number; n: number }>([
    { $match: { userId: new Types.ObjectId(ownerId), occurredAt: { $gte: start, $lt: end } } },
    { $group: { _id: '$kind', amount: { $sum: '$amountMillicents' }, n: { $sum: 1 } } },
  ]);
  return { amountMillicents: rows.reduce((sum, r) => sum + r.amount, 0), aiCalls: rows.find((r) => r._id === 'ai_assistant_minute')?.n ?? 0 };
}
