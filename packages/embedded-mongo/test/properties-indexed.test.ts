import { ObjectId } from 'bson';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { Catalog } from '../src/engine/catalog.js';
import { Collection } from '../src/engine/collection.js';
import { countByIndex } from '../src/engine/count.js';
import { type FindOptions, findRecords } from '../src/engine/find.js';
import type { IndexSpec } from '../src/engine/index/indexSpec.js';
import { compareValues, type Doc, typeRank } from '../src/engine/values.js';
import { arbBody, arbDocs, arbFilter, arbFlatBody, arbLeaf, arbScalar, arbSortFields, leavesOf, params, roundTrip, SEED } from './support/arbitraries.js';
import { show, sortKey } from './support/oracle.js';

/**
 * Property tests of the indexed query plans (engine/index/planner.ts,
 * engine/count.ts): the same find on a collection with indexes (single
 * field, compound, multikey, sparse, partial; built before or after the
 * documents, then kept in step through replacements and deletes) and on one
 * without (a collection scan, itself checked against mingo in
 * properties-match.test.ts) must return the same documents, in the same
 * order where the order is defined, and countByIndex must count what the
 * scan finds. FC_SEED=<n> replays a seed.
 */
const RUNS = 200;

const INDEXES: IndexSpec[] = [
  { v: 2, key: { a: 1 }, name: 'a_1' },
  { v: 2, key: { b: -1 }, name: 'b_-1' },
  { v: 2, key: { c: 1 }, name: 'c_1' },
  { v: 2, key: { 'a.x': 1 }, name: 'a.x_1' },
  { v: 2, key: { a: 1, b: 1 }, name: 'a_1_b_1' },
  { v: 2, key: { c: 1, 'a.x': -1 }, name: 'c_1_a.x_-1' },
  { v: 2, key: { b: 1, c: 1, a: 1 }, name: 'b_1_c_1_a_1' },
  { v: 2, key: { 'b.x': 1 }, name: 'b.x_1', sparse: true },
  { v: 2, key: { c: -1 }, name: 'c_-1_partial', partialFilterExpression: { c: { $exists: true } } },
];

/**
 * Filters of the shapes the planner answers: equalities, $in, $all and
 * ranges on indexed paths, in a top-level $and at times; operands are
 * mostly values the documents hold (so that lookups find something).
 */
function arbIndexedFilter(docs: Doc[]): fc.Arbitrary<Doc> {
  const held = leavesOf(docs);
  const pick = (xs: unknown[], weight: number) => ({ weight: xs.length ? weight : 0, arbitrary: xs.length ? fc.constantFrom(...xs) : arbLeaf });
  const clause: fc.Arbitrary<[string, unknown]> = fc.constantFrom('a', 'b', 'c', 'a.x', 'b.x', '_id').chain((path) => {
    // Values found at this path in some document (array elements included), then any the documents hold.
    const there = docs.flatMap((d) => valuesAt(d, path.split('.')));
    const value = fc.oneof(pick(there, 6), pick(held, 1), { weight: 1, arbitrary: arbLeaf });
    const scalar = value.filter((v) => v !== null && v !== undefined);
    return fc.tuple(
      fc.constant(path),
      fc.oneof(
        { weight: 4, arbitrary: value },
        { weight: 1, arbitrary: fc.record({ $eq: value }) },
        { weight: 2, arbitrary: fc.record({ $in: fc.array(value, { minLength: 1, maxLength: 3 }) }) },
        { weight: 1, arbitrary: fc.record({ $all: fc.array(scalar, { minLength: 1, maxLength: 2 }) }) },
        { weight: 3, arbitrary: fc.tuple(fc.constantFrom('$gt', '$gte', '$lt', '$lte'), scalar).map(([op, v]) => ({ [op]: v })) },
        {
          weight: 2,
          arbitrary: fc
            .tuple(scalar, scalar, fc.boolean(), fc.boolean())
            // Mostly bounds of one type: a range across two types matches nothing (type bracketing).
            .filter(([lo, hi]) => typeRank(lo) === typeRank(hi))
            .map(([lo, hi, li, hi2]) => (compareValues(lo, hi) <= 0 ? [lo, hi, li, hi2] : [hi, lo, li, hi2]))
            .map(([lo, hi, li, hi2]) => ({ [li ? '$gte' : '$gt']: lo, [hi2 ? '$lte' : '$lt']: hi })),
        },
      ),
    );
  });
  const compound = arbCompoundFilter(docs);
  return fc.oneof(
    { weight: 5, arbitrary: compound },
    { weight: 6, arbitrary: clause.map(([k, v]) => ({ [k]: v })) },
    { weight: 2, arbitrary: fc.array(clause, { minLength: 2, maxLength: 3 }).map((cs) => Object.fromEntries(cs)) },
    { weight: 1, arbitrary: fc.array(clause, { minLength: 2, maxLength: 3 }).map((cs) => ({ $and: cs.map(([k, v]) => ({ [k]: v })) })) },
    { weight: 1, arbitrary: fc.tuple(clause, arbFilter).map(([[k, v], rest]) => ({ [k]: v, ...rest })) },
    { weight: 1, arbitrary: arbFilter },
  );
}

