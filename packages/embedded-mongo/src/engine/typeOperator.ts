import { Binary, Code, Decimal128, Long, MaxKey, MinKey, ObjectId, Timestamp } from 'bson';
import { Context, Query } from 'mingo';
import type { Options } from 'mingo/types';

import { type Doc, isPlainObject } from './values.js';

/**
 * mingo's $type knows JavaScript types only ('objectId' and 'decimal' match
 * nothing). Filters are rewritten to use $bsonType, which follows mongod:
 * the BSON type of the value, or of any element of an array value.
 */
const ALIASES: Record<string, string> = {
  '1': 'double',
  '2': 'string',
  '3': 'object',
  '4': 'array',
  '5': 'binData',
  '6': 'undefined',
  '7': 'objectId',
  '8': 'bool',
  '9': 'date',
  '10': 'null',
  '11': 'regex',
  '13': 'javascript',
  '16': 'int',
  '17': 'timestamp',
  '18': 'long',
  '19': 'decimal',
  '-1': 'minKey',
  '127': 'maxKey',
};

export function bsonTypeOf(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647 ? 'int' : 'double';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof ObjectId) return 'objectId';
  if (v instanceof RegExp) return 'regex';
  if (v instanceof Decimal128) return 'decimal';
  if (v instanceof Long) return 'long';
  if (v instanceof Binary) return 'binData';
  if (v instanceof Timestamp) return 'timestamp';
  if (v instanceof MinKey) return 'minKey';
  if (v instanceof MaxKey) return 'maxKey';
  if (v instanceof Code) return 'javascript';
  return 'object';
}

function wanted(arg: unknown): Set<string> {
  const list = Array.isArray(arg) ? arg : [arg];
  return new Set(list.map((t) => ALIASES[String(t)] ?? String(t)));
}

/** Leaf values at a path, expanding arrays met on the way (not the leaf itself). */
function leaves(v: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    out.push(v);
    return;
  }
  if (Array.isArray(v)) {
    for (const e of v) if (isPlainObject(e)) leaves(e, parts, i, out);
    const idx = Number(parts[i]);
    if (Number.isInteger(idx) && idx < v.length) leaves(v[idx], parts, i + 1, out);
    return;
  }
  if (isPlainObject(v) && parts[i]! in v) leaves(v[parts[i]!], parts, i + 1, out);
}

const $bsonType = (selector: string, value: unknown) => {
  const types = wanted(value);
  const matches = (x: unknown) => {
    const t = bsonTypeOf(x);
    return types.has(t) || (types.has('number') && (t === 'int' || t === 'double' || t === 'long' || t === 'decimal'));
  };
  const parts = selector.split('.');
  return (obj: Doc): boolean => {
    const out: unknown[] = [];
    leaves(obj, parts, 0, out);
    return out.some((v) => matches(v) || (Array.isArray(v) && v.some(matches)));
  };
};

/**
 * mingo's $all matches array values only; mongod's is an $and of
 * equalities (MongoDB's $all docs: { tags: { $all: ['ssl', 'security'] } }
 * is { $and: [{ tags: 'ssl' }, { tags: 'security' }] }), so a field holding
 * the single value matches too. Each value (a plain value, a regex or an
 * { $elemMatch } document) is that equality, judged by mingo. compileFilter
 * turns a field's $all into that $and itself (rewriteAll in query.ts);
 * this operator answers the $all it cannot lift out of its condition:
 * under $not, and in an $elemMatch.
 */
const $mongodAll = (selector: string, value: unknown, options: Options) => {
  if (!Array.isArray(value)) throw new Error('$all needs an array');
  const q = value.length ? new Query({ $and: value.map((v) => ({ [selector]: v })) }, options) : null;
  return (obj: Doc): boolean => q !== null && q.test(obj);
};

export const TYPE_CONTEXT = Context.init().addQueryOps({ $bsonType, $mongodAll } as never);

/**
 * Renames $type to $bsonType and $all to $mongodAll in query conditions
 * (not inside $expr, whose $type is an expression), for TYPE_CONTEXT.
 */
export function rewriteType(filter: Doc): Doc {
  const out: Doc = {};
  for (const [k, v] of Object.entries(filter)) {
    if ((k === '$and' || k === '$or' || k === '$nor') && Array.isArray(v)) out[k] = v.map((x) => (isPlainObject(x) ? rewriteType(x) : x));
    else if (k === '$expr' || !isPlainObject(v)) out[k] = v;
    else out[k] = rewriteOps(v);
  }
  return out;
}

function rewriteOps(ops: Doc): Doc {
  const out: Doc = {};
  for (const [k, v] of Object.entries(ops)) {
    if (k === '$type') out.$bsonType = v;
    else if (k === '$all') out.$mongodAll = Array.isArray(v) ? v.map((x) => (isPlainObject(x) && isOperatorDoc(x) ? rewriteOps(x) : x)) : v;
    else if (k === '$not' && isPlainObject(v)) out[k] = rewriteOps(v);
    // { $elemMatch: { $type: ... } } holds conditions on the element itself; { $elemMatch: { x: ... } } a query.
    else if (k === '$elemMatch' && isPlainObject(v)) out[k] = isOperatorDoc(v) ? rewriteOps(v) : rewriteType(v);
    else out[k] = v;
  }
  return out;
}

function isOperatorDoc(v: Doc): boolean {
  const keys = Object.keys(v);
  return keys.length > 0 && keys.every((k) => k.startsWith('$') && k !== '$and' && k !== '$or' && k !== '$nor' && k !== '$expr');
}

/** Whether the filter needs rewriteType ($type or $all somewhere). */
export function usesType(filter: unknown): boolean {
  const text = JSON.stringify(filter ?? null);
  return text.includes('"$type"') || text.includes('"$all"');
}
