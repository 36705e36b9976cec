import { crc32 } from 'node:zlib';

/**
 * Journal and snapshot share one framing: [u32 length][u32 crc32][payload].
 * The payload is [op byte][namespace cstring][BSON body]. The checksum is
 * CRC-32 (IEEE 802.3, the zlib/PNG polynomial), computed by Node's
 * zlib.crc32 since the hand-written table version it replaced gave the same
 * values, so data folders written before still open.
 */
export type OpCode = 'i' | 'u' | 'd' | 'c' | 'x' | 'I' | 'X' | 'D' | 'g' | 'G' | 'e' | 'E';
// i insert, u replace, d delete {id}, c create collection {options},
// x drop collection, I create index {spec}, X drop index {name},
// D drop database, g snapshot generation (format 1: JSON number),
// G snapshot head (format 2: {gen}), e end of a snapshot collection {n, crc},
// E end of a snapshot {collections}

export interface LogRecord {
  op: OpCode;
  ns: string;
  body: Uint8Array;
}

/** A record with where it sits in its file (and its whole framed bytes, for section checksums). */
export interface PlacedRecord extends LogRecord {
  offset: number;
  bytes: Uint8Array;
}

const EMPTY_DOC = Buffer.from([5, 0, 0, 0, 0]);
const HEADER = 8;

export function checksum(buf: Uint8Array, start = 0, end = buf.length, previous = 0): number {
  return crc32(start === 0 && end === buf.length ? buf : buf.subarray(start, end), previous);
}

export function encodeRecord(op: OpCode, ns: string, body: Uint8Array = EMPTY_DOC): Buffer {
  const buf = Buffer.allocUnsafe(recordSize(ns, body));
  writeRecord(buf, op, ns, body);
  return buf;
}

/** Bytes encodeRecord needs for this record. */
export function recordSize(ns: string, body: Uint8Array = EMPTY_DOC): number {
  return HEADER + 1 + Buffer.byteLength(ns) + 1 + body.length;
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
  buf.writeUInt32LE(checksum(buf, HEADER), 4);
}

/** The intact record starting at `off`, or why there is none. */
function readRecordAt(buf: Buffer, off: number): PlacedRecord | { bad: string; pastEnd: boolean } {
  if (off + HEADER > buf.length) return { bad: 'record header cut short', pastEnd: true };
  const len = buf.readUInt32LE(off);
  if (len < 2) return { bad: `impossible record length ${len}`, pastEnd: false };
  const p = off + HEADER;
  if (p + len > buf.length) return { bad: `record of ${len} bytes runs past the end of the file`, pastEnd: true };
  if (checksum(buf, p, p + len) !== buf.readUInt32LE(off + 4)) return { bad: 'checksum mismatch', pastEnd: false };
  const nsEnd = buf.indexOf(0, p + 1);
  if (nsEnd < 0 || nsEnd >= p + len) return { bad: 'record without a namespace terminator', pastEnd: false };
  return {
    op: String.fromCharCode(buf[p]!) as OpCode,
    ns: buf.toString('utf8', p + 1, nsEnd),
    body: buf.subarray(nsEnd + 1, p + len),
    offset: off,
    bytes: buf.subarray(off, p + len),
  };
}

const isRecord = (r: ReturnType<typeof readRecordAt>): r is PlacedRecord => !('bad' in r);

/** Where the next intact record after `from` starts, or -1 (used to tell a torn tail from mid-file damage, and by repair). */
export function nextIntactRecord(buf: Buffer, from: number): number {
  for (let p = from; p + HEADER + 2 <= buf.length; p++) {
    const len = buf.readUInt32LE(p);
    if (len < 2 || p + HEADER + len > buf.length) continue;
    if (isRecord(readRecordAt(buf, p))) return p;
  }
  return -1;
}

export interface Damage {
  /** Byte offset of the first unreadable record. */
  offset: number;
  reason: string;
}

export interface Decoded {
  records: PlacedRecord[];
  /** Offset after the last intact record. */
  end: number;
  /** The file ends in one record cut short (or zero fill): an unfinished append, safe to drop. */
  tornTail: boolean;
  /** Anything else: the file is damaged at this offset and later records may exist. */
  damage: Damage | null;
}

/**
 * Decodes records in order. The only unreadable part accepted as harmless is
 * a torn tail: the file ends inside one record (its length runs past the
 * end, or the header itself is cut short) and no intact record follows, or
 * everything from there on is zeros (space the file system allocated before
 * a crash). A checksum failure, an impossible length or an intact record
 * after the bad spot is damage, reported with its offset.
 */
export function decodeRecords(buf: Buffer): Decoded {
  const records: PlacedRecord[] = [];
  let off = 0;
  while (off < buf.length) {
    const r = readRecordAt(buf, off);
    if (isRecord(r)) {
      records.push(r);
      off += r.bytes.length;
      continue;
    }
    const torn = allZero(buf, off) || (r.pastEnd && nextIntactRecord(buf, off + 1) < 0);
    return { records, end: off, tornTail: torn, damage: torn ? null : { offset: off, reason: r.bad } };
  }
  return { records, end: off, tornTail: false, damage: null };
}

/** Every intact record in the file, skipping damaged stretches; for repair. */
export function salvageRecords(buf: Buffer): { records: PlacedRecord[]; skipped: Array<{ offset: number; bytes: number }> } {
  const records: PlacedRecord[] = [];
  const skipped: Array<{ offset: number; bytes: number }> = [];
  let off = 0;
  while (off < buf.length) {
    const r = readRecordAt(buf, off);
    if (isRecord(r)) {
      records.push(r);
      off += r.bytes.length;
      continue;
    }
    const next = nextIntactRecord(buf, off + 1);
    const resume = next < 0 ? buf.length : next;
    skipped.push({ offset: off, bytes: resume - off });
    off = resume;
  }
  return { records, skipped };
}

function allZero(buf: Buffer, from: number): boolean {
  for (let i = from; i < buf.length; i++) if (buf[i] !== 0) return false;
  return true;
}
