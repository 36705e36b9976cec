import { MongoError } from '../../errors.js';
import type { Collection } from '../collection.js';
import type { Rec } from '../index/index.js';
import { decodeFields } from '../raw.js';
import { collectPath, type Doc, isPlainObject } from '../values.js';
import { GeoIndex } from './geoIndex.js';
import {
  distanceTo,
  EARTH_RADIUS_M,
  flatDistance,
  geoJson,
  type Geom,
  intersects,
  legacyPoint,
  type Metric,
  parseStored,
  type Pt,
  regionPolygons,
  sphereAngle,
  withinPolygons,
} from './geometry.js';

export const GEO_OPS = new Set(['$near', '$nearSphere', '$geoWithin', '$geoIntersects', '$within']);
const NEAR_SIBLINGS = new Set(['$maxDistance', '$minDistance']);

/** One geo condition of a filter: `{ path: { op: arg, ...siblings } }`. */
export interface GeoCond {
  path: string;
  op: string;
  arg: unknown;
  siblings: Doc;
}

/** Splits a filter into its geo conditions (top level or in a top-level $and) and the rest. */
export function extractGeo(filter: Doc | undefined): { conds: GeoCond[]; rest: Doc } | null {
  if (!filter || !mentionsGeo(filter)) return null;
  const conds: GeoCond[] = [];
  const split = (src: Doc, out: Doc) => {
    for (const [k, v] of Object.entries(src)) {
      if (k === '$and' && Array.isArray(v)) {
        const kept: unknown[] = [];
        for (const sub of v) {
          if (!isPlainObject(sub)) {
            kept.push(sub);
            continue;
          }
          const o: Doc = {};
          split(sub, o);
          if (Object.keys(o).length) kept.push(o);
        }
        if (kept.length) out.$and = kept;
        continue;
      }
      if (k.startsWith('$') || !isPlainObject(v) || !Object.keys(v).some((op) => GEO_OPS.has(op))) {
        out[k] = v;
        continue;
      }
      const geoOps = Object.keys(v).filter((op) => GEO_OPS.has(op));
      if (geoOps.length > 1) throw new MongoError(2, `can't parse extra field: ${geoOps[1]}`);
      const op = geoOps[0]!;
      const siblings: Doc = {};
      const others: Doc = {};
      for (const [o, x] of Object.entries(v)) {
        if (o === op) continue;
        if (NEAR_SIBLINGS.has(o)) siblings[o] = x;
        else others[o] = x;
      }
      conds.push({ path: k, op: op === '$within' ? '$geoWithin' : op, arg: v[op], siblings });
      if (Object.keys(others).length) out[k] = others;
    }
  };
  const rest: Doc = {};
  split(filter, rest);
  if (!conds.length) return null;
  if (conds.filter((c) => c.op === '$near' || c.op === '$nearSphere').length > 1) throw new MongoError(2, 'Too many geoNear expressions');
  return { conds, rest };
}

/** Cheap check first (no allocation): every query passes through here, few with geo operators. */
function mentionsGeo(filter: Doc): boolean {
  for (const k in filter) {
    const v = filter[k];
    if (k === '$and' && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub) && mentionsGeo(sub)) return true;
    } else if (k.charCodeAt(0) !== 36 && isPlainObject(v)) {
      for (const op in v) if (op.charCodeAt(0) === 36 && GEO_OPS.has(op)) return true;
    }
  }
  return false;
}

/** A parsed $near/$nearSphere (or $geoNear): center, metric, bounds in the metric's units, and how to report distances. */
export interface Near {
  path: string;
  center: Pt;
  metric: Metric;
  min: number;
  max: number;
  /** Multiplier from the metric's units to reported units (meters for a GeoJSON point on the sphere). */
  toReported: number;
}

function num(v: unknown, what: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) throw new MongoError(2, `${what} must be a non-negative number`);
  return v;
}

function geoJsonPoint(v: unknown): Pt | null {
  if (!isPlainObject(v) || v.type !== 'Point') return null;
  try {
    const g = geoJson(v);
    return g.kind === 'point' ? g.p : null;
  } catch (err) {
    throw new MongoError(2, `invalid point in geo near query $geometry argument: ${(err as Error).message}`);
  }
}

/** The geo index on a path (2d first, as mongod prefers). */
export function geoIndexFor(coll: Collection | undefined, path: string): GeoIndex | undefined {
  const ixs = (coll?.indexes ?? []).filter((i): i is GeoIndex => i instanceof GeoIndex && i.geoField === path);
  return ixs.find((i) => i.kind === '2d') ?? ixs[0];
}

