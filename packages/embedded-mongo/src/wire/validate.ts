import { isUtf8 } from 'node:buffer';

/**
 * Structural BSON validation without decoding: every length in bounds, every
 * string and cstring terminated (string values valid UTF-8, as bson's
 * deserialize with utf8 validation requires), booleans 0 or 1, known element
 * types only, embedded documents exactly filling their declared size.
 *
 * The wire parser uses it to accept or reject a whole message up front (as
 * mongod does: a message with an invalid document is refused entirely, no
 * document of it is applied) while decoding an insert's documents only one
 * at a time later, so a 100k-document batch never exists as 100k JavaScript
 * objects at once. It is at least as strict as bson's deserialize on
 * structure, so a document it accepts decodes.
 */

/** Nesting deeper than this is refused (mongod's limit for stored documents is far lower). */
const MAX_DEPTH = 1000;

function i32(buf: Buffer, p: number): number {
  return buf[p]! | (buf[p + 1]! << 8) | (buf[p + 2]! << 16) | (buf[p + 3]! << 24);
}

/** The reason the document at off (which must end by `end`) is invalid, or null when it is valid. */
export function bsonProblem(buf: Buffer, off: number, end: number): string | null {
  try {
    checkDoc(buf, off, end, 0);
    return null;
  } catch (err) {
    if (err instanceof BsonInvalid) return err.message;
    throw err;
  }
}

class BsonInvalid extends Error {}

function fail(why: string): never {
  throw new BsonInvalid(why);
}

/** Validates the document at off; its declared length must fit before `limit`. Returns its length. */
function checkDoc(buf: Buffer, off: number, limit: number, depth: number): number {
  if (depth > MAX_DEPTH) fail('nesting too deep');
  if (off + 5 > limit) fail('truncated document');
  const len = i32(buf, off);
  if (len < 5 || off + len > limit) fail(`document length ${len} out of bounds`);
  const last = off + len - 1;
  if (buf[last] !== 0) fail('document not terminated by 0x00');
  let pos = off + 4;
  while (pos < last) {
    const type = buf[pos]!;
    if (type === 0) fail('document terminated early');
    const keyEnd = buf.indexOf(0, pos + 1);
    if (keyEnd < 0 || keyEnd >= last) fail('illegal CString');
    pos = checkValue(buf, type, keyEnd + 1, last, depth);
  }
  return len;
}

/** Validates one value of `type` at v (it must end by `last`, the document's terminator); returns the offset after it. */
function checkValue(buf: Buffer, type: number, v: number, last: number, depth: number): number {
  const fixed = (n: number): number => {
    if (v + n > last) fail('truncated value');
    return v + n;
  };
  switch (type) {
    case 0x01: // double
    case 0x09: // date
    case 0x11: // timestamp
    case 0x12: // int64
      return fixed(8);
    case 0x07: // ObjectId
      return fixed(12);
    case 0x10: // int32
      return fixed(4);
    case 0x13: // decimal128
      return fixed(16);
    case 0x06: // undefined
    case 0x0a: // null
    case 0x7f: // max key
    case 0xff: // min key
      return v;
    case 0x08: {
      const next = fixed(1);
      if (buf[v] !== 0 && buf[v] !== 1) fail('illegal boolean value');
      return next;
    }
    case 0x02: // string
    case 0x0d: // code
    case 0x0e: // symbol
      return checkString(buf, v, last);
    case 0x03: // document
    case 0x04: // array
      return v + checkDoc(buf, v, last, depth + 1);
    case 0x05: {
      // binary
      fixed(5);
      const n = i32(buf, v);
      if (n < 0) fail('negative binary length');
      const next = fixed(5 + n);
      if (buf[v + 4] === 0x02) {
        if (n < 4 || i32(buf, v + 5) !== n - 4) fail('bad binary subtype 2 length');
      }
      return next;
    }
    case 0x0b: {
      // regex: pattern and options cstrings
      const a = buf.indexOf(0, v);
      if (a < 0 || a >= last) fail('illegal regex CString');
      const b = buf.indexOf(0, a + 1);
      if (b < 0 || b >= last) fail('illegal regex CString');
      return b + 1;
    }
    case 0x0c: {
      // DBPointer: string + ObjectId
      const s = checkString(buf, v, last);
      if (s + 12 > last) fail('truncated DBPointer');
      return s + 12;
    }
    case 0x0f: {
      // code with scope: int32 total, string, document
      fixed(4);
      const total = i32(buf, v);
      if (total < 14 || v + total > last) fail('bad code with scope length');
      const s = checkString(buf, v + 4, v + total);
      if (s + checkDoc(buf, s, v + total, depth + 1) !== v + total) fail('bad code with scope length');
      return v + total;
    }
    default:
      return fail(`unknown BSON type ${type}`);
  }
}

/** An int32 length (terminator included), the bytes, 0x00; valid UTF-8. */
function checkString(buf: Buffer, v: number, last: number): number {
  if (v + 4 > last) fail('truncated string');
  const n = i32(buf, v);
  if (n < 1 || v + 4 + n > last) fail('bad string length');
  const start = v + 4;
  const end = start + n - 1;
  if (buf[end] !== 0) fail('string not terminated');
  for (let i = start; i < end; i++) {
    if (buf[i]! >= 0x80) {
      if (!isUtf8(buf.subarray(start, end))) fail('invalid UTF-8 string');
      break;
    }
  }
  return end + 1;
}
