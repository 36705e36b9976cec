import { calculateObjectSize, deserialize, ObjectId, serializeWithBufferAndIndex } from 'bson';

import { compareValues, type Doc, oidInts } from './values.js';

/**
 * Reading stored documents without decoding them.
 *
 * Documents are stored as BSON (see docStore.ts): a decoded JavaScript object
 * costs ~4x its BSON size in V8, and bson's deserialize costs several µs per
 * document, far too slow to decode a collection on every scan. Queries,
 * indexes and $group instead read just the fields they need straight from
 * the bytes; the few documents that go back to the client are sent as stored,
 * without being decoded or re-encoded at all.
 *
 * Values read here are exactly what bson's deserialize (default options, as
 * used everywhere in this server) returns for that element: the common
 * scalar types are decoded inline and everything else goes through
 * deserialize itself.
 */

/** readPath's answer when the path is an array or crosses one (the caller decides what that means). */
export const ARRAY: unique symbol = Symbol('array');

const ZERO_BYTE = Buffer.from([0]);

/** Stored document bytes: the document starts at `off` in `buf` and carries its own length. */
export function docLength(buf: Buffer, off: number): number {
  return buf.readInt32LE(off);
}

/** A dotted path pre-split into UTF-8 key names, compiled once per query. */
export type RawPath = Buffer[];

export function rawPath(path: string | readonly string[]): RawPath {
  const parts = typeof path === 'string' ? path.split('.') : path;
  return parts.map((p) => Buffer.from(p, 'utf8'));
}

/** Little-endian int32 (inlined by V8; Buffer's readInt32LE adds bounds checks per call). */
function i32(buf: Buffer, p: number): number {
  return buf[p]! | (buf[p + 1]! << 8) | (buf[p + 2]! << 16) | (buf[p + 3]! << 24);
}

/** Offset just past the cstring key of the element whose type byte is at `pos`. */
function skipKey(buf: Buffer, pos: number): number {
  let p = pos + 1;
  while (buf[p] !== 0) p++;
  return p + 1;
}

/** Size of an element's value, by BSON type. */
function valueSize(buf: Buffer, type: number, v: number): number {
  switch (type) {
    case 0x01: // double
    case 0x09: // date
    case 0x11: // timestamp
    case 0x12: // int64
      return 8;
    case 0x02: // string
    case 0x0d: // code
    case 0x0e: // symbol
      return 4 + i32(buf, v);
    case 0x03: // document
    case 0x04: // array
    case 0x0f: // code with scope
      return i32(buf, v);
    case 0x05: // binary
      return 5 + i32(buf, v);
    case 0x06: // undefined
    case 0x0a: // null
    case 0x7f: // max key
    case 0xff: // min key
      return 0;
    case 0x07: // ObjectId
      return 12;
    case 0x08: // bool
      return 1;
    case 0x0b: {
      // regex: two cstrings
      let p = v;
      while (buf[p] !== 0) p++;
      p++;
      while (buf[p] !== 0) p++;
      return p + 1 - v;
    }
    case 0x0c: // DBPointer
      return 4 + buf.readInt32LE(v) + 12;
    case 0x10: // int32
      return 4;
    case 0x13: // decimal128
      return 16;
    default:
      throw new Error(`corrupt stored document: BSON type ${type}`);
  }
}

/**
 * Whether the document at `off` holds an int64 anywhere (sub-documents and
 * arrays included), by walking its element types without decoding: an
 * update only needs to restore longs (values.ts restoreLongs) in the rare
 * document that has one, and a walk costs far less than a decode.
 */
export function hasInt64(buf: Buffer, off = 0): boolean {
  const end = off + i32(buf, off) - 1;
  let pos = off + 4;
  while (pos < end) {
    const type = buf[pos]!;
    if (type === 0x12) return true;
    const v = skipKey(buf, pos);
    if ((type === 0x03 || type === 0x04) && hasInt64(buf, v)) return true;
    pos = v + valueSize(buf, type, v);
  }
  return false;
}