/**
 * A compound index's shape: equalities on its leading fields, a range (or
 * an equality) on its last, which partition walks and counts answer. The
 * values are mostly one document's, so that the equalities meet.
 */
function arbCompoundFilter(
  docs: Doc[],
  shapes: string[][] = [
    ['a', 'b'],
    ['c', 'a.x'],
    ['b', 'c', 'a'],
  ],
): fc.Arbitrary<Doc> {
  const scalarAt = (d: Doc, path: string) => {
    const v = valuesAt(d, path.split('.'))[0];
    return v === null || v === undefined || (typeof v === 'object' && !(v instanceof Date) && !(v instanceof ObjectId)) ? undefined : v;
  };
  const source: fc.Arbitrary<Doc | null> = docs.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...docs) }, { weight: 1, arbitrary: fc.constant(null) })
    : fc.constant(null);
  return fc
    .tuple(
      fc.constantFrom(...shapes),
      source,
      source,
      fc.array(arbScalar, { minLength: 4, maxLength: 4 }),
      fc.constantFrom('$gt', '$gte'),
      fc.constantFrom('$lt', '$lte', null),
      fc.boolean(),
    )
    .map(([paths, d, e, spare, opLo, opHi, eq]) => {
      const value = (doc: Doc | null, path: string, i: number) => (doc ? scalarAt(doc, path) : undefined) ?? spare[i];
      const last = paths[paths.length - 1]!;
      const f: Doc = Object.fromEntries(paths.slice(0, -1).map((p, i) => [p, value(d, p, i)]));
      const lo = value(d, last, 2);
      const hi = value(e, last, 3);
      const [min, max] = compareValues(lo, hi) <= 0 ? [lo, hi] : [hi, lo];
      if (eq) f[last] = lo;
      else f[last] = opHi && typeRank(lo) === typeRank(hi) ? { [opLo]: min, [opHi]: max } : { [opLo]: lo };
      return f;
    });
}

/** No sort, one field (the index walk; ties are compared as sets), or several with _id last (a total order). */
const arbSort = fc.oneof(
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('a', 'b', 'c', 'a.x', 'b.x', '_id'), fc.constantFrom<1 | -1>(1, -1)).map((s) => [s]) },
  { weight: 1, arbitrary: arbSortFields.map((s): Array<[string, 1 | -1]> => [...s, ['_id', 1]]) },
);

/** Writes after the load: replace a document's body, or delete it (by position among the documents). */
const arbWrites = fc.array(fc.tuple(fc.nat(40), fc.option(arbBody, { freq: 3 })), { maxLength: 6 });

