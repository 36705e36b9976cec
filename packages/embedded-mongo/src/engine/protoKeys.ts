import { DBRef } from 'bson';

import { type Doc, isPlainObject } from './plainObject.js';

/**
 * Field names that are ordinary to mongod but special to JavaScript:
 * `__proto__` (an accessor on Object.prototype: assigning it replaces an
 * object's prototype, and walking into it reaches Object.prototype, the
 * road to prototype pollution) and the other names Object.prototype
 * defines (`constructor`, `toString`...), which a plain lookup finds on
 * objects that lack them. Documents may hold them as fields (mongod
 * stores `{ __proto__: ... }` like any other); this server writes them with
 * defineProperty and reads only own properties, and hands them to mingo
 * (which refuses `__proto__` paths) under escaped names that no BSON field
 * name can collide with (BSON names are C strings: they never hold NUL).
 */
const RESERVED = new Set(Object.getOwnPropertyNames(Object.prototype));
const ESC = '\u0000';

/** obj[key] = value, defining an own property even for `__proto__`. */
export function setField(obj: Doc, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
  else obj[key] = value;
}

/** obj[key] when obj has it as its own property (never one from the prototype chain). */
export function getField(obj: Doc, key: string): unknown {
  return Object.hasOwn(obj, key) ? obj[key] : undefined;
}

/** A `$`-prefixed field name (mongod 5.0+ stores them), not a positional part (`$`, `$[]`, `$[id]`). */
const dollarField = (k: string): boolean => k.startsWith('$') && !/^\$(\[\w*\])?$/.test(k);
/**
 * A DBRef's fields: mongod matches them as field names (`{ refs: { $elemMatch:
 * { $id: ... } } }`), mingo would take them for operators; bson decodes a
 * stored DBRef into a DBRef object, which escapeNames turns back into them.
 */
const DBREF_FIELDS = new Set(['$ref', '$id', '$db']);
const reserved = (k: string, dollar: boolean): boolean => RESERVED.has(k) || DBREF_FIELDS.has(k) || (dollar && dollarField(k));
const escapeName = (k: string, dollar = false): string => (reserved(k, dollar) ? ESC + k : k);
const unescapeName = (k: string): string => (k.startsWith(ESC) ? k.slice(1) : k);

/** A dotted path with its reserved segments escaped. */
export function escapePath(path: string, dollar = false): string {
  return path.includes('.')
    ? path
        .split('.')
        .map((k) => escapeName(k, dollar))
        .join('.')
    : escapeName(path, dollar);
}

/** True when a document (or filter, or update) has a reserved field name or path segment anywhere. */
export function hasReservedNames(v: unknown, pathValues = false, dollar = false): boolean {
  if (Array.isArray(v)) return v.some((x) => hasReservedNames(x, pathValues, dollar));
  if (v instanceof DBRef) return true;
  if (!isPlainObject(v)) return pathValues && typeof v === 'string' && reservedPath(v, dollar);
  for (const k of Object.keys(v)) {
    if (reservedPath(k, dollar) || hasReservedNames(v[k], pathValues || k === '$rename', dollar)) return true;
  }
  return false;
}

function reservedPath(path: string, dollar: boolean): boolean {
  return reserved(path, dollar) || (path.includes('.') && path.split('.').some((s) => reserved(s, dollar)));
}

/**
 * Update operators' field paths, where `$`-prefixed names count too
 * (mongod 5.0+ accepts `$set: { $myKey: ... }`; mingo refuses it). Their
 * values are escaped like documents: keys there that start with `$` are
 * modifiers (`$each`, `$slice`...), not fields.
 */
export function hasReservedUpdateNames(ops: Doc): boolean {
  return Object.entries(ops).some(
    ([op, fields]) => isPlainObject(fields) && Object.entries(fields).some(([path, v]) => reservedPath(path, true) || hasReservedNames(v, op === '$rename')),
  );
}

export function escapeUpdateNames(ops: Doc): Doc {
  const out: Doc = {};
  for (const [op, fields] of Object.entries(ops)) {
    if (!isPlainObject(fields)) {
      out[op] = fields;
      continue;
    }
    const escaped: Doc = {};
    for (const [path, v] of Object.entries(fields)) escaped[escapePath(path, true)] = escapeNames(v, op === '$rename');
    out[op] = escaped;
  }
  return out;
}

/** A copy of v with reserved names (keys and dotted keys) escaped; pathValues also escapes string values (as $rename's targets); dollar also `$`-prefixed names. */
export function escapeNames(v: unknown, pathValues = false, dollar = false): unknown {
  if (Array.isArray(v)) return v.map((x) => escapeNames(x, pathValues, dollar));
  if (v instanceof DBRef) {
    const plain: Doc = { [ESC + '$ref']: v.collection, [ESC + '$id']: v.oid };
    if (v.db) plain[ESC + '$db'] = v.db;
    for (const [k, x] of Object.entries(v.fields)) plain[escapePath(k, dollar)] = escapeNames(x, false, dollar);
    return plain;
  }
  if (!isPlainObject(v)) return pathValues && typeof v === 'string' ? escapePath(v, dollar) : v;
  const out: Doc = {};
  for (const k of Object.keys(v)) out[escapePath(k, dollar)] = escapeNames(v[k], pathValues || k === '$rename', dollar);
  return out;
}

/** The inverse of escapeNames on a document: reserved names back, defined as own properties. */
export function unescapeNames(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(unescapeNames);
  if (!isPlainObject(v)) return v;
  const out: Doc = {};
  for (const k of Object.keys(v)) setField(out, unescapeName(k), unescapeNames(v[k]));
  return out;
}