function keyIs(buf: Buffer, start: number, name: Buffer): boolean {
  const n = name.length;
  if (buf[start + n] !== 0) return false;
  for (let i = 0; i < n; i++) if (buf[start + i] !== name[i]) return false;
  return true;
}

/** Position of the element named `name` in the document at `doc`, or -1. */
function findElement(buf: Buffer, doc: number, name: Buffer): number {
  const end = doc + i32(buf, doc) - 1;
  let pos = doc + 4;
  while (pos < end) {
    const type = buf[pos]!;
    const keyStart = pos + 1;
    if (keyIs(buf, keyStart, name)) return pos;
    const v = skipKey(buf, pos);
    pos = v + valueSize(buf, type, v);
  }
  return -1;
}

/**
 * The value at a dotted path, like getPath on the decoded document, except
 * that an array on the way answers ARRAY (array semantics need the whole
 * value). With leafArrays an array at the end of the path is decoded and
 * returned instead. Missing fields give undefined.
 */
export function readPath(buf: Buffer, off: number, path: RawPath, leafArrays = false): unknown {
  let doc = off;
  for (let i = 0; i < path.length; i++) {
    const pos = findElement(buf, doc, path[i]!);
    if (pos < 0) return undefined;
    const type = buf[pos]!;
    const v = skipKey(buf, pos);
    if (i === path.length - 1) {
      if (type === 0x04 && !leafArrays) return ARRAY;
      return decodeValue(buf, pos, type, v);
    }
    if (type === 0x04) return ARRAY;
    if (type !== 0x03) return undefined;
    doc = v;
  }
  return undefined;
}

/**
 * A regular expression that is plain text: what an escaped search box sends
 * (`new RegExp(escapeRegex(q), 'i')`). Tested on the stored bytes directly,
 * it needs no string built per document, which is most of a text search's
 * cost over a whole collection.
 */
export interface Literal {
  /** The text's bytes; lower-cased when `fold`. */
  needle: Uint8Array;
  /** Case-insensitive (the `i` flag). */
  fold: boolean;
  /** Horspool's shift per (folded) byte: how far the window may move when that byte ends it. */
  shift: Uint8Array;
}

/** Characters that are themselves when escaped; any other escape (\d, \b, \u…) is a pattern. */
const ESCAPABLE = new Set('\\^$.*+?()[]{}|/-'.split(''));
const META = new Set('\\^$.*+?()[]{}|'.split(''));

/**
 * The literal a RegExp stands for, or null when it is a real pattern or
 * is not plain ASCII. Only ASCII needles: without the `u` flag a non-ASCII
 * character never matches an ASCII one case-insensitively, so comparing
 * UTF-8 bytes (continuation bytes are all ≥ 0x80) is exact.
 */
export function literalOf(re: RegExp): Literal | null {
  if (/[^ims]/.test(re.flags)) return null;
  const src = re.source;
  const bytes: number[] = [];
  for (let i = 0; i < src.length; i++) {
    let c = src[i]!;
    if (c === '\\') {
      c = src[++i] ?? '';
      if (!ESCAPABLE.has(c)) return null;
    } else if (META.has(c)) return null;
    const code = c.charCodeAt(0);
    if (code >= 0x80) return null;
    bytes.push(code);
  }
  if (bytes.length === 0) return null;
  const fold = re.flags.includes('i');
  const needle = Uint8Array.from(bytes, (b) => (fold && b >= 65 && b <= 90 ? b | 0x20 : b));
  if (needle.length > 255) return null; // shifts are bytes; a search box never sends that much
  const shift = new Uint8Array(256).fill(needle.length);
  for (let j = 0; j < needle.length - 1; j++) shift[needle[j]!] = needle.length - 1 - j;
  return { needle, fold, shift };
}

/**
 * Whether the string at `path` contains `lit`, read from the bytes: false
 * when the field is missing or not a string, undefined when the path is or
 * crosses an array (array semantics are the caller's), and undefined for
 * any type this cannot read as text, so the caller decodes it instead.
 */
