import type { Schema, Types } from 'mongoose';
import { RollupStateModel } from './rollup-state.model.js';

/*
 * How the owners tell analytics what changed (issue 21). Each owner's model
 * (leads, conversations, appointments) calls trackAnalyticsWrites on its
 * schema, so every write path — a save, an update, a bulk insert, a delete,
 * ones added later — marks the days it touched, without analytics reading
 * another module's collection. A mark is the instant of a date the day
 * rollups are keyed by (createdAt, closedAt, firstLeadAt), before and after
 * the write, rounded down to 15 minutes: every zone's midnight falls on a
 * quarter hour, so an instant and its rounded one are on the same local
 * day in any zone (and many writes in one quarter hour make one mark).
 * The next analytics read recomputes the marked days (rollup-refresh.ts).
 */

const SLOT_MS = 15 * 60_000;
/** More marks than this in one write (a relabel of every conversation) → rebuild the agent instead. */
export const MAX_MARKS = 400;

type Marked = { userId?: Types.ObjectId | null } & Record<string, unknown>;

/** Marks the days of `instants` as changed for the agent (a no-op for an agent without rollups yet). */
export async function markAnalyticsChange(userId: Types.ObjectId | string, instants: readonly (Date | null | undefined)[]): Promise<void> {
  const slots = new Set<number>();
  for (const at of instants) if (at instanceof Date && !Number.isNaN(at.getTime())) slots.add(Math.floor(at.getTime() / SLOT_MS) * SLOT_MS);
  if (slots.size === 0) return;
  if (slots.size > MAX_MARKS) {
    await RollupStateModel.updateOne({ userId }, { $set: { stale: true }, $inc: { version: 1 } });
    return;
  }
  await RollupStateModel.updateOne({ userId }, { $addToSet: { dirty: { $each: [...slots].map((t) => new Date(t)) } } });
}

async function markDocs(docs: readonly (Marked | null | undefined)[], fields: readonly string[]): Promise<void> {
  const byUser = new Map<string, { userId: Types.ObjectId; instants: Date[] }>();
  for (const doc of docs) {
    if (!doc?.userId) continue;
    const key = String(doc.userId);
    const entry = byUser.get(key) ?? { userId: doc.userId, instants: [] };
    for (const f of fields) if (doc[f] instanceof Date) entry.instants.push(doc[f] as Date);
    byUser.set(key, entry);
  }
  await Promise.all([...byUser.values()].map((e) => markAnalyticsChange(e.userId, e.instants)));
}

const QUERY_WRITES = ['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'deleteOne', 'deleteMany', 'findOneAndDelete'] as const;

type QueryThis = {
  model: { find(filter: object, projection: object): { lean(): Promise<Marked[]> } };
  getFilter(): object;
  getUpdate(): unknown;
  getOptions(): { upsert?: boolean };
  _analyticsBefore?: Marked[];
};

/**
 * Registers the hooks on an owner's schema (before its model is compiled).
 * `dateFields` are the document's dates the rollups are keyed by; a field
 * that a write may change is read again after it (only when the update
 * names it), so the day it left and the day it moved to are both marked.
 */
export function trackAnalyticsWrites(schema: Schema, dateFields: readonly string[]): void {
  const projection = Object.fromEntries(['userId', ...dateFields].map((f) => [f, 1]));
  const pick = (doc: Record<string, unknown>): Marked => Object.fromEntries(['userId', ...dateFields].map((f) => [f, doc[f]])) as Marked;

  schema.post('init', function remember(doc: { $locals: Record<string, unknown> } & Record<string, unknown>) {
    doc.$locals.analyticsBefore = pick(doc);
  });
  schema.post('save', async function markSaved(doc: { $locals: Record<string, unknown> } & Record<string, unknown>) {
    const before = doc.$locals.analyticsBefore as Marked | undefined;
    const after = pick(doc);
    doc.$locals.analyticsBefore = after;
    await markDocs([before, after], dateFields);
  });
  schema.post('insertMany', async function markInserted(docs: unknown) {
    await markDocs(docs as Marked[], dateFields);
  });
  for (const op of QUERY_WRITES) {
    schema.pre(op, { document: false, query: true }, async function readBefore(this: QueryThis) {
      this._analyticsBefore = await this.model.find(this.getFilter(), projection).lean();
    });
    schema.post(op, { document: false, query: true }, async function markWritten(this: QueryThis, result: unknown) {
      const before = this._analyticsBefore ?? [];
      const update = JSON.stringify(this.getUpdate() ?? {});
      const moved = dateFields.some((f) => update.includes(`"${f}"`));
      const ids: unknown[] = moved ? before.map((d) => d._id) : [];
      const upserted = (result as { upsertedId?: unknown } | null)?.upsertedId;
      if (upserted) ids.push(upserted);
      const after = ids.length > 0 ? await this.model.find({ _id: { $in: ids } }, projection).lean() : [];
      // findOneAndUpdate answers the document itself (an upsert's new one among them).
      const returned = result && typeof result === 'object' && 'userId' in result ? [pick(result as Record<string, unknown>)] : [];
      await markDocs([...before, ...after, ...returned], dateFields);
    });
  }
}
