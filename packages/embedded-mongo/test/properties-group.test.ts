import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { aggregateCommands } from '../src/commands/aggregate.js';
import type { CommandContext } from '../src/commands/context.js';
import { fastGroup } from '../src/engine/aggregate/fastGroup.js';
import { Catalog } from '../src/engine/catalog.js';
import type { Doc } from '../src/engine/values.js';
import { arbDocs, arbFilter, params, roundTrip, SEED } from './support/arbitraries.js';
import { compareBson, mingoAggregate, mingoMatch, show } from './support/oracle.js';

/**
 * Property tests of the native $group (engine/aggregate/fastGroup.ts): the
 * aggregate command, which runs a leading $match through the query planner
 * and common $group shapes on the stored bytes, must return the groups
 * mingo's Aggregator returns for the same documents. $group's output order
 * is not defined (MongoDB's $group docs: "does not order its output
 * documents"), so groups are compared as a multiset. fastGroup over decoded
 * documents (its other reader) is checked too. FC_SEED=<n> replays a seed.
 */
const RUNS = 250;

const FIELD_PATHS = ['$a', '$b', '$c', '$a.x', '$a.y', '$b.x'];
const arbFieldPath = fc.constantFrom(...FIELD_PATHS);

const arbId: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: arbFieldPath },
  { weight: 1, arbitrary: fc.constantFrom(null, 'all', 1, true) },
  { weight: 2, arbitrary: fc.record({ k: arbFieldPath, m: arbFieldPath }, { requiredKeys: ['k'] }) },
);

const arbAccumulator: fc.Arbitrary<Doc> = fc.oneof(
  fc.constant({ $sum: 1 }),
  fc.constant({ $count: {} }),
  fc
    .constantFrom('$sum', '$avg', '$min', '$max', '$first', '$last')
    .chain((op) => fc.oneof({ weight: 5, arbitrary: arbFieldPath }, { weight: 1, arbitrary: fc.constantFrom(2, 'k', null) }).map((arg) => ({ [op]: arg }))),
);

const arbGroup: fc.Arbitrary<Doc> = fc.tuple(arbId, fc.array(arbAccumulator, { minLength: 1, maxLength: 4 })).map(([id, accs]) => {
  const spec: Doc = { _id: id };
  accs.forEach((acc, i) => (spec[`f${i}`] = acc));
  return spec;
});

/** The aggregate command's answer, in-process (no server): the cursor's first batch is all of it here. */
function aggregate(catalog: Catalog, pipeline: Doc[]): Doc[] {
  const ctx = { catalog, db: 'db', cursors: { first: (_ns: string, docs: Doc[]) => docs } } as unknown as CommandContext;
  return aggregateCommands.aggregate!(ctx, { aggregate: 'c', pipeline, cursor: {} }) as unknown as Doc[];
}

/**
 * mingo's $group, except $min and $max: mingo orders values of different
 * types differently from mongod (an array below a sub-document, ObjectId
 * above booleans and dates), so those two are computed here from what
 * `$push` collects, in MongoDB's documented way ($min/$max in $group:
 * "compares both value and type, using the specified BSON comparison
 * order", ignores null and missing values, and compares an array as a whole
 * rather than its elements; https://www.mongodb.com/docs/v7.0/reference/operator/aggregation/min/).
 */
function groupOracle(docs: Doc[], group: Doc): Doc[] {
  const minMax = new Map<string, '$min' | '$max'>();
  const spec: Doc = {};
  for (const [name, acc] of Object.entries(group)) {
    const op = name === '_id' ? undefined : Object.keys(acc as Doc)[0];
    const arg = op ? (acc as Doc)[op] : undefined;
    // A constant is its own minimum ($push of a constant null is not what it seems in mingo).
    if ((op === '$min' || op === '$max') && !(typeof arg === 'string' && arg.startsWith('$'))) spec[name] = { $first: { $literal: arg } };
    else if (op === '$min' || op === '$max') {
      minMax.set(name, op);
      spec[name] = { $push: (acc as Doc)[op] };
    } else spec[name] = acc;
  }
  return mingoAggregate(docs, [{ $group: spec }]).map((g) => {
    for (const [name, op] of minMax) {
      const values = (g[name] as unknown[]).filter((v) => v !== null && v !== undefined);
      let best: unknown = null;
      for (const v of values) if (best === null || (op === '$min' ? compareBson(v, best) < 0 : compareBson(v, best) > 0)) best = v;
      g[name] = best;
    }
    return g;
  });
}

/**
 * Groups in a canonical order (by _id), each as stored and sent (a BSON
 * round trip: undefined fields dropped). -0 is written as 0: the two are
 * one group key (MongoDB compares them equal), and which of them a group
 * reports (the engine: its first document's; mingo: 0) is not defined.
 */
const canonical = (groups: Doc[]) => groups.map((g) => show(roundTrip(withoutNegativeZero(g) as Doc))).sort();

function withoutNegativeZero(v: unknown): unknown {
  if (Object.is(v, -0)) return 0;
  if (Array.isArray(v)) return v.map(withoutNegativeZero);
  if (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype)
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withoutNegativeZero(x)]));
  return v;
}

describe(`$group against mingo (seed ${SEED})`, () => {
  it('aggregate ($match, $group) and fastGroup return the groups mingo returns', () => {
    console.log(`properties-group: seed ${SEED} (FC_SEED=<n> to change)`);
    fc.assert(
      fc.property(arbDocs(), fc.option(arbFilter, { freq: 3 }), arbGroup, (docs, filter, group) => {
        const matched = filter ? mingoMatch(docs, filter) : docs;
        fc.pre(!(matched instanceof Error));
        // $first/$last depend on the input's order, which only a $sort defines: a $match may be
        // answered from an index, in its order. Without a $match, both read the collection in
        // insertion order (the engine's collection scan, and mingo over the same array).
        const input = filter ? [...(matched as Doc[])].sort((x, y) => (x._id as number) - (y._id as number)) : docs;
        const pipeline: Doc[] = filter ? [{ $match: filter }, { $sort: { _id: 1 } }, { $group: group }] : [{ $group: group }];
        // The $match is mingo's Query as the server configures it (mingoMatch: $type as BSON types).
        const want = canonical(groupOracle(input, group));
        const catalog = new Catalog();
        const coll = catalog.create('db', 'c', {});
        for (const d of docs) catalog.insert(coll, d);
        expect(canonical(aggregate(catalog, pipeline)), 'aggregate command').toEqual(want);
        const direct = fastGroup(input, group);
        if (direct) expect(canonical(direct), 'fastGroup on decoded documents').toEqual(want);
      }),
      params(RUNS),
    );
  });
});