export function containsLiteral(buf: Buffer, off: number, path: RawPath, lit: Literal): boolean | undefined {
  let doc = off;
  let pos = -1;
  for (let i = 0; i < path.length; i++) {
    pos = findElement(buf, doc, path[i]!);
    if (pos < 0) return false;
    const type = buf[pos]!;
    if (type === 0x04) return undefined;
    if (i < path.length - 1) {
      if (type !== 0x03) return false;
      doc = skipKey(buf, pos);
    }
  }
  return literalAt(buf, pos, lit);
}

/** containsLiteral for the element whose type byte is at `pos`. */
function literalAt(buf: Buffer, pos: number, lit: Literal): boolean | undefined {
  const type = buf[pos]!;
  if (type !== 0x02) return type === 0x0e || type === 0x04 ? undefined : false; // symbols decode to strings: leave them to the caller
  const v = skipKey(buf, pos);
  const start = v + 4;
  const end = start + i32(buf, v) - 1;
  // Horspool: compare the window's last byte first; on a mismatch, jump by
  // how far that byte is from the needle's end (the needle's length when it
  // does not occur in it), so most bytes of a string are never read.
  const { needle, fold, shift } = lit;
  const last = needle.length - 1;
  const tail = needle[last]!;
  for (let i = start + last; i < end;) {
    let c = buf[i]!;
    if (fold && c >= 65 && c <= 90) c |= 0x20;
    if (c === tail) {
      let j = 0;
      const from = i - last;
      for (; j < last; j++) {
        let d = buf[from + j]!;
        if (fold && d >= 65 && d <= 90) d |= 0x20;
        if (d !== needle[j]) break;
      }
      if (j === last) return true;
    }
    i += shift[c]!;
  }
  return false;
}

export interface LiteralField {
  /** A top-level field name, UTF-8. */
  name: Buffer;
  lit: Literal;
}

/** Fields to search for their literals, prepared once per query (see containsAnyLiteral). */
export interface LiteralSearch {
  fields: readonly LiteralField[];
  /** Per first byte of a key, the fields (bit i = fields[i]) whose name starts with it. */
  byFirstByte: Int32Array;
}

/** At most 31 fields (one bit each). */
export function literalSearch(fields: readonly LiteralField[]): LiteralSearch {
  if (fields.length > 31) throw new RangeError('at most 31 fields');
  const byFirstByte = new Int32Array(256);
  fields.forEach((f, i) => {
    const b = f.name[0] ?? 0;
    byFirstByte[b] = (byFirstByte[b] ?? 0) | (1 << i);
  });
  return { fields, byFirstByte };
}

/**
 * Whether any of the top-level fields contains its literal (an $or of
 * plain-text regexes: a search box over name, email and phone), in one walk
 * over the document instead of one per field. undefined when no field
 * matched and one of them was an array or a symbol (the caller decides).
 */
export function containsAnyLiteral(buf: Buffer, off: number, search: LiteralSearch): boolean | undefined {
  const { fields, byFirstByte } = search;
  const end = off + i32(buf, off) - 1;
  let seen = 0; // bit i: field i met (a repeated key counts once, as findElement takes the first)
  const all = (1 << fields.length) - 1;
  let unknown = false;
  let pos = off + 4;
  while (pos < end && seen !== all) {
    const type = buf[pos]!;
    // Most keys start with a byte no searched name starts with: one lookup skips them.
    const candidates = byFirstByte[buf[pos + 1]!]! & ~seen;
    if (candidates !== 0) {
      for (let i = 0; i < fields.length; i++) {
        if ((candidates & (1 << i)) === 0 || !keyIs(buf, pos + 1, fields[i]!.name)) continue;
        seen |= 1 << i;
        const r = literalAt(buf, pos, fields[i]!.lit);
        if (r === true) return true;
        if (r === undefined) unknown = true;
      }
    }
    const v = skipKey(buf, pos);
    pos = v + valueSize(buf, type, v);
  }
  return unknown ? undefined : false;
}