/** The scalars at a path in a document, through arrays (what a multikey index holds for it). */
function valuesAt(v: unknown, parts: string[]): unknown[] {
  if (Array.isArray(v)) return v.flatMap((e) => valuesAt(e, parts));
  if (parts.length === 0) return v === undefined ? [] : [v];
  if (v === null || typeof v !== 'object' || Object.getPrototypeOf(v) !== Object.prototype) return [];
  return valuesAt((v as Doc)[parts[0]!], parts.slice(1));
}

interface Setup {
  docs: Doc[];
  indexes: IndexSpec[];
  indexFirst: boolean;
  /** Build the compound indexes' range partitions before the writes (as a first count would), so that the writes must keep them in step. */
  warm: boolean;
  writes: Array<[number, Doc | null]>;
}

function build(s: Setup, withIndexes: boolean): Collection {
  const catalog = new Catalog();
  const coll = catalog.create('db', 'c', {});
  const addIndexes = () => withIndexes && s.indexes.forEach((spec) => catalog.addIndex(coll, structuredClone(spec)));
  if (s.indexFirst) addIndexes();
  for (const d of s.docs) catalog.insert(coll, d);
  if (!s.indexFirst) addIndexes();
  if (s.warm) for (const ix of coll.indexes) ix.usePartitions(() => coll.records());
  for (const [at, body] of s.writes) {
    const id = s.docs.length ? s.docs[at % s.docs.length]!._id : undefined;
    const rec = coll.byId(id);
    if (!rec) continue;
    if (body) catalog.replace(coll, rec, roundTrip({ _id: id, ...body }));
    else catalog.remove(coll, rec);
  }
  return coll;
}

/** The documents build() leaves (for operands that meet them). */
function afterWrites(s: Setup): Doc[] {
  const docs = new Map(s.docs.map((d) => [d._id, d]));
  for (const [at, body] of s.writes) {
    const id = s.docs.length ? s.docs[at % s.docs.length]!._id : undefined;
    if (!docs.has(id)) continue;
    if (body) docs.set(id, { _id: id, ...body });
    else docs.delete(id);
  }
  return [...docs.values()];
}

const idsOf = (recs: ReturnType<typeof findRecords>) => recs.map((r) => Collection.idOf(r) as number);

