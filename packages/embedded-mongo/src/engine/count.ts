import type { Collection } from './collection.js';
import type { Index } from './index/index.js';
import { isPlainEqualityValue } from './index/planner.js';
import { countInRange, type RangeBound } from './index/rangeCount.js';
import { type Doc, isPlainObject, typeRank } from './values.js';

/** One top-level condition of a countable filter: a plain equality, or a range of one type bracket. */
interface Condition {
  path: string;
  eq?: unknown;
  lo?: RangeBound;
  hi?: RangeBound;
}

const RANGE_OPS: Record<string, { side: 'lo' | 'hi'; inc: boolean }> = {
  $gt: { side: 'lo', inc: false },
  $gte: { side: 'lo', inc: true },
  $lt: { side: 'hi', inc: false },
  $lte: { side: 'hi', inc: true },
};

/** A bound the index orders as MongoDB compares it: no NaN, no invalid date. */
function isBoundValue(v: unknown): boolean {
  if (!isPlainEqualityValue(v)) return false;
  return !(v instanceof Date) || !Number.isNaN(v.getTime());
}

/** The filter as conditions, or null when it is anything else ($or, $ne, $in, regexes, null, arrays, documents…). */
function conditionsOf(filter: Doc): Condition[] | null {
  const out: Condition[] = [];
  for (const [path, v] of Object.entries(filter)) {
    if (path.startsWith('$')) return null;
    if (isPlainEqualityValue(v)) {
      out.push({ path, eq: v });
      continue;
    }
    if (!isPlainObject(v) || Object.keys(v).length === 0) return null;
    const cond: Condition = { path };
    for (const [op, arg] of Object.entries(v)) {
      if (op === '$eq' && isPlainEqualityValue(arg) && Object.keys(v).length === 1) cond.eq = arg;
      else if (RANGE_OPS[op] && isBoundValue(arg) && !cond[RANGE_OPS[op].side]) cond[RANGE_OPS[op].side] = { v: arg, inc: RANGE_OPS[op].inc };
      else return null;
    }
    // Two brackets ($gte: 5, $lt: 'x') match nothing on one value; leave that to the matcher.
    if (cond.lo && cond.hi && typeRank(cond.lo.v) !== typeRank(cond.hi.v)) return null;
    out.push(cond);
  }
  return out.length ? out : null;
}

/** Whether the index holds every document with one value per field, and the planner may use it. */
function usable(ix: Index): boolean {
  return ix.complete && !ix.spec.hidden && !ix.multikey && (ix.list !== null || ix.hasPartitions);
}

/**
 * How many documents match `filter`, answered from one index without
 * visiting the matching records, or null when no index answers it exactly
 * (the caller then counts as before). Answers a filter of equalities on
 * every field of an index but the last one, and an equality or a range on
 * the last: `{ userId, createdAt: { $gte, $lt } }` from the index
 * `{ userId: 1, createdAt: 1 }`, `{ userId }` from `{ userId: 1 }`. Exact
 * because equality on a plain value and a one-bracket range are precisely
 * what the index orders by (the planner's "exact" plans rest on the same).
 */
export function countByIndex(coll: Collection | undefined, filter: unknown): number | null {
  if (!coll || !isPlainObject(filter)) return null;
  const conds = conditionsOf(filter);
  if (!conds) return null;
  const byPath = new Map(conds.map((c) => [c.path, c]));
  if (byPath.size !== conds.length) return null;
  for (const ix of coll.indexes) {
    if (!usable(ix) || ix.fields.length !== conds.length) continue;
    const ordered = ix.fields.map((f) => byPath.get(f.path));
    if (ordered.some((c) => !c)) continue;
    const last = ordered[ordered.length - 1]!;
    if (ordered.slice(0, -1).some((c) => !('eq' in c!))) continue;
    if (ix.list) {
      const bound = 'eq' in last ? { v: last.eq, inc: true } : undefined;
      return countInRange(ix.list, (e) => ix.value(e), bound ?? last.lo, bound ?? last.hi);
    }
    if ('eq' in last) return ix.lookupCount(ordered.map((c) => [c!.eq]));
    return ix.usePartitions(() => coll.records())!.count(ix.partitionKey(ordered.map((c) => [c!.eq])), last.lo, last.hi);
  }
  return null;
}