/** Decodes one element's value (type byte at pos, value at v). */
function decodeValue(buf: Buffer, pos: number, type: number, v: number): unknown {
  switch (type) {
    case 0x01:
      return buf.readDoubleLE(v);
    case 0x02:
      return readString(buf, v + 4, v + 4 + i32(buf, v) - 1);
    case 0x07:
      return new ObjectId(buf.subarray(v, v + 12));
    case 0x08:
      return buf[v] === 1;
    case 0x09:
      // bson: new Date(Long.toNumber()) = high * 2^32 + unsigned low
      return new Date(buf.readInt32LE(v + 4) * 4294967296 + buf.readUInt32LE(v));
    case 0x0a:
      return null;
    case 0x10:
      return i32(buf, v);
    default: {
      // Rare types (documents, arrays, int64, decimal, binary, ...): let bson
      // decode a one-element copy so the value is exactly what it returns.
      const size = v + valueSize(buf, type, v) - pos;
      const one = Buffer.allocUnsafe(size + 5);
      one.writeInt32LE(size + 5, 0);
      buf.copy(one, 4, pos, pos + size);
      one[size + 4] = 0;
      const d = deserialize(one) as Doc;
      for (const k in d) return d[k];
      return undefined;
    }
  }
}

/**
 * Short ASCII strings (field values such as cities, stages, statuses) are
 * read far more often than they differ: a small direct-mapped cache returns
 * the string already built for the same bytes, saving the decode and the
 * allocation. Anything longer or non-ASCII is decoded each time.
 */
const STRING_CACHE_SIZE = 4096;
const MAX_CACHED_STRING = 32;
const stringCache: Array<string | undefined> = new Array<string | undefined>(STRING_CACHE_SIZE).fill(undefined);

function readString(buf: Buffer, start: number, end: number): string {
  const n = end - start;
  if (n > MAX_CACHED_STRING) return buf.toString('utf8', start, end);
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    const c = buf[i]!;
    if (c >= 0x80) return buf.toString('utf8', start, end);
    h = Math.imul(h ^ c, 0x01000193);
  }
  const slot = (h >>> 0) & (STRING_CACHE_SIZE - 1);
  const hit = stringCache[slot];
  if (hit !== undefined && hit.length === n) {
    let i = 0;
    while (i < n && hit.charCodeAt(i) === buf[start + i]) i++;
    if (i === n) return hit;
  }
  const s = buf.toString('latin1', start, end);
  stringCache[slot] = s;
  return s;
}

/**
 * compareValues(value at path, v) for index searches. The usual cases (same
 * type: ObjectId, date, number, ASCII string) compare the bytes in place
 * without building the value; the rest decode and use compareValues.
 */
