import { isPlainObject, type Doc } from './plainObject.js';

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

const escapeName = (k: string): string => (RESERVED.has(k) ? ESC + k : k);
const unescapeName = (k: string): string => (k.startsWith(ESC) ? k.slice(1) : k);

/** A dotted path with its reserved segments escaped. */
export function escapePath(path: string): string {
  return path.includes('.') ? path.split('.').map(escapeName).join('.') : escapeName(path);
}

/** True when a document (or filter, or update) has a reserved field name or path segment anywhere. */
export function hasReservedNames(v: unknown, pathValues = false): boolean {
  if (Array.isArray(v)) return v.some((x) => hasReservedNames(x, pathValues));
  if (!isPlainObject(v)) return pathValues && typeof v === 'string' && reservedPath(v);
  for (const k of Object.keys(v)) {
    if (reservedPath(k) || hasReservedNames(v[k], pathValues || k === '$rename')) return true;
  }
  return false;
}

function reservedPath(path: string): boolean {
  return RESERVED.has(path) || (path.includes('.') && path.split('.').some((s) => RESERVED.has(s)));
}

/** A copy of v with reserved names (keys and dotted keys) escaped; pathValues also escapes string values (as $rename's targets). */
export function escapeNames(v: unknown, pathValues = false): unknown {
  if (Array.isArray(v)) return v.map((x) => escapeNames(x, pathValues));
  if (!isPlainObject(v)) return pathValues && typeof v === 'string' ? escapePath(v) : v;
  const out: Doc = {};
  for (const k of Object.keys(v)) out[escapePath(k)] = escapeNames(v[k], pathValues || k === '$rename');
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
