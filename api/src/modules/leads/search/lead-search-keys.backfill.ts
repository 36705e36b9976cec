import type { Types } from 'mongoose';

import { type Lead, LeadModel } from '../lead.model.js';
import { searchKeysOf } from './lead-search-keys.js';

const BATCH = 1000;

/**
 * Leads stored before the search keys existed get them, in batches (run at
 * start-up, and awaited once per process before the first text search so
 * no search misses them). Idempotent: a lead done has keys (an empty list
 * when it has no text) and no longer matches; updatedAt is left as it was.
 * Returns how many leads it changed.
 */
export async function backfillSearchKeys(): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await LeadModel.find({ searchKeys: { $exists: false } }, { name: 1, email: 1, phone: 1, phoneDigits: 1 })
      .limit(BATCH)
      .lean<Pick<Lead, '_id' | 'name' | 'email' | 'phone' | 'phoneDigits'>[]>();
    if (batch.length === 0) return done;
    await LeadModel.bulkWrite(
      batch.map((lead) => ({ updateOne: { filter: { _id: lead._id }, update: { $set: { searchKeys: searchKeysOf(lead) } }, timestamps: false } })),
    );
    done += batch.length;
  }
}

let running: Promise<number> | null = null;
/** backfillSearchKeys once per process (again after a failure). */
export function backfillSearchKeysOnce(): Promise<number> {
  running ??= backfillSearchKeys().catch((err: unknown) => {
    running = null;
    throw err;
  });
  return running;
}

/** A lead whose name, email or phone an update changed (not a save, which derives them): its keys again. */
export async function refreshSearchKeys(leadId: Types.ObjectId): Promise<void> {
  const lead = await LeadModel.findById(leadId, { name: 1, email: 1, phone: 1, phoneDigits: 1 }).lean<Pick<Lead, 'name' | 'email' | 'phone' | 'phoneDigits'>>();
  if (lead) await LeadModel.updateOne({ _id: leadId }, { $set: { searchKeys: searchKeysOf(lead) } }, { timestamps: false });
}