describe(`indexed plans against a collection scan (seed ${SEED})`, () => {
  it('find (filter, sort, skip, limit) and countByIndex answer as the scan does', () => {
    console.log(`properties-indexed: seed ${SEED} (FC_SEED=<n> to change)`);
    const arbSetup: fc.Arbitrary<Setup> = fc.record({
      // Documents without arrays too: a single-key index sorts and counts (multikey ones do neither).
      docs: fc.oneof({ weight: 1, arbitrary: arbDocs(40) }, { weight: 2, arbitrary: arbDocs(40, arbFlatBody) }),
      // Compound indexes alone at times: with a single-field index on the leading field the planner prefers that one's equality lookup.
      indexes: fc.oneof(
        { weight: 2, arbitrary: fc.subarray(INDEXES, { minLength: 3 }) },
        {
          weight: 1,
          arbitrary: fc.subarray(
            INDEXES.filter((ix) => Object.keys(ix.key).length > 1),
            { minLength: 1 },
          ),
        },
      ),
      indexFirst: fc.boolean(),
      warm: fc.boolean(),
      writes: arbWrites,
    });
    const arbCase = arbSetup.chain((setup) => fc.tuple(fc.constant(setup), arbIndexedFilter(afterWrites(setup))));
    fc.assert(
      fc.property(arbCase, arbSort, fc.nat(3), fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 6 })), ([setup, filter], sort, skip, limit) => {
        const scan = build(setup, false);
        const indexed = build(setup, true);
        const opts: FindOptions = { filter, sort: sort ? Object.fromEntries(sort) : undefined, skip, limit };
        let want: number[];
        try {
          want = idsOf(findRecords(scan, opts));
        } catch {
          // A filter the server refuses (mingo's error) is refused either way.
          expect(() => findRecords(indexed, opts)).toThrow();
          return;
        }
        const got = idsOf(findRecords(indexed, opts));
        const byId = new Map<unknown, Doc>([...scan.records()].map((r) => [Collection.idOf(r), r.doc()]));
        if (!sort) {
          // No order is defined: with skip or limit, any matching documents, as many as the scan gives.
          const all = idsOf(findRecords(scan, { filter })).sort((x, y) => x - y);
          if (skip || limit) {
            expect(got.length, 'how many').toBe(want.length);
            expect(all, 'only matching documents').toEqual(expect.arrayContaining(got));
            expect(new Set(got).size, 'each once').toBe(got.length);
          } else expect([...got].sort((x, y) => x - y)).toEqual(all);
        } else if (sort.length === 1 && sort[0]![0] !== '_id') {
          // One sort field: documents with equal keys may come in any order, so compare
          // the keys in order and, within each run of equal keys, the documents as a set
          // (but for runs that skip or limit cut, of which only the size is defined).
          const [path, dir] = sort[0]!;
          const keys = (ids: number[]) => ids.map((id) => show(sortKey(byId.get(id)!, path, dir)));
          const gk = keys(got);
          expect(gk, 'sort keys in order').toEqual(keys(want));
          const runs: Array<[number, number]> = [];
          for (let i = 0; i < gk.length; i++) {
            if (i > 0 && gk[i] === gk[i - 1]) runs[runs.length - 1]![1] = i + 1;
            else runs.push([i, i + 1]);
          }
          runs.forEach(([from, to], i) => {
            if ((i === 0 && skip) || (i === runs.length - 1 && limit)) return;
            expect(
              got.slice(from, to).sort((x, y) => x - y),
              `documents with key ${gk[from]}`,
            ).toEqual(want.slice(from, to).sort((x, y) => x - y));
          });
        } else expect(got).toEqual(want);
        const counted = countByIndex(indexed, filter);
        if (counted !== null) expect(counted, 'countByIndex').toBe(findRecords(scan, { filter }).length);
      }),
      params(RUNS),
    );
  });

  it('compound indexes alone: partition walks and counts (equalities, then a range on the last field) answer as the scan does', () => {
    const arbSetup: fc.Arbitrary<Setup> = fc.record({
      docs: fc.oneof({ weight: 3, arbitrary: arbDocs(40, arbFlatBody) }, { weight: 1, arbitrary: arbDocs(40) }),
      indexes: fc.subarray(
        INDEXES.filter((ix) => Object.keys(ix.key).length > 1),
        { minLength: 1 },
      ),
      indexFirst: fc.boolean(),
      warm: fc.boolean(),
      writes: arbWrites,
    });
    const arbCase = arbSetup.chain((setup) =>
      fc.tuple(
        fc.constant(setup),
        arbCompoundFilter(
          afterWrites(setup),
          setup.indexes.map((ix) => Object.keys(ix.key)),
        ),
      ),
    );
    fc.assert(
      fc.property(arbCase, fc.nat(2), fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4 })), ([setup, filter], skip, limit) => {
        const scan = build(setup, false);
        const indexed = build(setup, true);
        const all = idsOf(findRecords(scan, { filter })).sort((x, y) => x - y);
        const got = idsOf(findRecords(indexed, { filter, skip, limit }));
        if (skip || limit) {
          expect(got.length, 'how many').toBe(idsOf(findRecords(scan, { filter, skip, limit })).length);
          expect(all, 'only matching documents').toEqual(expect.arrayContaining(got));
        } else expect([...got].sort((x, y) => x - y)).toEqual(all);
        const counted = countByIndex(indexed, filter);
        if (counted !== null) expect(counted, 'countByIndex').toBe(all.length);
      }),
      params(RUNS),
    );
  });
});
