import { deserialize } from 'bson';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { Catalog } from '../src/engine/catalog.js';
import { Collection } from '../src/engine/collection.js';
import { findDocs, findRecords } from '../src/engine/find.js';
import { compileFilter } from '../src/engine/query.js';
import { cloneValue, type Doc } from '../src/engine/values.js';
import { arbDocs, arbFilter, arbProjection, arbSearchFilter, arbSortFields, params, SEED } from './support/arbitraries.js';
import { mingoMatch, mingoQuery, show, sortDocsBy } from './support/oracle.js';

/**
 * Property tests of the filter fast paths: the compiled matcher on decoded
 * documents (engine/matcher.ts through compileFilter) and the matcher that
 * reads stored BSON (engine/raw.ts through compileRecordFilter, what find
 * runs on a collection scan) must select exactly the documents mingo
 * selects; sorts must give MongoDB's documented order; projections what
 * mingo projects. Generated documents and filters: see support/arbitraries.ts.
 * FC_SEED=<n> replays a seed; a failure prints its seed and counterexample.
 */
const RUNS = 250;
/** The filter property runs more cases than the others: it covers the most operators. */
const FILTER_RUNS = 400;

function load(docs: Doc[]): Collection {
  const catalog = new Catalog();
  const coll = catalog.create('db', 'c', {});
  for (const d of docs) catalog.insert(coll, d);
  return coll;
}

const ids = (docs: Doc[]) => docs.map((d) => d._id as number);
const idsOf = (recs: ReturnType<typeof findRecords>) => recs.map((r) => Collection.idOf(r) as number);

describe(`filters against mingo (seed ${SEED})`, () => {
  it('compileFilter on decoded documents and find on stored records select what mingo selects', () => {
    console.log(`properties-match: seed ${SEED} (FC_SEED=<n> to change)`);
    fc.assert(
      fc.property(arbDocs(), fc.oneof({ weight: 4, arbitrary: arbFilter }, { weight: 1, arbitrary: arbSearchFilter }), (docs, filter) => {
        const expected = mingoMatch(docs, filter);
        // A filter mingo refuses is not a question for the fast paths.
        fc.pre(!(expected instanceof Error));
        const want = ids(expected as Doc[]);
        const matches = compileFilter(filter);
        expect(ids(docs.filter((d) => matches(d))), 'compileFilter (matcher.ts)').toEqual(want);
        const coll = load(docs);
        expect(
          idsOf(findRecords(coll, { filter })).sort((x, y) => x - y),
          'findRecords (raw.ts)',
        ).toEqual([...want].sort((x, y) => x - y));
      }),
      params(FILTER_RUNS),
    );
  });

  it('sorted finds give the documented order (_id last, so the order is total), with skip and limit', () => {
    fc.assert(
      fc.property(arbDocs(), arbFilter, arbSortFields, fc.nat(5), fc.nat(8), (docs, filter, sortFields, skip, limit) => {
        const matched = mingoMatch(docs, filter);
        fc.pre(!(matched instanceof Error));
        const spec: Array<[string, 1 | -1]> = [...sortFields, ['_id', 1]];
        const want = ids(sortDocsBy(matched as Doc[], spec)).slice(skip, limit ? skip + limit : undefined);
        const coll = load(docs);
        const got = idsOf(findRecords(coll, { filter, sort: Object.fromEntries(spec), skip, limit }));
        expect(got).toEqual(want);
      }),
      params(RUNS),
    );
  });

  it('projections give what mingo projects', () => {
    fc.assert(
      fc.property(arbDocs(20), arbFilter, arbProjection, (docs, filter, projection) => {
        const matched = mingoMatch(docs, filter);
        fc.pre(!(matched instanceof Error));
        const inputs = [...(matched as Doc[])].sort((a, b) => (a._id as number) - (b._id as number));
        let want: Doc[];
        try {
          // mingo's exclusion projection edits its input documents in place: give it copies.
          want = mingoQuery({}).find(inputs.map(cloneValue), projection).all() as Doc[];
        } catch {
          fc.pre(false);
          return;
        }
        const coll = load(docs);
        const got = findDocs(coll, { filter, projection, sort: { _id: 1 } }).map((d) => (d instanceof Uint8Array ? (deserialize(d) as Doc) : d));
        // Field order is compared too: mongod keeps a projected document's fields in stored order.
        expect(got.map(show)).toEqual(want.map((d, i) => show(inStoredOrder(d, inputs[i]))));
      }),
      params(RUNS),
    );
  });
});

/** A projected document's fields in the order of the stored document's (recursively, for sub-documents). */
function inStoredOrder(out: unknown, orig: unknown): unknown {
  if (Array.isArray(out)) return out.map((e, i) => inStoredOrder(e, Array.isArray(orig) ? orig[i] : undefined));
  if (out === null || typeof out !== 'object' || Object.getPrototypeOf(out) !== Object.prototype) return out;
  const src = orig !== null && typeof orig === 'object' ? (orig as Doc) : {};
  const order = Object.keys(src);
  const keys = Object.keys(out).sort((a, b) => (order.indexOf(a) + 1 || Infinity) - (order.indexOf(b) + 1 || Infinity));
  const res: Doc = {};
  for (const k of keys) res[k] = inStoredOrder((out as Doc)[k], src[k]);
  return res;
}
