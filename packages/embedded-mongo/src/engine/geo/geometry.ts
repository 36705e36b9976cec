import { MongoError } from '../../errors.js';
import { isPlainObject } from '../values.js';

/**
 * Geometry for geo indexes and queries. Coordinates are [lng, lat] (or
 * [x, y] on a 2d index). Distances on the sphere are exact great-circle
 * distances between points; containment and intersection treat polygon
 * and line edges as straight in lng/lat (mongod follows geodesic edges:
 * the two differ only for edges hundreds of kilometres long).
 */
export type Pt = [number, number];
export type Geom = { kind: 'point'; p: Pt } | { kind: 'line'; pts: Pt[] } | { kind: 'polygon'; rings: Pt[][] } | { kind: 'multi'; parts: Geom[] };

/** Earth radius mongod uses for 2dsphere distances in meters (kRadiusOfEarthInMeters). */
export const EARTH_RADIUS_M = 6378.1 * 1000;

const RAD = Math.PI / 180;

function isNum(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/** A legacy coordinate pair: [x, y, ...] or { a: x, b: y, ... } (the first two numbers). */
export function legacyPoint(v: unknown): Pt | null {
  if (Array.isArray(v)) return v.length >= 2 && isNum(v[0]) && isNum(v[1]) ? [v[0], v[1]] : null;
  if (isPlainObject(v) && !('type' in v)) {
    const vals = Object.values(v);
    return vals.length >= 2 && isNum(vals[0]) && isNum(vals[1]) ? [vals[0], vals[1]] : null;
  }
  return null;
}

function position(v: unknown): Pt {
  if (!Array.isArray(v) || v.length < 2 || !isNum(v[0]) || !isNum(v[1])) throw new Error('Point must only contain numeric elements');
  return [v[0], v[1]];
}

function positions(v: unknown, min: number, what: string): Pt[] {
  if (!Array.isArray(v)) throw new Error(`${what} coordinates must be an array`);
  const pts = v.map(position);
  if (pts.length < min) throw new Error(`${what} must have at least ${min} vertices`);
  return pts;
}

function ring(v: unknown): Pt[] {
  const pts = positions(v, 4, 'Loop');
  const [a, b] = [pts[0]!, pts[pts.length - 1]!];
  if (a[0] !== b[0] || a[1] !== b[1]) throw new Error('Loop is not closed, first vertex does not equal last vertex');
  return pts;
}

/** A GeoJSON geometry, or throws an Error saying what is wrong with it. */
export function geoJson(v: unknown): Geom {
  if (!isPlainObject(v) || typeof v.type !== 'string') throw new Error('unknown GeoJSON type');
  const c = v.coordinates;
  switch (v.type) {
    case 'Point':
      return { kind: 'point', p: position(c) };
    case 'LineString':
      return { kind: 'line', pts: positions(c, 2, 'GeoJSON LineString') };
    case 'Polygon':
      if (!Array.isArray(c) || c.length === 0) throw new Error('Polygon has no loops');
      return { kind: 'polygon', rings: c.map(ring) };
    case 'MultiPoint':
      return { kind: 'multi', parts: positions(c, 1, 'MultiPoint').map((p) => ({ kind: 'point', p })) };
    case 'MultiLineString':
      if (!Array.isArray(c)) throw new Error('MultiLineString coordinates must be an array');
      return { kind: 'multi', parts: c.map((l) => ({ kind: 'line', pts: positions(l, 2, 'GeoJSON LineString') })) };
    case 'MultiPolygon':
      if (!Array.isArray(c)) throw new Error('MultiPolygon coordinates must be an array');
      return { kind: 'multi', parts: c.map((p) => ({ kind: 'polygon', rings: (p as unknown[]).map(ring) })) };
    case 'GeometryCollection':
      if (!Array.isArray(v.geometries)) throw new Error('GeometryCollection geometries must be an array');
      return { kind: 'multi', parts: v.geometries.map(geoJson) };
    default:
      throw new Error(`unknown GeoJSON type: ${v.type}`);
  }
}

/** A stored value as a geometry: GeoJSON, or a legacy pair (a point). Null when it is neither. */
export function parseStored(v: unknown): Geom | null {
  const legacy = legacyPoint(v);
  if (legacy) return { kind: 'point', p: legacy };
  if (isPlainObject(v) && typeof v.type === 'string') {
    try {
      return geoJson(v);
    } catch {
      return null;
    }
  }
  return null;
}

export function vertices(g: Geom, out: Pt[] = []): Pt[] {
  if (g.kind === 'point') out.push(g.p);
  else if (g.kind === 'line') out.push(...g.pts);
  else if (g.kind === 'polygon') for (const r of g.rings) out.push(...r);
  else for (const p of g.parts) vertices(p, out);
  return out;
}

/** Edges of lines and polygon rings; a point is a zero-length edge. */
function segments(g: Geom, out: Array<[Pt, Pt]> = []): Array<[Pt, Pt]> {
  if (g.kind === 'point') out.push([g.p, g.p]);
  else if (g.kind === 'line') for (let i = 1; i < g.pts.length; i++) out.push([g.pts[i - 1]!, g.pts[i]!]);
  else if (g.kind === 'polygon') for (const r of g.rings) for (let i = 1; i < r.length; i++) out.push([r[i - 1]!, r[i]!]);
  else for (const p of g.parts) segments(p, out);
  return out;
}

function polygons(g: Geom, out: Pt[][][] = []): Pt[][][] {
  if (g.kind === 'polygon') out.push(g.rings);
  else if (g.kind === 'multi') for (const p of g.parts) polygons(p, out);
  return out;
}

export function bbox(g: Geom): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of vertices(g)) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return [minX, minY, maxX, maxY];
}

