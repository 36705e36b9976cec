import { EJSON, ObjectId } from 'bson';
import { Aggregator, Query } from 'mingo';

import { MINGO_OPTIONS } from '../../src/engine/query.js';
import { rewriteType, TYPE_CONTEXT, usesType } from '../../src/engine/typeOperator.js';
import type { Doc } from '../../src/engine/values.js';

/**
 * The reference answers the property tests compare the engine's fast paths
 * with: mingo, configured as the server configures it (MINGO_OPTIONS, and
 * $type rewritten to the server's BSON-aware $bsonType, since mingo's own
 * $type knows only JavaScript types), over plain decoded documents.
 */
export function mingoQuery(filter: Doc): Query {
  if (usesType(filter)) return new Query(rewriteType(filter), { ...MINGO_OPTIONS, context: TYPE_CONTEXT });
  return new Query(filter, MINGO_OPTIONS);
}

/** The documents mingo says match, or the error mingo raises for the filter. */
export function mingoMatch(docs: Doc[], filter: Doc): Doc[] | Error {
  try {
    const q = mingoQuery(filter);
    return docs.filter((d) => q.test(d));
  } catch (err) {
    return err as Error;
  }
}

export function mingoAggregate(docs: Doc[], pipeline: Doc[]): Doc[] {
  return new Aggregator(pipeline, MINGO_OPTIONS).run(docs) as Doc[];
}

/** A canonical text for a value: equal for values a deep comparison calls equal (key order kept). */
export function show(v: unknown): string {
  return EJSON.stringify(v === undefined ? { undefined: true } : { v }, { relaxed: false });
}

/**
 * Sort order, written from MongoDB's documentation rather than taken from
 * the engine or mingo (both would be circular or wrong, see below):
 *
 * - types compare in "Comparison/Sort Order"
 *   (https://www.mongodb.com/docs/v7.0/reference/bson-type-comparison-order/):
 *   null < numbers < strings < objects < arrays < ObjectId < booleans < dates;
 * - an array field sorts by its smallest element ascending and its largest
 *   descending, and an empty array sorts below null and a missing field
 *   (same page, "Arrays");
 * - a dotted path through an array of sub-documents takes each element's
 *   field (missing: null), as the multikey sort key does.
 *
 * mingo 7 differs from mongod here in two ways, which is why it is not the
 * oracle for sorts: it ranks ObjectId after booleans and dates, and a
 * descending sort of an array field uses the smallest element too.
 */
const RANK = { empty: 0, null: 1, number: 2, string: 3, object: 4, array: 5, objectId: 7, bool: 8, date: 9 } as const;
const EMPTY = Symbol('empty array');

function rankOf(v: unknown): number {
  if (v === EMPTY) return RANK.empty;
  if (v === null || v === undefined) return RANK.null;
  if (typeof v === 'number') return RANK.number;
  if (typeof v === 'string') return RANK.string;
  if (typeof v === 'boolean') return RANK.bool;
  if (v instanceof Date) return RANK.date;
  if (v instanceof ObjectId) return RANK.objectId;
  if (Array.isArray(v)) return RANK.array;
  return RANK.object;
}

export function compareBson(a: unknown, b: unknown): number {
  const ra = rankOf(a);
  const rb = rankOf(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case RANK.number:
      return (a as number) - (b as number);
    case RANK.string: {
      // Simple binary comparison of the UTF-8 bytes.
      return Buffer.compare(Buffer.from(a as string, 'utf8'), Buffer.from(b as string, 'utf8'));
    }
    case RANK.bool:
      return Number(a) - Number(b);
    case RANK.date:
      return (a as Date).getTime() - (b as Date).getTime();
    case RANK.objectId:
      return Buffer.compare(Buffer.from((a as ObjectId).id), Buffer.from((b as ObjectId).id));
    case RANK.array: {
      const x = a as unknown[];
      const y = b as unknown[];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const c = compareBson(x[i], y[i]);
        if (c !== 0) return c;
      }
      return x.length - y.length;
    }
    case RANK.object: {
      // Field by field: the value's type, then the field name, then the value.
      const x = Object.entries(a as Doc);
      const y = Object.entries(b as Doc);
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const t = rankOf(x[i]![1]) - rankOf(y[i]![1]);
        if (t !== 0) return t;
        const k = Buffer.compare(Buffer.from(x[i]![0], 'utf8'), Buffer.from(y[i]![0], 'utf8'));
        if (k !== 0) return k;
        const c = compareBson(x[i]![1], y[i]![1]);
        if (c !== 0) return c;
      }
      return x.length - y.length;
    }
    default:
      return 0;
  }
}

/** The values a sort reads at a path: array elements expanded (one level at the leaf), missing as null, [] as EMPTY. */
function sortValues(v: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    if (Array.isArray(v)) {
      if (v.length === 0) out.push(EMPTY);
      else out.push(...v);
    } else out.push(v === undefined ? null : v);
    return;
  }
  if (Array.isArray(v)) {
    if (v.length === 0) {
      out.push(null);
      return;
    }
    for (const e of v) {
      if (e !== null && typeof e === 'object' && !Array.isArray(e) && !(e instanceof Date) && !(e instanceof ObjectId)) sortValues(e, parts, i, out);
      else out.push(null);
    }
    return;
  }
  if (v !== null && typeof v === 'object' && !(v instanceof Date) && !(v instanceof ObjectId)) {
    sortValues((v as Doc)[parts[i]!], parts, i + 1, out);
    return;
  }
  out.push(null);
}

export function sortKey(doc: Doc, path: string, dir: 1 | -1): unknown {
  const vals: unknown[] = [];
  sortValues(doc, path.split('.'), 0, vals);
  let best = vals[0];
  for (const v of vals.slice(1)) {
    const c = compareBson(v, best);
    if (dir === 1 ? c < 0 : c > 0) best = v;
  }
  return best;
}

export function sortDocsBy(docs: Doc[], sort: Array<[string, 1 | -1]>): Doc[] {
  const keyed = docs.map((d) => ({ d, k: sort.map(([p, dir]) => sortKey(d, p, dir)) }));
  keyed.sort((x, y) => {
    for (let i = 0; i < sort.length; i++) {
      const c = compareBson(x.k[i], y.k[i]);
      if (c !== 0) return c * sort[i]![1];
    }
    return 0;
  });
  return keyed.map((e) => e.d);
}
