import { crc32 } from './crc32.js';

/**
 * Journal and snapshot share one framing: [u32 length][u32 crc32][payload].
 * The payload is [op byte][namespace cstring][BSON body]. A record whose
 * length runs past the end or whose checksum fails marks the end of the
 * usable log (a torn write from a crash).
 */
export type OpCode = 'i' | 'u' | 'd' | 'c' | 'x' | 'I' | 'X' | 'D' | 'g';
// i insert, u replace, d delete {id}, c create collection {options},
// x drop collection, I create index {spec}, X drop index {name},
// D drop database, g snapshot generation {gen}

export interface LogRecord {
  op: OpCode;
  ns: string;
  body: Uint8Array;
}

const EMPTY_DOC = Buffer.from([5, 0, 0, 0, 0]);

export function encodeRecord(op: OpCode, ns: string, body: Uint8Array = EMPTY_DOC): Buffer {
  const buf = Buffer.allocUnsafe(recordSize(ns, body));
  writeRecord(buf, op, ns, body);
  return buf;
}

/** Bytes encodeRecord needs for this record. */
export function recordSize(ns: string, body: Uint8Array = EMPTY_DOC): number {
  return 8 + 1 + Buffer.byteLength(ns) + 1 + body.length;
}

/** Encodes a record into buf, which must be exactly recordSize(ns, body) long. */
export function writeRecord(buf: Buffer, op: OpCode, ns: string, body: Uint8Array = EMPTY_DOC): void {
  const nsLen = Buffer.byteLength(ns);
  const payloadLen = 1 + nsLen + 1 + body.length;
  buf.writeUInt32LE(payloadLen, 0);
  buf[8] = op.charCodeAt(0);
  buf.write(ns, 9, 'utf8');
  buf[9 + nsLen] = 0;
  buf.set(body, 10 + nsLen);
  buf.writeUInt32LE(crc32(buf, 8), 4);
}

/** Decodes records until the first torn or corrupt one; `end` is the last good offset. */
export function decodeRecords(buf: Buffer): { records: LogRecord[]; end: number; torn: boolean } {
  const records: LogRecord[] = [];
  let off = 0;
  while (off + 8 <= buf.length) {
    const len = buf.readUInt32LE(off);
    const sum = buf.readUInt32LE(off + 4);
    if (len < 2 || off + 8 + len > buf.length) break;
    if (crc32(buf, off + 8, off + 8 + len) !== sum) break;
    const p = off + 8;
    const nsEnd = buf.indexOf(0, p + 1);
    if (nsEnd < 0 || nsEnd >= p + len) break;
    records.push({
      op: String.fromCharCode(buf[p]!) as OpCode,
      ns: buf.toString('utf8', p + 1, nsEnd),
      body: buf.subarray(nsEnd + 1, p + len),
    });
    off = p + len;
  }
  return { records, end: off, torn: off !== buf.length };
}
