import { Long } from 'bson';

import { resolveCollation } from '../engine/collation.js';
import type { Collection } from '../engine/collection.js';
import { countByIndex } from '../engine/count.js';
import type { Rec } from '../engine/docStore.js';
import { findDocs, findRecords, hintedOrder, type OutDoc, projectOut } from '../engine/find.js';
import { compileFilter, compileRecordFilter } from '../engine/query.js';
import { decodeFields } from '../engine/raw.js';
import { collectPath, type Doc, isPlainObject, keyOf } from '../engine/values.js';
import { MongoError } from '../errors.js';
import { collection, collectionName, type Handler, optionalInt } from './context.js';
import type { TailSource } from './cursorStore.js';

/** find, getMore, killCursors, count, distinct. */
export const readCommands: Record<string, Handler> = {
  find: (ctx, body) => {
    const name = collectionName(body, 'find');
    for (const opt of ['filter', 'projection', 'sort'] as const) {
      if (body[opt] !== undefined && body[opt] !== null && !isPlainObject(body[opt])) {
        throw new MongoError(
          14,
          `BSON field 'FindCommandRequest.${opt}' is the wrong type '${Array.isArray(body[opt]) ? 'array' : typeof body[opt]}', expected type 'object'`,
        );
      }
    }
    const rawLimit = optionalInt(body.limit, 'limit') ?? 0;
    const skip = optionalInt(body.skip, 'skip') ?? 0;
    const batchSize = optionalInt(body.batchSize, 'batchSize');
    if (skip < 0) throw new MongoError(51024, `BSON field 'skip' value must be >= 0, actual value '${skip}'`);
    if (batchSize !== undefined && batchSize < 0) throw new MongoError(51024, `BSON field 'batchSize' value must be >= 0, actual value '${batchSize}'`);
    // A negative limit is the legacy spelling of "limit + singleBatch".
    const singleBatch = !!body.singleBatch || rawLimit < 0;
    const first = rawLimit !== 0 ? Math.min(Math.abs(rawLimit), batchSize ?? 101) : batchSize;
    if (body.tailable) {
      const { docs, tail } = tailableFind(ctx.catalog.get(ctx.db, name), `${ctx.db}.${name}`, body, skip, rawLimit);
      return ctx.cursors.first(`${ctx.db}.${name}`, docs, first, singleBatch, tail);
    }
    const coll = ctx.catalog.get(ctx.db, name);
    const hinted = hintedOrder(coll, body.hint);
    const docs = findDocs(coll, {
      filter: body.filter as Doc | undefined,
      sort: body.sort ?? hinted,
      skip,
      limit: rawLimit,
      projection: body.projection as Doc | undefined,
      collation: body.collation,
    });
    return ctx.cursors.first(`${ctx.db}.${name}`, docs, first, singleBatch);
  },

  getMore: (ctx, body) => {
    const id = toLong(body.getMore);
    if (!id) throw new MongoError(14, `Field 'getMore' must be of type long`);
    const cursor = ctx.cursors.get(id);
    if (!cursor) throw new MongoError(43, `cursor id ${id} not found`);
    if (cursor.ns !== `${ctx.db}.${String(body.collection)}`) {
      throw new MongoError(
        13,
        `Requested getMore on namespace '${ctx.db}.${String(body.collection)}', but cursor belongs to a different namespace ${cursor.ns}`,
      );
    }
    return ctx.cursors.next(id, optionalInt(body.batchSize, 'batchSize'), optionalInt(body.maxTimeMS, 'maxTimeMS'));
  },

  killCursors: (ctx, body) => {
    const ids = Array.isArray(body.cursors) ? body.cursors : [];
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const raw of ids) {
      const id = toLong(raw);
      if (id) (ctx.cursors.kill(id) ? killed : notFound).push(id);
    }
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  },

  count: (ctx, body) => {
    const coll = collection(ctx, body, 'count');
    const query = (body.query ?? {}) as Doc;
    const skip = optionalInt(body.skip, 'skip') ?? 0;
    const limit = Math.abs(optionalInt(body.limit, 'limit') ?? 0);
    if (!coll) return { n: 0, ok: 1 };
    const collated = resolveCollation(body.collation, coll.options.collation) !== null;
    let n =
      Object.keys(query).length === 0
        ? coll.size
        : ((collated ? null : countByIndex(coll, query)) ?? findRecords(coll, { filter: query, collation: body.collation }).length);
    n = Math.max(0, n - skip);
    if (limit) n = Math.min(n, limit);
    return { n, ok: 1 };
  },

  distinct: (ctx, body) => {
    const key = body.key;
    if (typeof key !== 'string') throw new MongoError(14, "BSON field 'distinct.key' is missing or not a string");
    const coll = collection(ctx, body, 'distinct');
    compileFilter(body.query);
    const recs = findRecords(coll, { filter: (body.query ?? undefined) as Doc | undefined, collation: body.collation });
    const parts = key.split('.');
    const top = [Buffer.from(parts[0]!, 'utf8')];
    const seen = new Map<string, unknown>();
    for (const r of recs) {
      const out: unknown[] = [];
      collectPath(decodeFields(r.buf, r.off, top), parts, 0, out);
      for (const v of out) if (v !== undefined && !seen.has(keyOf(v))) seen.set(keyOf(v), v);
    }
    return { values: [...seen.values()], ok: 1 };
  },
};

/**
 * find with tailable (capped collections only, in insertion order): the
 * documents there now, and a source for those inserted later that match
 * the filter (read by getMore; awaitData makes getMore wait for them).
 */
function tailableFind(coll: Collection | undefined, ns: string, body: Doc, skip: number, limit: number): { docs: OutDoc[]; tail: TailSource } {
  if (!coll?.options.capped) throw new MongoError(2, `error processing query: ns=${ns} tailable cursor requested on non capped collection`);
  if (body.sort !== undefined && body.sort !== null && JSON.stringify(body.sort) !== JSON.stringify({ $natural: 1 })) {
    throw new MongoError(2, 'error processing query: cannot use tailable option with a sort other than {$natural: 1}');
  }
  const filter = body.filter as Doc | undefined;
  const projection = body.projection as Doc | undefined;
  const out = (recs: Rec[]): OutDoc[] => (projection && Object.keys(projection).length ? projectOut(recs, projection, filter) : recs.map((r) => r.bytes()));
  let last = coll.lastSeq;
  const docs = out(findRecords(coll, { filter, skip, limit }));
  const matches = compileRecordFilter(filter);
  const more = (): OutDoc[] => {
    const recs = coll.newerThan(last);
    last = coll.lastSeq;
    return out(recs.filter(matches));
  };
  return { docs, tail: { more, awaitData: !!body.awaitData } };
}

function toLong(v: unknown): Long | null {
  if (v instanceof Long) return v;
  if (typeof v === 'number' && Number.isInteger(v)) return Long.fromNumber(v);
  if (typeof v === 'bigint') return Long.fromBigInt(v);
  return null;
}
