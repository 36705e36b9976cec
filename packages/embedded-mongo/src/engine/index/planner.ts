import type { Collection } from '../collection.js';
import type { SortSpec } from '../sort.js';
import { compareValues, type Doc, isPlainObject, keyOf, typeRank } from '../values.js';
import { formatBound, pointBound } from './bounds.js';
import { COUNT_CAP, type Entry, Index, type Rec } from './index.js';
import type { Partitions } from './partitions.js';
import { countInRange } from './rangeCount.js';
import type { SortedList } from './sortedList.js';

/**
 * Picks how to enumerate candidate records for a filter: an equality lookup
 * in a hash, a range or ordered walk of a sorted index, or a full scan. The
 * caller re-applies the filter unless the plan is exact, so a plan only has
 * to return a superset of the matching records.
 */
export interface Plan {
  kind: 'eq' | 'range' | 'sortIndex' | 'scan' | 'text' | 'geo';
  index?: string;
  /** True when records come out already in the requested sort order. */
  ordered: boolean;
  /**
   * True when every record the plan yields matches the filter, so the
   * caller may skip re-applying it: the filter is nothing but equalities on
   * exactly the index's fields, each to a plain value (see exactEquality).
   */
  exact?: boolean;
  /**
   * Top-level filter fields every yielded record is known to satisfy (plain
   * equalities the index lookup answered): the caller need only re-check
   * the rest of the filter. Reading userId from each of 100k records just
   * to confirm what the index said costs more than the search itself.
   */
  covered?: string[];
  records: Iterable<Rec>;
  /** What explain reports about the index scan (built only when asked). */
  describe?: () => ScanDescription;
  /** An ordered walk's alternative: once it has examined more than `budget` records without finishing, run `plan` instead. */
  fallback?: { budget: number; plan: () => Plan };
}

/** An index scan as explain shows it: bounds per field in mongod's notation, and the direction. */
export interface ScanDescription {
  bounds: Record<string, string[]>;
  direction: 'forward' | 'backward';
}

interface Bound {
  v: unknown;
  inc: boolean;
}

interface Cond {
  eq?: unknown[];
  /** `$all: [values]`: each value alone is an equality every match meets (an index may look up any one). */
  all?: unknown[];
  lo?: Bound;
  hi?: Bound;
}

const SMALL_EQ = 64;

export function plan(coll: Collection, filter: Doc | undefined, sort: SortSpec | null): Plan {
  const conds = analyze(filter ?? {});
  const eq = bestEquality(coll, conds, filter ?? {});
  if (eq && eq.count <= SMALL_EQ) return eq.plan;
  // Unsorted: a compound index's group and range ({ userId, firstLeadAt ≥ t })
  // when it holds fewer records than the best equality ({ userId }).
  const part = sort ? null : partitionRange(coll, conds, eq ? eq.lookupSize() : Infinity);
  if (part) return part;
  if (eq && !sort) return eq.plan;

  if (sort && sort.length === 1) {
    const s = sort[0]!;
    const ix = sortedIndexFor(coll, s.path, true);
    if (ix) {
      const c = conds.get(s.path);
      // With an equality lookup at hand, the walk is a trial (as mongod's
      // multi-planner races plans): past as many records as the lookup
      // holds, matches are too sparse in the order (a search few leads
      // meet), and the lookup plus an in-memory sort costs less.
      const fallback = eq ? { budget: eq.lookupSize(), plan: () => eq.plan } : undefined;
      return {
        kind: 'sortIndex',
        index: ix.name,
        ordered: true,
        records: walk(ix, c?.lo, c?.hi, s.dir),
        describe: () => rangeDescription(ix, c?.lo, c?.hi, s.dir),
        fallback,
      };
    }
  }
  if (eq) return eq.plan;

  for (const [path, c] of conds) {
    if (!c.lo && !c.hi) continue;
    const ix = sortedIndexFor(coll, path, false);
    if (!ix) continue;
    // On a multikey index two bounds may be met by different elements; keep one.
    const hi = ix.multikey && c.lo ? undefined : c.hi;
    return { kind: 'range', index: ix.name, ordered: false, records: dedupe(walk(ix, c.lo, hi, 1)), describe: () => rangeDescription(ix, c.lo, hi, 1) };
  }
  return { kind: 'scan', ordered: false, records: coll.records() };
}

