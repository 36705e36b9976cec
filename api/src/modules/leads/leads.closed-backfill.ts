import type { Types } from 'mongoose';

import { firstContactOf, type LeadActivity, LeadModel } from './lead.model.js';

const BATCH = 1000;

type Row = {
  _id: Types.ObjectId;
  stage: string;
  closedAt?: Date | null;
  firstContactAt?: Date | null;
  activities?: LeadActivity[];
  updatedAt?: Date;
  createdAt: Date;
};

/** When the lead last moved to Closed Won by its activities (a `to: 'closed'` stage change, or created there); else its last change. */
export function closedAtFromActivities(lead: Pick<Row, 'activities' | 'updatedAt' | 'createdAt'>): Date {
  const moves = (lead.activities ?? []).filter((a) => a.to === 'closed' && (a.type === 'stage' || a.type === 'created'));
  if (moves.length > 0) return new Date(Math.max(...moves.map((a) => a.at.getTime())));
  return lead.updatedAt ?? lead.createdAt;
}

/**
 * One-time migration for analytics, run at start-up: leads
 * stored before `closedAt` existed that sit at Closed Won get it from their
 * last `to: 'closed'` activity, and every lead stored before
 * `firstContactAt` existed gets it from its activities. Idempotent: a lead
 * it has done no longer matches (closedAt is a date, firstContactAt a date or
 * null), so a second run finds nothing; updatedAt is left as it was.
 * Returns how many leads it changed.
 */
export async function backfillClosedDeals(): Promise<number> {
  let done = 0;
  const filters: Record<string, unknown>[] = [{ stage: 'closed', closedAt: null }, { firstContactAt: { $exists: false } }];
  for (const filter of filters) {
    for (;;) {
      const batch = await LeadModel.find(filter, { stage: 1, closedAt: 1, firstContactAt: 1, activities: 1, updatedAt: 1, createdAt: 1 })
        .limit(BATCH)
        .lean<Row[]>();
      if (batch.length === 0) break;
      await LeadModel.bulkWrite(
        batch.map((lead) => {
          const set: Record<string, Date | null> = {};
          if (lead.stage === 'closed' && !lead.closedAt) set.closedAt = closedAtFromActivities(lead);
          if (lead.firstContactAt === undefined) set.firstContactAt = firstContactOf(lead.activities);
          return { updateOne: { filter: { _id: lead._id }, update: { $set: set }, timestamps: false } };
        }),
      );
      done += batch.length;
    }
  }
  return done;
}