export function compareRaw(buf: Buffer, off: number, path: RawPath, v: unknown): number {
  let doc = off;
  let pos = -1;
  for (let i = 0; i < path.length; i++) {
    pos = findElement(buf, doc, path[i]!);
    if (pos < 0) return compareValues(undefined, v);
    if (i < path.length - 1) {
      if (buf[pos] !== 0x03) return compareValues(readPath(buf, off, path, true), v);
      doc = skipKey(buf, pos);
    }
  }
  const type = buf[pos]!;
  const p = skipKey(buf, pos);
  switch (type) {
    case 0x07: {
      const o = v instanceof ObjectId ? oidInts(v) : null;
      if (!o) break;
      return (
        ((buf[p]! << 16) | (buf[p + 1]! << 8) | buf[p + 2]!) - o.i0 ||
        ((buf[p + 3]! << 16) | (buf[p + 4]! << 8) | buf[p + 5]!) - o.i1 ||
        ((buf[p + 6]! << 16) | (buf[p + 7]! << 8) | buf[p + 8]!) - o.i2 ||
        ((buf[p + 9]! << 16) | (buf[p + 10]! << 8) | buf[p + 11]!) - o.i3
      );
    }
    case 0x09: {
      if (!(v instanceof Date)) break;
      const ms = buf.readInt32LE(p + 4) * 4294967296 + buf.readUInt32LE(p);
      const t = v.getTime();
      if (Number.isNaN(t)) break;
      return ms < t ? -1 : ms > t ? 1 : 0;
    }
    case 0x01:
    case 0x10: {
      if (typeof v !== 'number' || Number.isNaN(v)) break;
      const x = type === 0x01 ? buf.readDoubleLE(p) : i32(buf, p);
      if (Number.isNaN(x)) break;
      return x < v ? -1 : x > v ? 1 : 0;
    }
    case 0x02: {
      if (typeof v !== 'string') break;
      const start = p + 4;
      const n = i32(buf, p) - 1;
      const m = Math.min(n, v.length);
      let i = 0;
      for (; i < m; i++) {
        const a = buf[start + i]!;
        const b = v.charCodeAt(i);
        if (a >= 0x80 || b >= 0x80) return compareValues(decodeValue(buf, pos, type, p), v);
        if (a !== b) return a - b;
      }
      // A common ASCII prefix: the shorter sorts first (the rest of the longer one is irrelevant).
      return n - v.length;
    }
    default:
  }
  return compareValues(decodeValue(buf, pos, type, p), v);
}

/** The whole document, decoded as the wire parser decodes documents. */
export function decodeDoc(buf: Buffer, off: number): Doc {
  return deserialize(buf.subarray(off, off + buf.readInt32LE(off))) as Doc;
}

/** Whether the element at pos has one of these names (the top-level field filters of decodeFields and projectTopLevel). */
function isNamed(buf: Buffer, pos: number, names: readonly Buffer[]): boolean {
  for (const name of names) if (keyIs(buf, pos + 1, name)) return true;
  return false;
}

/**
 * A document holding only the given top-level fields (the others are left
 * out), decoded. Enough for anything that only looks at those fields — a
 * filter, a sort key, index keys, a projection's output — at a fraction of
 * a full decode's cost. `except`: every field but the given ones instead.
 */
export function decodeFields(buf: Buffer, off: number, fields: readonly Buffer[], except = false): Doc {
  const end = off + buf.readInt32LE(off) - 1;
  const parts: Buffer[] = [];
  let size = 5;
  let pos = off + 4;
  while (pos < end) {
    const type = buf[pos]!;
    const v = skipKey(buf, pos);
    const next = v + valueSize(buf, type, v);
    if (isNamed(buf, pos, fields) !== except) {
      parts.push(buf.subarray(pos, next));
      size += next - pos;
    }
    pos = next;
  }
  if (parts.length === 0) return {};
  const head = Buffer.allocUnsafe(4);
  head.writeInt32LE(size, 0);
  return deserialize(Buffer.concat([head, ...parts, ZERO_BYTE], size)) as Doc;
}

/**
 * A projection on top-level fields only, applied to the stored bytes: the
 * elements kept are copied as they are, in stored order (mongod's order for
 * such a projection), into a new document. `include` keeps the named fields
 * (and _id when `keepId`), otherwise the named fields are left out.
 *
 * Why: decoding each document, projecting it with mingo and encoding it
 * again cost more than the rest of the read (2.5x the CPU of a year of
 * analytics rollups) and left garbage in V8's old space that the process
 * this server runs in (the API's) paid for in long major GCs.
 */
export interface TopLevelProjection {
  include: boolean;
  names: readonly Buffer[];
  /** Inclusion: whether _id stays (it does unless the projection says _id: 0). */
  keepId: boolean;
}

const ID_KEY = Buffer.from('_id', 'utf8');

