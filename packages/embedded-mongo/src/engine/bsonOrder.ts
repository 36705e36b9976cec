import { Binary, BSONSymbol, Code, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId, Timestamp } from 'bson';

import { type Doc, isPlainObject } from './plainObject.js';

/**
 * mongod's ordering of BSON values across types, and a canonical string key
 * per value (equal exactly when mongod compares the values as equal) for
 * hash indexes and grouping.
 */
/** Canonical type rank in mongod's comparison order. */
export function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 5;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 10;
    case 'string':
      return 15;
    case 'boolean':
      return 40;
    default:
  }
  if (Array.isArray(v)) return 25;
  if (v instanceof Date) return 45;
  if (v instanceof ObjectId) return 35;
  if (v instanceof RegExp) return 50;
  if (v instanceof Long || v instanceof Decimal128 || v instanceof Double || v instanceof Int32) return 10;
  if (v instanceof Binary) return 30;
  if (v instanceof Timestamp) return 47;
  if (v instanceof MinKey) return 1;
  if (v instanceof MaxKey) return 100;
  if (v instanceof BSONSymbol) return 15;
  if (v instanceof Code) return 55;
  return 20;
}

export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof Long) return v.toNumber();
  if (v instanceof Decimal128) return Number(v.toString());
  if (v instanceof Double || v instanceof Int32) return v.valueOf();
  return NaN;
}

function cmpPrim<T extends number | string>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * bson 7 keeps an ObjectId as four 24-bit integers (i0..i3); reading them
 * avoids building hex strings in hot comparisons. Falls back to hex if a
 * future bson changes the layout.
 */
type OidInts = { i0: number; i1: number; i2: number; i3: number };
export function oidInts(o: ObjectId): OidInts | null {
  const x = o as unknown as OidInts;
  return typeof x.i0 === 'number' && typeof x.i3 === 'number' ? x : null;
}

function compareOids(a: ObjectId, b: ObjectId): number {
  const x = oidInts(a);
  const y = oidInts(b);
  if (!x || !y) return cmpPrim(a.toHexString(), b.toHexString());
  return x.i0 - y.i0 || x.i1 - y.i1 || x.i2 - y.i2 || x.i3 - y.i3;
}

export function compareValues(a: unknown, b: unknown): number {
  // Fast paths for the common same-type cases; the general rule follows.
  const ta = typeof a;
  if (ta === typeof b) {
    if (ta === 'number') {
      if (a === b) return 0;
      if ((a as number) < (b as number)) return -1;
      if ((a as number) > (b as number)) return 1;
    } else if (ta === 'string') return a === b ? 0 : (a as string) < (b as string) ? -1 : 1;
    else if (a instanceof Date && b instanceof Date) return cmpPrim(a.getTime(), b.getTime());
    else if (a instanceof ObjectId && b instanceof ObjectId) return compareOids(a, b);
  }
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 5:
    case 1:
    case 100:
      return 0;
    case 10: {
      const x = toNumber(a);
      const y = toNumber(b);
      if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
      if (Number.isNaN(y)) return 1;
      return cmpPrim(x, y);
    }
    case 15:
      return cmpPrim(String(a), String(b));
    case 40:
      return cmpPrim(Number(a), Number(b));
    case 45:
      return cmpPrim((a as Date).getTime(), (b as Date).getTime());
    case 35:
      return compareOids(a as ObjectId, b as ObjectId);
    case 25: {
      const x = a as unknown[];
      const y = b as unknown[];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const c = compareValues(x[i], y[i]);
        if (c !== 0) return c;
      }
      return cmpPrim(x.length, y.length);
    }
    case 20: {
      const x = Object.entries(a as Doc);
      const y = Object.entries(b as Doc);
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const [kx, vx] = x[i]!;
        const [ky, vy] = y[i]!;
        const t = cmpPrim(typeRank(vx), typeRank(vy));
        if (t !== 0) return t;
        const k = cmpPrim(kx, ky);
        if (k !== 0) return k;
        const c = compareValues(vx, vy);
        if (c !== 0) return c;
      }
      return cmpPrim(x.length, y.length);
    }
    case 30: {
      const x = a as Binary;
      const y = b as Binary;
      if (x.position !== y.position) return cmpPrim(x.position, y.position);
      if (x.sub_type !== y.sub_type) return cmpPrim(x.sub_type, y.sub_type);
      return Buffer.compare(Buffer.from(x.buffer.subarray(0, x.position)), Buffer.from(y.buffer.subarray(0, y.position)));
    }
    case 47:
      return (a as Timestamp).compare(b as Timestamp);
    default:
      return cmpPrim(String(a), String(b));
  }
}

/**
 * A string that is equal for two values exactly when mongod treats them as
 * equal (1, 1.0 and NumberLong(1) share a key). Used as hash index key.
 */
export function keyOf(v: unknown): string {
  if (v === undefined || v === null) return 'z';
  switch (typeof v) {
    case 'number':
      return 'n' + (v === 0 ? '0' : String(v));
    case 'string':
      return 's' + v;
    case 'boolean':
      return v ? 'bt' : 'bf';
    default:
  }
  if (v instanceof ObjectId) {
    const x = oidInts(v);
    // 24-bit integers as 2 x 12-bit char codes: a short key, no hex encoding.
    return x
      ? String.fromCharCode(0x6f, x.i0 >> 12, x.i0 & 0xfff, x.i1 >> 12, x.i1 & 0xfff, x.i2 >> 12, x.i2 & 0xfff, x.i3 >> 12, x.i3 & 0xfff)
      : 'o' + v.toHexString();
  }
  if (v instanceof Date) return 'd' + v.getTime();
  if (Array.isArray(v)) return '[' + v.map((e) => lenKey(keyOf(e))).join('') + ']';
  if (typeRank(v) === 10) return 'n' + String(toNumber(v));
  if (isPlainObject(v)) {
    let s = '{';
    for (const k in v) s += lenKey(k) + lenKey(keyOf(v[k]));
    return s + '}';
  }
  if (v instanceof RegExp) return 'r' + v.source + '/' + v.flags;
  if (v instanceof Binary) return 'x' + v.sub_type + Buffer.from(v.buffer.subarray(0, v.position)).toString('base64');
  if (v instanceof Timestamp) return 't' + v.toString();
  if (v instanceof MinKey) return '-';
  if (v instanceof MaxKey) return '+';
  return 'u' + String(v);
}

function lenKey(s: string): string {
  return s.length + ':' + s;
}
