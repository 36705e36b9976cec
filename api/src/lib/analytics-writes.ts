import type { Schema, Types } from 'mongoose';

import { type DomainEvents, domainEvents } from './events/domain-events.js';

/*
 * How the owners of leads, conversations and appointments tell analytics
 * what changed, without their models importing the analytics module. Each
 * owner's model calls trackAnalyticsWrites on its schema, so every write
 * path — a save, an update, a bulk insert, a delete, ones added later, from
 * a router, a service, a job or a bulk action — publishes the instants of
 * the dates the day rollups are keyed by (createdAt, closedAt, firstLeadAt),
 * before and after the write, per agent, as the owner's `*.written` domain
 * event. The hook only reads the document's own fields and publishes; what
 * a report becomes (marks of the days to recompute) is analytics'
 * subscriber, subscribed where the app is composed (api/src/compose.ts).
 * The publish is awaited, as the marks must be stored before the write's
 * caller goes on (the next read recomputes those days).
 * See docs/decisions/0017-analytics-rollups.md and
 * docs/decisions/0029-domain-events.md.
 */

/** The events a tracked schema publishes its writes as. */
export type WrittenEvent = { [E in keyof DomainEvents]: DomainEvents[E] extends { instants: Date[] } ? E : never }[keyof DomainEvents];

type Marked = { userId?: Types.ObjectId | null } & Record<string, unknown>;

async function publishDocs(event: WrittenEvent, docs: readonly (Marked | null | undefined)[], fields: readonly string[]): Promise<void> {
  const byUser = new Map<string, { userId: Types.ObjectId; instants: Date[] }>();
  for (const doc of docs) {
    if (!doc?.userId) continue;
    const key = String(doc.userId);
    const entry = byUser.get(key) ?? { userId: doc.userId, instants: [] };
    for (const f of fields) if (doc[f] instanceof Date) entry.instants.push(doc[f] as Date);
    byUser.set(key, entry);
  }
  await Promise.all([...byUser.values()].map((e) => domainEvents.publish(event, { userId: String(e.userId), instants: e.instants })));
}

const QUERY_WRITES = ['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'deleteOne', 'deleteMany', 'findOneAndDelete'] as const;

type QueryThis = {
  model: { find(filter: object, projection: object): { lean(): Promise<Marked[]> } };
  getFilter(): object;
  getUpdate(): unknown;
  getOptions(): { upsert?: boolean };
  _analyticsBefore?: Marked[];
  _analyticsSkip?: boolean;
  _analyticsFromResult?: boolean;
};

export interface TrackedFields {
  /** The owner's event its writes are published as. */
  event: WrittenEvent;
  /** The dates the day rollups are keyed by (marked before and after a write). */
  dates: readonly string[];
  /** Dates a write may move to another day (read again after an update naming them). */
  moving: readonly string[];
  /** Every field a rollup counts: a write naming none of them marks nothing and reads nothing. */
  watched: readonly string[];
}

/**
 * Registers the hooks on an owner's schema (before its model is compiled).
 * Writes that touch no watched field (most of them: scores, keys, notes)
 * cost nothing; an update that returns its document marks from it alone
 * unless it moves a date; others read the affected documents' dates once
 * before (and again after, when they may move).
 */
export function trackAnalyticsWrites(schema: Schema, { event, dates, moving, watched }: TrackedFields): void {
  const markDocs = (docs: readonly (Marked | null | undefined)[], fields: readonly string[]) => publishDocs(event, docs, fields);
  const fields = ['userId', ...dates];
  const projection = Object.fromEntries(fields.map((f) => [f, 1]));
  const pick = (doc: Record<string, unknown>): Marked => Object.fromEntries(fields.map((f) => [f, doc[f]])) as Marked;
  const names = (update: unknown, list: readonly string[]) => {
    const text = JSON.stringify(update ?? {});
    return list.some((f) => text.includes(`"${f}"`));
  };
  type Saved = { $locals: Record<string, unknown>; isNew: boolean; isModified(path: string): boolean } & Record<string, unknown>;

  schema.post('init', function remember(doc: Saved) {
    doc.$locals.analyticsBefore = pick(doc);
  });
  schema.pre('save', function noteTouched(this: Saved) {
    this.$locals.analyticsTouched = this.isNew || watched.some((f) => this.isModified(f));
  });
  schema.post('save', async function markSaved(doc: Saved) {
    const before = doc.$locals.analyticsBefore as Marked | undefined;
    const after = pick(doc);
    doc.$locals.analyticsBefore = after;
    if (doc.$locals.analyticsTouched) await markDocs([before, after], dates);
  });
  schema.post('insertMany', async function markInserted(docs: unknown) {
    await markDocs(docs as Marked[], dates);
  });
  for (const op of QUERY_WRITES) {
    const deletes = op.startsWith('delete') || op === 'findOneAndDelete';
    schema.pre(op, { document: false, query: true }, async function readBefore(this: QueryThis) {
      const update = this.getUpdate();
      this._analyticsSkip = !deletes && !names(update, watched);
      // findOneAndUpdate answers the document after the write: enough unless a date moves.
      this._analyticsFromResult = op === 'findOneAndUpdate' && !names(update, moving);
      if (this._analyticsSkip || this._analyticsFromResult) return;
      this._analyticsBefore = await this.model.find(this.getFilter(), projection).lean();
    });
    schema.post(op, { document: false, query: true }, async function markWritten(this: QueryThis, result: unknown) {
      if (this._analyticsSkip) return;
      const returned = result && typeof result === 'object' && 'userId' in result ? [pick(result as Record<string, unknown>)] : [];
      if (this._analyticsFromResult) {
        await markDocs(returned, dates);
        return;
      }
      const before = this._analyticsBefore ?? [];
      const ids: unknown[] = names(this.getUpdate(), moving) ? before.map((d) => d._id) : [];
      const upserted = (result as { upsertedId?: unknown } | null)?.upsertedId;
      if (upserted) ids.push(upserted);
      const after = ids.length > 0 ? await this.model.find({ _id: { $in: ids } }, projection).lean() : [];
      await markDocs([...before, ...after, ...returned], dates);
    });
  }
}