export function checkSphereRange(g: Geom): void {
  for (const [x, y] of vertices(g)) {
    if (x < -180 || x > 180 || y < -90 || y > 90) throw new Error(`longitude/latitude is out of bounds, lng: ${x} lat: ${y}`);
  }
}

/** Ray casting; points on an edge count as inside. */
function inRing(p: Pt, r: Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
    const [xi, yi] = r[i]!;
    const [xj, yj] = r[j]!;
    if (onSegment(p, r[j]!, r[i]!)) return true;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inPolygon(p: Pt, rings: Pt[][]): boolean {
  if (!inRing(p, rings[0]!)) return false;
  for (let i = 1; i < rings.length; i++) if (inRing(p, rings[i]!) && !onRing(p, rings[i]!)) return false;
  return true;
}

function onRing(p: Pt, r: Pt[]): boolean {
  for (let i = 1; i < r.length; i++) if (onSegment(p, r[i - 1]!, r[i]!)) return true;
  return false;
}

function orient(a: Pt, b: Pt, c: Pt): number {
  const v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  return Math.abs(v) < 1e-12 ? 0 : v > 0 ? 1 : -1;
}

function onSegment(p: Pt, a: Pt, b: Pt): boolean {
  return (
    orient(a, b, p) === 0 &&
    Math.min(a[0], b[0]) - 1e-12 <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) + 1e-12 &&
    Math.min(a[1], b[1]) - 1e-12 <= p[1] &&
    p[1] <= Math.max(a[1], b[1]) + 1e-12
  );
}

function segmentsMeet(a: Pt, b: Pt, c: Pt, d: Pt): boolean {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (o1 === 0 && onSegment(c, a, b)) || (o2 === 0 && onSegment(d, a, b)) || (o3 === 0 && onSegment(a, c, d)) || (o4 === 0 && onSegment(b, c, d));
}

/** $geoIntersects: the geometries share at least one point. */
export function intersects(a: Geom, b: Geom): boolean {
  const pa = polygons(a);
  const pb = polygons(b);
  if (pb.length && vertices(a).some((v) => pb.some((rings) => inPolygon(v, rings)))) return true;
  if (pa.length && vertices(b).some((v) => pa.some((rings) => inPolygon(v, rings)))) return true;
  const sb = segments(b);
  for (const [p, q] of segments(a)) for (const [r, s] of sb) if (segmentsMeet(p, q, r, s)) return true;
  return false;
}

/** $geoWithin a polygon region: every vertex inside, and no edge leaving it. */
export function withinPolygons(g: Geom, region: Pt[][][]): boolean {
  const vs = vertices(g);
  if (!vs.every((v) => region.some((rings) => inPolygon(v, rings)))) return false;
  if (g.kind === 'point') return true;
  // An edge between two inside vertices may still cross out through a concave part.
  const border = region.flatMap((rings) => segments({ kind: 'polygon', rings }));
  for (const [p, q] of segments(g)) {
    for (const [r, s] of border) {
      if (orient(p, q, r) * orient(p, q, s) < 0 && orient(r, s, p) * orient(r, s, q) < 0) return false;
    }
  }
  return true;
}

