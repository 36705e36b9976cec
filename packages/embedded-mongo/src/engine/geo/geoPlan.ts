import type { Collection } from '../collection.js';
import type { Rec } from '../index/index.js';
import type { Plan } from '../index/planner.js';
import { compileRecordFilter, type RecordMatcher } from '../query.js';
import type { SortSpec } from '../sort.js';
import type { Doc } from '../values.js';
import { compileGeo, decodeFor, type GeoCond, geoIndexFor, parseNear, regionCandidates } from './geoQuery.js';

/**
 * How a find with geo conditions reads: $near/$nearSphere walk the geo
 * index nearest first (GEO_NEAR, ordered unless another sort is asked);
 * $geoWithin/$geoIntersects on an indexed path take the index's candidates
 * whose boxes meet the region's; otherwise the collection is scanned.
 * `check` is the rest of the filter, which every candidate must pass.
 */
export function geoPlan(coll: Collection, conds: GeoCond[], rest: Doc, sort: SortSpec | null): { plan: Plan; check: RecordMatcher } {
  const near = conds.find((c) => c.op === '$near' || c.op === '$nearSphere');
  const others = conds.filter((c) => c !== near);
  const restCheck = compileRecordFilter(rest, coll);
  let check = restCheck;
  if (others.length) {
    const { test, names } = compileGeo(others, coll);
    check = (rec) => test(decodeFor(rec, names)) && restCheck(rec);
  }
  if (near) {
    const ix = geoIndexFor(coll, near.path);
    const n = parseNear(near, ix);
    const records = (function* (): Generator<Rec> {
      for (const hit of ix!.nearest(n.center, n.metric, n.min, n.max)) yield hit.rec;
    })();
    return { plan: { kind: 'geo', index: ix!.name, ordered: !sort, records }, check };
  }
  for (const c of others) {
    const ix = geoIndexFor(coll, c.path);
    const candidates = ix && regionCandidates(c, ix);
    if (ix && candidates) {
      return {
        plan: {
          kind: 'range',
          index: ix.name,
          ordered: false,
          records: candidates,
          describe: () => ({ bounds: { [c.path]: [`${c.op} region`] }, direction: 'forward' }),
        },
        check,
      };
    }
  }
  return { plan: { kind: 'scan', ordered: false, records: coll.records() }, check };
}