function sortedIndexFor(coll: Collection, path: string, forSort: boolean): Index | undefined {
  return coll.indexes.find((ix) => ix.sortable && ix.complete && !ix.spec.hidden && ix.fields[0]!.path === path && !(forSort && ix.multikey));
}

/**
 * Values whose equality the index answers exactly: strings, finite numbers,
 * booleans, dates and ObjectIds. Not null (it also matches a missing
 * field), not arrays or documents (whole-value equality), not regexes.
 */
export function isPlainEqualityValue(v: unknown): boolean {
  if (typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (v instanceof Date) return true;
  return typeof v === 'object' && v !== null && (v as { _bsontype?: string })._bsontype === 'ObjectId';
}

/** The index's fields whose filter condition is `<field>: <plain value>` at the top level: an equality lookup answers them exactly. */
function coveredFields(ix: Index, filter: Doc): string[] {
  if (!ix.complete) return [];
  return ix.fields.filter((f) => Object.hasOwn(filter, f.path) && isPlainEqualityValue(filter[f.path])).map((f) => f.path);
}

/** The filter is exactly `{ <each index field>: <plain value> }` on a full (not sparse or partial) index. */
function exactEquality(ix: Index, filter: Doc): boolean {
  return Object.keys(filter).length === ix.fields.length && coveredFields(ix, filter).length === ix.fields.length;
}

/** Lexicographic: fewer candidates, then exact, then more fields. */
const isBetter = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};

/**
 * One way to look an index up by equality: a value list per field, and for
 * a compound index with a field under `$all`, that field's values (all of
 * them looked up, the records in every one's postings: Index.lookupAll).
 */
interface EqualityLookup {
  lists: unknown[][];
  all?: { at: number; path: string; values: unknown[] };
}

function bestEquality(
  coll: Collection,
  conds: Map<string, Cond>,
  filter: Doc,
): { count: number; ix: Index; lists: unknown[][]; lookupSize: () => number; plan: Plan } | null {
  let best: { count: number; rank: number[]; ix: Index; lookup: EqualityLookup; bound: number; exact: boolean } | null = null;
  for (const ix of coll.indexes) {
    if (!ix.complete || ix.spec.hidden) continue;
    for (const lookup of equalityLookups(ix, conds)) {
      // Single-field lookups stop counting at COUNT_CAP: past it, counts say
      // only "many", and the index matching more of the filter's fields (the
      // exact one first) is the better bet.
      // An $all's intersection is computed only if its records are read: its rarest value bounds it.
      const bound = lookup.all ? ix.lookupAllBound(lookup.lists, lookup.all.at, lookup.all.values) : ix.lookupCount(lookup.lists);
      const count = Math.min(bound, COUNT_CAP);
      const exact = exactEquality(ix, filter);
      const rank = [count, exact ? 0 : 1, -ix.fields.length];
      if (best && !isBetter(rank, best.rank)) continue;
      best = { count, rank, ix, lookup, bound, exact };
    }
  }
  // Only the winner's records are looked up.
  if (!best) return null;
  const { ix, lookup, bound } = best;
  const { lists, all } = lookup;
  const describe = (): ScanDescription => ({
    bounds: Object.fromEntries(ix.fields.map((f, i) => [f.path, (all?.at === i ? all.values : lists[i]!).map(pointBound)])),
    direction: 'forward',
  });
  // Looked up when read: a sorted query may walk another index instead.
  const records: Iterable<Rec> = { [Symbol.iterator]: () => (all ? ix.lookupAll(lists, all.at, all.values) : ix.lookup(lists))[Symbol.iterator]() };
  const covered = coveredFields(ix, filter);
  // The records under every one of an $all's values hold them all: the
  // condition need not be read again from each record (when it is the
  // field's whole top-level condition, the one these values came from).
  if (all) {
    const cond = filter[all.path];
    if (isPlainObject(cond) && Object.keys(cond).length === 1 && cond.$all === all.values) covered.push(all.path);
  }
  // At most (an $all's intersection may hold fewer): a walk's budget, a range's threshold.
  const lookupSize = () => (all ? bound : exactLookupCount(ix, lists));
  return { count: best.count, ix, lists, lookupSize, plan: { kind: 'eq', index: ix.name, ordered: false, exact: best.exact, covered, records, describe } };
}