export function regionPolygons(g: Geom): Pt[][][] {
  const polys = polygons(g);
  if (!polys.length) throw new MongoError(2, '$geoWithin not supported with provided geometry: must be a Polygon or MultiPolygon');
  return polys;
}

/** Great-circle angle between two [lng, lat] points, in radians. */
export function sphereAngle(a: Pt, b: Pt): number {
  const la1 = a[1] * RAD;
  const la2 = b[1] * RAD;
  const dLat = la2 - la1;
  const dLng = (b[0] - a[0]) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(la1) * Math.cos(la2) * Math.sin(dLng / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function flatDistance(a: Pt, b: Pt): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

export type Metric = 'sphere' | 'flat';

/**
 * Distance from a point to a geometry: 0 inside a polygon, else to the
 * closest point of its points and edges (great-circle arcs on the sphere,
 * straight segments when flat), as mongod measures $near and $geoNear.
 */
export function distanceTo(center: Pt, g: Geom, metric: Metric): number {
  if (g.kind === 'point') return metric === 'sphere' ? sphereAngle(center, g.p) : flatDistance(center, g.p);
  if (polygons(g).some((rings) => inPolygon(center, rings))) return 0;
  let best = Infinity;
  for (const [a, b] of segments(g)) best = Math.min(best, metric === 'sphere' ? arcDistance(center, a, b) : segmentDistance(center, a, b));
  return best;
}

function segmentDistance(p: Pt, a: Pt, b: Pt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

type Vec = [number, number, number];

function toVec([lng, lat]: Pt): Vec {
  const cl = Math.cos(lat * RAD);
  return [cl * Math.cos(lng * RAD), cl * Math.sin(lng * RAD), Math.sin(lat * RAD)];
}

const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

/** Angle from p to the great-circle arc a-b: to the foot of the perpendicular if it falls on the arc, else to the nearer end. */
function arcDistance(p: Pt, a: Pt, b: Pt): number {
  const ends = Math.min(sphereAngle(p, a), sphereAngle(p, b));
  const va = toVec(a);
  const vb = toVec(b);
  const n = cross(va, vb);
  const nn = Math.sqrt(dot(n, n));
  if (nn < 1e-15) return ends;
  const unit: Vec = [n[0] / nn, n[1] / nn, n[2] / nn];
  const vp = toVec(p);
  const s = dot(vp, unit);
  const foot: Vec = [vp[0] - s * unit[0], vp[1] - s * unit[1], vp[2] - s * unit[2]];
  // The foot is on the arc when it lies between a and b (same side of each end as the arc).
  if (dot(cross(va, foot), unit) >= 0 && dot(cross(foot, vb), unit) >= 0) return Math.min(ends, Math.asin(Math.min(1, Math.abs(s))));
  return ends;
}

/**
 * The least distance from a point to anything in a lng/lat box: exact on
 * the sphere (the nearest point of the box is on the query's meridian
 * span, or on the nearer meridian edge, or a corner), Euclidean when flat.
 */
export function boxDistance(c: Pt, minX: number, minY: number, maxX: number, maxY: number, metric: Metric): number {
  if (metric === 'flat') {
    const dx = c[0] < minX ? minX - c[0] : c[0] > maxX ? c[0] - maxX : 0;
    const dy = c[1] < minY ? minY - c[1] : c[1] > maxY ? c[1] - maxY : 0;
    return Math.hypot(dx, dy);
  }
  const [lng, lat] = c;
  if (lng >= minX && lng <= maxX) return lat < minY ? (minY - lat) * RAD : lat > maxY ? (lat - maxY) * RAD : 0;
  const dWest = angleDiff(lng, minX);
  const dEast = angleDiff(lng, maxX);
  const edge = dWest <= dEast ? minX : maxX;
  const dLng = Math.min(dWest, dEast) * RAD;
  const corners = Math.min(sphereAngle(c, [edge, minY]), sphereAngle(c, [edge, maxY]));
  if (dLng >= Math.PI / 2) return corners;
  // Latitude of the point on the edge's meridian nearest to c.
  const nearestLat = Math.atan(Math.tan(lat * RAD) / Math.cos(dLng)) / RAD;
  if (nearestLat > minY && nearestLat < maxY) return sphereAngle(c, [edge, nearestLat]);
  return corners;
}

function angleDiff(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}