export function parseNear(cond: GeoCond, ix: GeoIndex | undefined): Near {
  if (!ix) throw new MongoError(291, 'error processing query: planner returned error :: caused by :: unable to find index for $geoNear query');
  const sphereOp = cond.op === '$nearSphere';
  const arg = cond.arg;
  let min = 0;
  let max = Infinity;
  if (isPlainObject(arg) && '$geometry' in arg) {
    const p = geoJsonPoint(arg.$geometry);
    if (!p) throw new MongoError(2, 'invalid point in geo near query $geometry argument');
    if (ix.kind !== '2dsphere')
      throw new MongoError(291, 'error processing query: planner returned error :: caused by :: unable to find index for $geoNear query');
    if (arg.$maxDistance !== undefined) max = num(arg.$maxDistance, '$maxDistance') / EARTH_RADIUS_M;
    if (arg.$minDistance !== undefined) min = num(arg.$minDistance, '$minDistance') / EARTH_RADIUS_M;
    return { path: cond.path, center: p, metric: 'sphere', min, max, toReported: EARTH_RADIUS_M };
  }
  // A bare GeoJSON point (`$near: { type: 'Point', coordinates }`), distances in meters beside it.
  if (isPlainObject(arg) && arg.type === 'Point') {
    const gp = geoJsonPoint(arg);
    if (!gp) throw new MongoError(2, 'invalid point in geo near query $geometry argument');
    if (ix.kind !== '2dsphere')
      throw new MongoError(291, 'error processing query: planner returned error :: caused by :: unable to find index for $geoNear query');
    if (cond.siblings.$maxDistance !== undefined) max = num(cond.siblings.$maxDistance, '$maxDistance') / EARTH_RADIUS_M;
    if (cond.siblings.$minDistance !== undefined) min = num(cond.siblings.$minDistance, '$minDistance') / EARTH_RADIUS_M;
    return { path: cond.path, center: gp, metric: 'sphere', min, max, toReported: EARTH_RADIUS_M };
  }
  const p = legacyPoint(arg);
  if (!p) throw new MongoError(2, `near must be first in: ${JSON.stringify({ [cond.op]: arg })}`);
  if (cond.siblings.$maxDistance !== undefined) max = num(cond.siblings.$maxDistance, '$maxDistance');
  if (cond.siblings.$minDistance !== undefined) min = num(cond.siblings.$minDistance, '$minDistance');
  // Legacy pairs: flat units on a 2d index, radians on the sphere ($nearSphere, or a 2dsphere index).
  const metric: Metric = sphereOp || ix.kind === '2dsphere' ? 'sphere' : 'flat';
  return { path: cond.path, center: p, metric, min, max, toReported: 1 };
}

/** The geometries stored at a path of a (partially decoded) document. */
export function geometriesAt(doc: Doc, path: string): Geom[] {
  const raw: unknown[] = [];
  collectPath(doc, path.split('.'), 0, raw);
  const values = raw.length >= 2 && raw.every((v) => typeof v === 'number') ? [raw] : raw;
  const out: Geom[] = [];
  for (const v of values) {
    const g = parseStored(v);
    if (g) out.push(g);
  }
  return out;
}

type GeomTest = (g: Geom) => boolean;

function withinTest(arg: unknown): GeomTest {
  if (!isPlainObject(arg)) throw new MongoError(2, '$geoWithin must be an object');
  if ('$geometry' in arg) {
    let region: Geom;
    try {
      region = geoJson(arg.$geometry);
    } catch (err) {
      throw new MongoError(2, `$geoWithin: ${(err as Error).message}`);
    }
    const polys = regionPolygons(region);
    return (g) => withinPolygons(g, polys);
  }
  if (Array.isArray(arg.$box)) {
    const [a, b] = arg.$box.map(legacyPoint);
    if (!a || !b) throw new MongoError(2, 'Point must only contain numeric elements');
    const [x1, x2] = [Math.min(a[0], b[0]), Math.max(a[0], b[0])];
    const [y1, y2] = [Math.min(a[1], b[1]), Math.max(a[1], b[1])];
    const ring: Pt[] = [
      [x1, y1],
      [x2, y1],
      [x2, y2],
      [x1, y2],
      [x1, y1],
    ];
    return (g) => withinPolygons(g, [[ring]]);
  }
  if (Array.isArray(arg.$polygon)) {
    const pts = arg.$polygon.map(legacyPoint);
    if (pts.length < 3 || pts.some((p) => !p)) throw new MongoError(2, 'Polygon must have at least 3 points');
    const ring = [...(pts as Pt[]), pts[0]!];
    return (g) => withinPolygons(g, [[ring]]);
  }
  for (const key of ['$center', '$centerSphere'] as const) {
    if (!Array.isArray(arg[key])) continue;
    const [c, r] = arg[key] as unknown[];
    const center = legacyPoint(c);
    if (!center || typeof r !== 'number' || r < 0) throw new MongoError(2, `${key} must be [[x, y], radius]`);
    const metric: Metric = key === '$center' ? 'flat' : 'sphere';
    const dist = (p: Pt) => (metric === 'flat' ? flatDistance(center, p) : sphereAngle(center, p));
    return (g) => vertexList(g).every((p) => dist(p) <= r);
  }
  throw new MongoError(2, `unknown geo specifier: ${Object.keys(arg)[0] ?? ''}`);
}

