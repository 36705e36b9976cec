import { MongoError } from '../errors.js';
import { collectPath, compareValues, type Doc, isPlainObject, typeRank } from './values.js';

/** `meta`: the entry sorts by query metadata ({ $meta: 'textScore' }, highest first), not by a field. */
export type SortSpec = Array<{ path: string; parts: string[]; dir: 1 | -1; meta?: 'textScore' }>;

export function parseSort(sort: unknown): SortSpec | null {
  if (sort === undefined || sort === null) return null;
  if (!isPlainObject(sort)) throw new MongoError(2, 'Expected field sort to be of type object');
  const spec: SortSpec = [];
  for (const [path, dir] of Object.entries(sort)) {
    if (isPlainObject(dir)) {
      if (dir.$meta !== 'textScore' || Object.keys(dir).length !== 1) throw new MongoError(17312, '$meta is the only expression supported by $sort right now');
      spec.push({ path, parts: [path], dir: -1, meta: 'textScore' });
      continue;
    }
    const d = Number(dir);
    if (d !== 1 && d !== -1) throw new MongoError(15975, '$sort key ordering must be 1 (for ascending) or -1 (for descending)');
    spec.push({ path, parts: path.split('.'), dir: d });
  }
  return spec.length ? spec : null;
}

/**
 * An empty array's sort key: below null and a missing field, above MinKey
 * (MongoDB's "Comparison/Sort Order", Arrays: "A comparison of an empty
 * array (e.g. [ ]) treats the empty array as less than a null value or a
 * missing field"; mongod keys it as undefined, whose type sorts there).
 */
const EMPTY_ARRAY = Symbol('empty array');

function compareKeys(a: unknown, b: unknown, compare: Compare): number {
  if (a === EMPTY_ARRAY || b === EMPTY_ARRAY) {
    if (a === b) return 0;
    const other = a === EMPTY_ARRAY ? b : a;
    const c = typeRank(other) === 1 ? 1 : -1; // only MinKey sorts lower
    return a === EMPTY_ARRAY ? c : -c;
  }
  return compare(a, b);
}

/** Sort key for one field: the lowest element ascending, the highest descending (mongod's array rule). */
function sortKey(doc: Doc, parts: string[], dir: 1 | -1, compare: Compare): unknown {
  const out: unknown[] = [];
  collectPath(doc, parts, 0, out, EMPTY_ARRAY);
  let best = out[0];
  for (let i = 1; i < out.length; i++) {
    const c = compareKeys(out[i], best, compare);
    if ((dir === 1 && c < 0) || (dir === -1 && c > 0)) best = out[i];
  }
  return best;
}

type Compare = (a: unknown, b: unknown) => number;

/** Sorts docs by spec; compare is a collation's (collation.ts) or mongod's binary order. */
export function sortDocs<T extends Doc>(docs: T[], spec: SortSpec, compare: Compare = compareValues): T[] {
  if (spec.length === 1 && spec[0]!.path === '$natural') return spec[0]!.dir === 1 ? docs : docs.reverse();
  const keyed = docs.map((d) => ({ d, k: spec.map((s) => sortKey(d, s.parts, s.dir, compare)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < spec.length; i++) {
      const c = compareKeys(a.k[i], b.k[i], compare);
      if (c !== 0) return c * spec[i]!.dir;
    }
    return 0;
  });
  return keyed.map((x) => x.d);
}
