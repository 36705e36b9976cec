/**
 * Document helpers: dotted paths (with mongod's array expansion) and a deep
 * clone that keeps bson class instances intact (structuredClone would strip
 * their prototypes). Ordering and hash keys live in bsonOrder.ts.
 */
import { Long } from 'bson';

import { type Doc, isPlainObject } from './plainObject.js';
import { getField, setField } from './protoKeys.js';

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
    for (const k of Object.keys(v)) setField(out, k, cloneValue(v[k]));
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
    cur = getField(cur as Doc, part);
  }
  return cur;
}

/** Sets a dotted path, creating documents on the way; only own properties are walked or written (see protoKeys.ts). */
export function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur: Doc = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const p = parts[i]!;
    const next = getField(cur, p);
    if (next === null || typeof next !== 'object') setField(cur, p, {});
    cur = getField(cur, p) as Doc;
  }
  setField(cur, parts[parts.length - 1]!, value);
}

/**
 * v with its int64 values that fit in a double as numbers (what queries and
 * mingo compare against), the others kept as Long; v itself when it holds
 * none. Documents being stored keep their Longs (see wire/parse.ts).
 */
export function promoteLongs<T>(v: T): T {
  if (v instanceof Long) return (Number.isSafeInteger(v.toNumber()) ? v.toNumber() : v) as T;
  if (Array.isArray(v)) {
    const out = v.map(promoteLongs);
    return (out.some((x, i) => x !== v[i]) ? out : v) as T;
  }
  if (!isPlainObject(v)) return v;
  let out: Doc | null = null;
  for (const k of Object.keys(v)) {
    const x = promoteLongs(v[k]);
    if (x !== v[k]) {
      out ??= copyOf(v);
      Object.defineProperty(out, k, { value: x, writable: true, enumerable: true, configurable: true });
    }
  }
  return (out ?? v) as T;
}

function copyOf(v: Doc): Doc {
  const out: Doc = {};
  for (const k of Object.keys(v)) Object.defineProperty(out, k, { value: v[k], writable: true, enumerable: true, configurable: true });
  return out;
}

/**
 * next with each number that sits where before holds a Long of the same
 * value turned back into that Long (an update decodes the stored document
 * with its longs as numbers; the fields it did not change keep their type).
 */
export function restoreLongs<T>(next: T, before: unknown): T {
  if (before instanceof Long) return (typeof next === 'number' && before.toNumber() === next ? before : next) as T;
  if (Array.isArray(next) && Array.isArray(before)) {
    const out = next.map((x, i) => restoreLongs(x, before[i]));
    return (out.some((x, i) => x !== next[i]) ? out : next) as T;
  }
  if (!isPlainObject(next) || !isPlainObject(before)) return next;
  let out: Doc | null = null;
  for (const k of Object.keys(next)) {
    if (!Object.hasOwn(before, k)) continue;
    const x = restoreLongs(next[k], before[k]);
    if (x !== next[k]) {
      out ??= copyOf(next);
      Object.defineProperty(out, k, { value: x, writable: true, enumerable: true, configurable: true });
    }
  }
  return (out ?? next) as T;
}
