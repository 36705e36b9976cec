import { MongoError } from '../../errors.js';
import type { Collection } from '../collection.js';
import { getField, setField } from '../protoKeys.js';
import { compileRecordFilter } from '../query.js';
import { type Doc, isPlainObject } from '../values.js';
import { GeoIndex } from './geoIndex.js';
import { legacyPoint, type Metric, type Pt } from './geometry.js';
import { EARTH_RADIUS_M } from './geometry.js';
import { geoIndexFor, parseNear } from './geoQuery.js';

const OPTIONS = new Set([
  'near',
  'distanceField',
  'spherical',
  'maxDistance',
  'minDistance',
  'query',
  'distanceMultiplier',
  'includeLocs',
  'key',
  'uniqueDocs',
  'num',
  'limit',
]);

/**
 * The $geoNear stage (first in a pipeline): documents nearest first, each
 * with its distance in `distanceField` (meters for a GeoJSON `near`,
 * radians for a legacy pair with `spherical: true`, coordinate units on a
 * 2d index), times `distanceMultiplier`; `query` filters them,
 * `minDistance`/`maxDistance` bound them, `includeLocs` copies the location.
 */
export function geoNearStage(coll: Collection | undefined, spec: unknown): Doc[] {
  if (!isPlainObject(spec)) throw new MongoError(10065, 'invalid parameter: expected an object ($geoNear)');
  for (const k of Object.keys(spec)) if (!OPTIONS.has(k)) throw new MongoError(2, `Unknown argument to $geoNear: ${k}`);
  if (spec.near === undefined) throw new MongoError(5626500, "$geoNear requires a 'near' argument");
  if (typeof spec.distanceField !== 'string') throw new MongoError(2, "$geoNear requires a 'distanceField' option as a String");
  if (!coll) return [];
  const ixs = coll.indexes.filter((i): i is GeoIndex => i instanceof GeoIndex);
  let ix: GeoIndex | undefined;
  if (typeof spec.key === 'string') {
    ix = geoIndexFor(coll, spec.key);
    if (!ix) throw new MongoError(27, `no geo index on key '${spec.key}'`);
  } else {
    ix = ixs.find((i) => i.kind === '2d');
    if (!ix) {
      const spheres = ixs.filter((i) => i.kind === '2dsphere');
      if (spheres.length === 0) throw new MongoError(27, '$geoNear requires a 2d or 2dsphere index, but none were found');
      if (spheres.length > 1) throw new MongoError(27, `There is more than one 2dsphere index on ${coll.ns}; unsure which to use for $geoNear`);
      ix = spheres[0];
    }
  }
  const geoJsonNear = isPlainObject(spec.near) && spec.near.type === 'Point';
  const legacy = geoJsonNear ? null : legacyPoint(spec.near);
  if (!geoJsonNear && !legacy) throw new MongoError(2, '$geoNear requires near argument to be a GeoJSON object or a legacy coordinate pair');
  let center: Pt;
  let metric: Metric;
  let toReported: number;
  let min = 0;
  let max = Infinity;
  const bound = (v: unknown, what: string) => {
    if (typeof v !== 'number' || v < 0) throw new MongoError(2, `${what} must be a non-negative number`);
    return v;
  };
  if (geoJsonNear) {
    const n = parseNear({ path: ix!.geoField, op: '$nearSphere', arg: { $geometry: spec.near }, siblings: {} }, ix);
    center = n.center;
    metric = 'sphere';
    toReported = EARTH_RADIUS_M;
    if (spec.maxDistance !== undefined) max = bound(spec.maxDistance, 'maxDistance') / EARTH_RADIUS_M;
    if (spec.minDistance !== undefined) min = bound(spec.minDistance, 'minDistance') / EARTH_RADIUS_M;
  } else {
    center = legacy!;
    metric = spec.spherical || ix!.kind === '2dsphere' ? 'sphere' : 'flat';
    toReported = 1;
    if (spec.maxDistance !== undefined) max = bound(spec.maxDistance, 'maxDistance');
    if (spec.minDistance !== undefined) min = bound(spec.minDistance, 'minDistance');
  }
  const multiplier = spec.distanceMultiplier === undefined ? 1 : Number(spec.distanceMultiplier);
  const matches = compileRecordFilter(isPlainObject(spec.query) ? spec.query : undefined, coll);
  const limit = typeof spec.limit === 'number' ? spec.limit : typeof spec.num === 'number' ? spec.num : Infinity;
  const out: Doc[] = [];
  for (const { rec, dist } of ix!.nearest(center, metric, min, max)) {
    if (!matches(rec)) continue;
    const doc = rec.doc();
    setPath(doc, spec.distanceField, dist * toReported * multiplier);
    if (typeof spec.includeLocs === 'string') setPath(doc, spec.includeLocs, getPath(doc, ix!.geoField));
    out.push(doc);
    if (out.length >= limit) break;
  }
  return out;
}

function getPath(doc: Doc, path: string): unknown {
  let cur: unknown = doc;
  for (const p of path.split('.')) cur = isPlainObject(cur) ? cur[p] : undefined;
  return cur;
}

function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur = doc;
  for (const p of parts.slice(0, -1)) {
    if (!isPlainObject(getField(cur, p))) setField(cur, p, {});
    cur = getField(cur, p) as Doc;
  }
  setField(cur, parts[parts.length - 1]!, value);
}
