import { type Lead, LeadModel, orderKeysOf } from './lead.model.js';

/**
 * Leads stored before the list's order keys existed have no scoreKey, nameKey or activityKey, so
 * the orders by score, name and last activity would leave them out: they get
 * them here, in batches (a fresh database has none to do).
 */
export async function backfillOrderKeys(): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await LeadModel.find(
      { scoreKey: { $exists: false } },
      { _id: 1, name: 1, score: 1, sortKey: 1, createdAt: 1, lastActivityAt: 1, updatedAt: 1 },
    )
      .limit(1000)
      .lean<Lead[]>();
    if (batch.length === 0) return done;
    await LeadModel.bulkWrite(
      batch.map((lead) => ({
        updateOne: {
          filter: { _id: lead._id },
          update: { $set: orderKeysOf({ ...lead, lastActivityAt: lead.lastActivityAt ?? lead.updatedAt ?? lead.createdAt }) },
          timestamps: false,
        },
      })),
    );
    done += batch.length;
  }
}
