import { compareValues, typeRank } from '../values.js';
import type { SortedList } from './sortedList.js';

/** One end of a range: the value and whether it is included. */
export interface RangeBound {
  v: unknown;
  inc: boolean;
}

/**
 * How many entries of a list sorted by value (BSON order) fall in [lo, hi]
 * as MongoDB matches a range: only values of the bounds' type bracket
 * (`$gte: <date>` never matches a number or a missing field). Both bounds,
 * when given, must be of one bracket. Reads O(log n) entries.
 */
export function countInRange<T>(list: SortedList<T>, valueOf: (e: T) => unknown, lo: RangeBound | undefined, hi: RangeBound | undefined): number {
  const rank = typeRank((lo ?? hi)!.v);
  const atOrPastLo = (e: T): boolean => {
    const v = valueOf(e);
    const r = typeRank(v);
    if (r !== rank) return r > rank;
    if (!lo) return true;
    const c = compareValues(v, lo.v);
    return lo.inc ? c >= 0 : c > 0;
  };
  const pastHi = (e: T): boolean => {
    const v = valueOf(e);
    const r = typeRank(v);
    if (r !== rank) return r > rank;
    if (!hi) return false;
    const c = compareValues(v, hi.v);
    return hi.inc ? c > 0 : c >= 0;
  };
  return Math.max(0, list.rank(pastHi) - list.rank(atOrPastLo));
}