function vertexList(g: Geom): Pt[] {
  if (g.kind === 'point') return [g.p];
  if (g.kind === 'line') return g.pts;
  if (g.kind === 'polygon') return g.rings.flat();
  return g.parts.flatMap(vertexList);
}

function intersectsTest(arg: unknown): GeomTest {
  if (!isPlainObject(arg) || !('$geometry' in arg)) throw new MongoError(2, '$geoIntersects requires a $geometry argument');
  let q: Geom;
  try {
    q = geoJson(arg.$geometry);
  } catch (err) {
    throw new MongoError(2, `$geoIntersects: ${(err as Error).message}`);
  }
  return (g) => intersects(g, q);
}

/** A matcher for one geo condition on a decoded document. $near conditions test only their distance bounds. */
function condTest(cond: GeoCond, coll: Collection | undefined): (doc: Doc) => boolean {
  let test: GeomTest;
  if (cond.op === '$geoWithin') test = withinTest(cond.arg);
  else if (cond.op === '$geoIntersects') test = intersectsTest(cond.arg);
  else {
    // Without the collection (a matcher for update internals) the find's plan has already applied $near.
    if (!coll) return () => true;
    const near = parseNear(cond, geoIndexFor(coll, cond.path));
    test = (g) => {
      const d = distanceTo(near.center, g, near.metric);
      return d >= near.min && d <= near.max;
    };
  }
  return (doc) => geometriesAt(doc, cond.path).some(test);
}

/** A matcher for all geo conditions (each on the document's top-level fields). */
export function compileGeo(conds: GeoCond[], coll?: Collection): { test: (doc: Doc) => boolean; names: Buffer[] } {
  const tests = conds.map((c) => condTest(c, coll));
  const names = [...new Set(conds.map((c) => c.path.split('.')[0]!))].map((n) => Buffer.from(n, 'utf8'));
  return { test: (doc) => tests.every((t) => t(doc)), names };
}

/** Candidates for $geoWithin/$geoIntersects from a geo index: records whose boxes meet the region's box. */
export function regionCandidates(cond: GeoCond, ix: GeoIndex): Iterable<Rec> | null {
  const box = regionBox(cond);
  return box ? ix.inBox(...box) : null;
}

function regionBox(cond: GeoCond): [number, number, number, number] | null {
  const arg = cond.arg;
  if (!isPlainObject(arg)) return null;
  const fromPts = (pts: Pt[]): [number, number, number, number] => [
    Math.min(...pts.map((p) => p[0])),
    Math.min(...pts.map((p) => p[1])),
    Math.max(...pts.map((p) => p[0])),
    Math.max(...pts.map((p) => p[1])),
  ];
  try {
    if ('$geometry' in arg) return fromPts(vertexList(geoJson(arg.$geometry)));
    if (Array.isArray(arg.$box)) return fromPts(arg.$box.map(legacyPoint) as Pt[]);
    if (Array.isArray(arg.$polygon)) return fromPts(arg.$polygon.map(legacyPoint) as Pt[]);
    if (Array.isArray(arg.$center)) {
      const [c, r] = arg.$center as [unknown, number];
      const p = legacyPoint(c)!;
      return [p[0] - r, p[1] - r, p[0] + r, p[1] + r];
    }
    if (Array.isArray(arg.$centerSphere)) {
      const [c, r] = arg.$centerSphere as [unknown, number];
      const p = legacyPoint(c)!;
      const dLat = (r * 180) / Math.PI;
      const cos = Math.cos(((Math.abs(p[1]) + dLat) * Math.PI) / 180);
      if (Math.abs(p[1]) + dLat >= 90 || cos <= 0) return [-180, Math.max(-90, p[1] - dLat), 180, Math.min(90, p[1] + dLat)];
      const dLng = Math.min(180, dLat / cos);
      return [p[0] - dLng, p[1] - dLat, p[0] + dLng, p[1] + dLat];
    }
  } catch {
    return null;
  }
  return null;
}

export function decodeFor(rec: Rec, names: Buffer[]): Doc {
  return decodeFields(rec.buf, rec.off, names);
}
