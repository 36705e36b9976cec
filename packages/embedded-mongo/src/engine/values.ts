/**
 * Document helpers: dotted paths (with mongod's array expansion) and a deep
 * clone that keeps bson class instances intact (structuredClone would strip
 * their prototypes). Ordering and hash keys live in bsonOrder.ts.
 */
import { isPlainObject, type Doc } from './plainObject.js';

export type { Doc } from './plainObject.js';
export { isPlainObject } from './plainObject.js';
export { compareValues, keyOf, oidInts, toNumber, typeRank } from './bsonOrder.js';

/** Deep copy of plain objects and arrays; immutable bson values are shared. */
export function cloneValue<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(cloneValue) as T;
  if (v instanceof Date) return new Date(v.getTime()) as T;
  if (isPlainObject(v)) {
    const out: Doc = {};
    for (const k in v) out[k] = cloneValue(v[k]);
    return out as T;
  }
  return v;
}

/**
 * Every value reachable through a dotted path, with arrays expanded the way
 * mongod's multikey indexes do. Missing branches produce null so that a null
 * lookup finds documents without the field. An empty array at the end of
 * the path produces `emptyLeaf` (undefined unless a caller, the sort, needs
 * to tell it from a missing field).
 */
export function collectPath(value: unknown, parts: readonly string[], i: number, out: unknown[], emptyLeaf: unknown = undefined): boolean {
  let multikey = false;
  if (i === parts.length) {
    if (Array.isArray(value)) {
      multikey = true;
      if (value.length === 0) out.push(emptyLeaf);
      for (const e of value) out.push(e);
    } else out.push(value);
    return multikey;
  }
  if (Array.isArray(value)) {
    multikey = true;
    const part = parts[i]!;
    if (/^\d+$/.test(part) && Number(part) < value.length) collectPath(value[Number(part)], parts, i + 1, out, emptyLeaf);
    if (value.length === 0) out.push(undefined);
    for (const e of value) {
      if (isPlainObject(e)) collectPath(e, parts, i, out, emptyLeaf);
      else out.push(undefined);
    }
    return multikey;
  }
  if (isPlainObject(value)) {
    const next = value[parts[i]!];
    if (next === undefined) {
      out.push(undefined);
      return false;
    }
    return collectPath(next, parts, i + 1, out, emptyLeaf) || multikey;
  }
  out.push(undefined);
  return false;
}

/** The value at a dotted path without array expansion (undefined if absent). */
export function getPath(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Doc)[part];
  }
  return cur;
}

export function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur: Doc = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const p = parts[i]!;
    const next = cur[p];
    if (next === null || typeof next !== 'object') cur[p] = {};
    cur = cur[p] as Doc;
  }
  cur[parts[parts.length - 1]!] = value;
}