/**
 * The equality lookups an index may answer: each field's equality; for a
 * field under `$all`, on a single-field index each of its values in turn
 * (the planner keeps the one with the fewest records: the rarest of an
 * app's search keys), on a compound one all of them at once (their
 * postings intersected). A second `$all` field is looked up by its first value.
 */
function* equalityLookups(ix: Index, conds: Map<string, Cond>): Generator<EqualityLookup> {
  const lists: unknown[][] = [];
  let alternatives: { at: number; path: string; values: unknown[] } | null = null;
  for (const f of ix.fields) {
    const c = conds.get(f.path);
    if (c?.eq) lists.push(c.eq);
    else if (c?.all && !alternatives) {
      alternatives = { at: lists.length, path: f.path, values: c.all };
      lists.push([c.all[0]]);
    } else if (c?.all) lists.push([c.all[0]]);
    else return;
  }
  if (!alternatives) {
    yield { lists };
    return;
  }
  if (ix.hash) {
    yield { lists, all: alternatives };
    return;
  }
  const { at, values } = alternatives;
  for (const v of values) yield { lists: lists.map((l, i) => (i === at ? [v] : l)) };
}

/** How many records an equality lookup yields, uncounted past COUNT_CAP no more (a sorted list counts by position). */
function exactLookupCount(ix: Index, lists: unknown[][]): number {
  if (!ix.list) return ix.lookupCount(lists);
  return lists[0]!.reduce<number>((n, v) => n + countInRange(ix.list!, (e) => ix.value(e), { v, inc: true }, { v, inc: true }), 0);
}

/**
 * The smallest "leading fields equal, last field in a range" group of a
 * compound index (Partitions), when it holds fewer than `than` records.
 * Candidates only: the caller re-applies the filter.
 */
function partitionRange(coll: Collection, conds: Map<string, Cond>, than: number): Plan | null {
  let best: { count: number; ix: Index; key: string; last: Cond; eqs: unknown[]; partitions: Partitions } | null = null;
  for (const ix of coll.indexes) {
    if (!ix.hasPartitions || !ix.complete || ix.spec.hidden || ix.multikey) continue;
    const leading = ix.fields.slice(0, -1).map((f) => conds.get(f.path)?.eq);
    if (leading.some((eq) => eq?.length !== 1 || !isPlainEqualityValue(eq[0]))) continue;
    const last = conds.get(ix.fields[ix.fields.length - 1]!.path);
    if (!last || (!last.lo && !last.hi)) continue;
    const eqs = leading.map((eq) => eq![0]);
    const key = ix.partitionKey([...eqs.map((v) => [v]), []]); // the last field's values are not part of the key
    const partitions = ix.usePartitions(() => coll.records())!;
    const count = partitions.count(key, last.lo, last.hi);
    if (count < (best?.count ?? than)) best = { count, ix, key, last, eqs, partitions };
  }
  if (!best) return null;
  const { ix, key, last, eqs, partitions } = best;
  const describe = (): ScanDescription => {
    const bounds: Record<string, string[]> = Object.fromEntries(ix.fields.slice(0, -1).map((f, i) => [f.path, [pointBound(eqs[i])]]));
    const lastPath = ix.fields[ix.fields.length - 1]!.path;
    bounds[lastPath] = rangeDescription(ix, last.lo, last.hi, 1).bounds[ix.fields[0]!.path]!;
    return { bounds, direction: 'forward' };
  };
  return { kind: 'range', index: ix.name, ordered: false, records: partitions.walk(key, last.lo, last.hi), describe };
}

function rangeDescription(ix: Index, lo: Bound | undefined, hi: Bound | undefined, dir: 1 | -1): ScanDescription {
  const interval =
    !lo && !hi
      ? '[MinKey, MaxKey]'
      : `${lo?.inc === false ? '(' : '['}${lo ? formatBound(lo.v) : 'MinKey'}, ${hi ? formatBound(hi.v) : 'MaxKey'}${hi?.inc === false ? ')' : ']'}`;
  return { bounds: { [ix.fields[0]!.path]: [interval] }, direction: dir === 1 ? 'forward' : 'backward' };
}