/** The projected document's bytes: a fresh buffer (or a view of the stored one when every element stays). */
export function projectTopLevel(buf: Buffer, off: number, p: TopLevelProjection): Buffer {
  const end = off + i32(buf, off) - 1;
  const kept: number[] = [];
  let size = 5;
  let all = true;
  let pos = off + 4;
  while (pos < end) {
    const type = buf[pos]!;
    const v = skipKey(buf, pos);
    const next = v + valueSize(buf, type, v);
    const named = isNamed(buf, pos, p.names);
    const keep = p.include ? named || (p.keepId && keyIs(buf, pos + 1, ID_KEY)) : !named;
    if (keep) {
      kept.push(pos, next);
      size += next - pos;
    } else all = false;
    pos = next;
  }
  if (all) return buf.subarray(off, end + 1);
  const out = Buffer.allocUnsafe(size);
  out.writeInt32LE(size, 0);
  let at = 4;
  for (let i = 0; i < kept.length; i += 2) at += buf.copy(out, at, kept[i]!, kept[i + 1]!);
  out[at] = 0;
  return out;
}

/**
 * Encoding goes through one reusable buffer: the bytes are copied into a
 * slab and the journal right away, so a small buffer per document would only
 * be garbage (and fragment the process heap during bulk loads).
 */
const scratch = Buffer.allocUnsafeSlow(64 * 1024);

/**
 * The stored form of a document: what the server would send for it (bson 7
 * leaves undefined values out, as replies always did). The result is a view
 * of a shared buffer, valid until the next call: copy it to keep it.
 * Documents past `limit` throw tooLarge(size) without being encoded.
 */
export function encodeDoc(doc: Doc, limit: number, tooLarge: (size: number) => Error): Buffer {
  let end: number;
  try {
    end = serializeWithBufferAndIndex(doc, scratch) + 1;
  } catch (err) {
    // bson encodes into its own 17 MB buffer first: the document did not fit
    // there (too large) or then not into scratch (a large document gets a
    // buffer of its own, so scratch never pins megabytes).
    const size = calculateObjectSize(doc);
    if (size > limit) throw tooLarge(size);
    if (size <= scratch.length) throw err;
    const own = Buffer.allocUnsafeSlow(size);
    end = serializeWithBufferAndIndex(doc, own) + 1;
    return own.subarray(0, end);
  }
  if (end > limit) throw tooLarge(end);
  return scratch.subarray(0, end);
}

/**
 * `{ name: { $all: [strings] } }` on the stored bytes of a top-level field:
 * whether it holds every one of the strings (as the value, or as elements of
 * an array). A search-keys array (an app's n-grams) is checked for each
 * candidate of a search; decoding the array and asking mingo costs ~10x this.
 * undefined when the array holds anything but strings and not every value
 * was met (nested arrays and documents: the caller decodes).
 */
export function containsAllStrings(buf: Buffer, off: number, name: Buffer, values: readonly Buffer[]): boolean | undefined {
  const pos = findElement(buf, off, name);
  if (pos < 0) return false;
  const type = buf[pos]!;
  const v = skipKey(buf, pos);
  if (type === 0x02) return values.every((want) => stringIs(buf, v, want));
  if (type !== 0x04) return type === 0x0e || type === 0x03 ? undefined : false;
  const end = v + i32(buf, v) - 1;
  let met = 0;
  let other = false;
  const found = new Uint8Array(values.length);
  for (let p = v + 4; p < end && met < values.length;) {
    const t = buf[p]!;
    const ev = skipKey(buf, p);
    if (t === 0x02) {
      for (let i = 0; i < values.length; i++) {
        if (found[i] === 0 && stringIs(buf, ev, values[i]!)) {
          found[i] = 1;
          met++;
        }
      }
    } else other = true;
    p = ev + valueSize(buf, t, ev);
  }
  if (met === values.length) return true;
  return other ? undefined : false;
}

/** Whether the BSON string value at `v` (int32 length, bytes, NUL) is exactly `want`. */
function stringIs(buf: Buffer, v: number, want: Buffer): boolean {
  if (i32(buf, v) - 1 !== want.length) return false;
  const start = v + 4;
  for (let i = 0; i < want.length; i++) if (buf[start + i] !== want[i]) return false;
  return true;
}