function* walk(ix: Index, lo: Bound | undefined, hi: Bound | undefined, dir: 1 | -1): Generator<Rec> {
  const list: SortedList<Entry> = ix.list!;
  const rank = typeRank((lo ?? hi)?.v);
  const inRange = (v: unknown): boolean => {
    if (lo || hi) {
      if (typeRank(v) !== rank) return false;
      if (lo) {
        const c = compareValues(v, lo.v);
        if (c < 0 || (c === 0 && !lo.inc)) return false;
      }
      if (hi) {
        const c = compareValues(v, hi.v);
        if (c > 0 || (c === 0 && !hi.inc)) return false;
      }
    }
    return true;
  };
  if (!lo && !hi) {
    for (const e of dir === 1 ? list.ascending() : list.descending()) yield Index.recOf(e);
    return;
  }
  // Entries of one type bracket are contiguous; seek to the bracket edge, stop when leaving it.
  const geLo = (e: Entry): boolean => {
    const v = ix.value(e);
    const r = typeRank(v);
    if (r !== rank) return r > rank;
    if (!lo) return true;
    const c = compareValues(v, lo.v);
    return lo.inc ? c >= 0 : c > 0;
  };
  const leHi = (e: Entry): boolean => {
    const v = ix.value(e);
    const r = typeRank(v);
    if (r !== rank) return r < rank;
    if (!hi) return true;
    const c = compareValues(v, hi.v);
    return hi.inc ? c <= 0 : c < 0;
  };
  const iter = dir === 1 ? list.ascending(geLo) : list.descending(leHi);
  for (const e of iter) {
    if (!inRange(ix.value(e))) break;
    yield Index.recOf(e);
  }
}

function* dedupe(recs: Iterable<Rec>): Generator<Rec> {
  const seen = new Set<Rec>();
  for (const r of recs) {
    if (seen.has(r)) continue;
    seen.add(r);
    yield r;
  }
}

/** Equality and range conditions on top-level paths (including inside a top-level $and). */
function analyze(filter: Doc, out = new Map<string, Cond>()): Map<string, Cond> {
  for (const [path, v] of Object.entries(filter)) {
    if (path === '$and' && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) analyze(sub, out);
      continue;
    }
    if (path.startsWith('$')) continue;
    const cond = out.get(path) ?? {};
    if (isOperatorObject(v)) {
      for (const [op, arg] of Object.entries(v)) {
        if (op === '$eq' && indexable(arg)) cond.eq = [arg];
        else if (op === '$in' && Array.isArray(arg) && arg.every(indexable)) cond.eq = arg;
        else if (op === '$all' && Array.isArray(arg) && arg.length > 0 && arg.every(isPlainEqualityValue)) cond.all = arg;
        else if ((op === '$gt' || op === '$gte') && rangeable(arg)) cond.lo = { v: arg, inc: op === '$gte' };
        else if ((op === '$lt' || op === '$lte') && rangeable(arg)) cond.hi = { v: arg, inc: op === '$lte' };
      }
      // $gt: 5 with $lt: 'x' can never both hold on one index bracket; drop the range.
      if (cond.lo && cond.hi && typeRank(cond.lo.v) !== typeRank(cond.hi.v)) delete cond.hi;
    } else if (indexable(v)) cond.eq = [v];
    out.set(path, cond);
  }
  return out;
}

function isOperatorObject(v: unknown): v is Doc {
  if (!isPlainObject(v)) return false;
  const keys = Object.keys(v);
  return keys.length > 0 && keys.every((k) => k.startsWith('$'));
}

function indexable(v: unknown): boolean {
  if (v === undefined || Array.isArray(v) || v instanceof RegExp) return false;
  if (isPlainObject(v)) return Object.keys(v).every((k) => !k.startsWith('$')) && keyOf(v).length < 4096;
  return true;
}

function rangeable(v: unknown): boolean {
  const r = typeRank(v);
  return r === 10 || r === 15 || r === 45 || r === 35;
}
