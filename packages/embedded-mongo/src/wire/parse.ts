import { deserialize } from 'bson';

import type { Doc } from '../engine/values.js';
import { MongoError } from '../errors.js';
import { HEADER_SIZE, MAX_COMMAND_SIZE, MSG_CHECKSUM_PRESENT, MSG_EXHAUST_ALLOWED, MSG_MORE_TO_COME } from './protocol.js';
import { bsonProblem } from './validate.js';

export interface ParsedCommand {
  db: string;
  body: Doc;
  moreToCome: boolean;
}

/** Checks the bounds of the BSON document at off (bounded by end); returns its length. Throws InvalidBSON (22). */
function docBounds(buf: Buffer, off: number, end: number): number {
  if (off + 5 > end) throw new MongoError(22, 'invalid BSON: truncated document');
  const len = buf.readInt32LE(off);
  if (len < 5 || off + len > end) throw new MongoError(22, `invalid BSON: document length ${len} out of bounds`);
  if (len > MAX_COMMAND_SIZE) throw new MongoError(10334, `BSONObj size: ${len} is invalid. Size must be between 0 and 16793600(16MB)`);
  return len;
}

/**
 * keepLongs: int64 values stay Long (an insert's documents, so a long is
 * stored as a long, as mongod stores it; by default bson turns the ones
 * that fit in a double into numbers, which would be written back as int32
 * or double).
 */
function decode(bytes: Buffer, keepLongs = false): Doc {
  try {
    return deserialize(bytes, { validation: { utf8: true }, ...(keepLongs && { promoteLongs: false }) }) as Doc;
  } catch (err) {
    throw new MongoError(22, `invalid BSON: ${(err as Error).message}`);
  }
}

/** Reads one BSON document at off, bounded by end; throws InvalidBSON (22). */
function readDoc(buf: Buffer, off: number, end: number): { doc: Doc; next: number } {
  const len = docBounds(buf, off, end);
  return { doc: decode(buf.subarray(off, off + len)), next: off + len };
}

/**
 * An insert's `documents` sent as a document sequence: validated as a whole
 * when the message is parsed (an invalid document refuses the message, as on
 * mongod), decoded one at a time by the insert. The batch therefore never
 * exists as thousands of live objects at once, which would make V8 grow its
 * young generation (and keep it grown) on every bulk load.
 */
export class DocSequence {
  /** Set for an insert's documents (see decode). */
  keepLongs = false;

  constructor(
    private readonly buf: Buffer,
    /** Start offset of each document in buf. */
    private readonly offsets: number[],
  ) {}

  get length(): number {
    return this.offsets.length;
  }

  /** Document i's bytes (a view of the message: valid while the command runs). */
  bytes(i: number): Buffer {
    const off = this.offsets[i]!;
    return this.buf.subarray(off, off + this.buf.readInt32LE(off));
  }

  /** Document i, decoded (a fresh object each call). Throws InvalidBSON (22) in the unlikely case bson refuses what validation let through. */
  at(i: number): Doc {
    return decode(this.bytes(i), this.keepLongs);
  }

  toArray(): Doc[] {
    return Array.from({ length: this.length }, (_, i) => this.at(i));
  }
}

/** Validates the documents of a sequence section without decoding them. */
function scanSequence(msg: Buffer, p: number, seqEnd: number): DocSequence {
  const offsets: number[] = [];
  while (p < seqEnd) {
    const len = docBounds(msg, p, seqEnd);
    const problem = bsonProblem(msg, p, p + len);
    if (problem) throw new MongoError(22, `invalid BSON: ${problem}`);
    offsets.push(p);
    p += len;
  }
  return new DocSequence(msg, offsets);
}

/**
 * OP_MSG: flag bits, then sections. Kind 0 is the command body; kind 1 is a
 * document sequence (the driver puts insert `documents` there) merged back
 * into the body under its identifier.
 */
export function parseOpMsg(msg: Buffer): ParsedCommand {
  const flags = msg.readUInt32LE(HEADER_SIZE);
  // Unknown "required" bits (0-15) must make the server reject the message.
  if (flags & 0xfffc & ~MSG_EXHAUST_ALLOWED) throw new MongoError(9, `Unrecognized OP_MSG flags: ${flags}`);
  let end = msg.length;
  if (flags & MSG_CHECKSUM_PRESENT) end -= 4;
  let off = HEADER_SIZE + 4;
  let body: Doc | null = null;
  const sequences: Array<[string, DocSequence]> = [];
  while (off < end) {
    const kind = msg[off++];
    if (kind === 0) {
      if (body) throw new MongoError(40430, 'Multiple body sections in OP_MSG');
      const r = readDoc(msg, off, end);
      body = r.doc;
      // An insert with its documents in the body: those are decoded again keeping their longs.
      if (Object.keys(body)[0] === 'insert' && Array.isArray(body.documents)) body.documents = decode(msg.subarray(off, r.next), true).documents;
      off = r.next;
    } else if (kind === 1) {
      if (off + 4 > end) throw new MongoError(9, 'truncated document sequence');
      const size = msg.readInt32LE(off);
      const seqEnd = off + size;
      if (size < 5 || seqEnd > end) throw new MongoError(9, 'invalid document sequence size');
      const idEnd = msg.indexOf(0, off + 4);
      if (idEnd < 0 || idEnd >= seqEnd) throw new MongoError(9, 'invalid document sequence identifier');
      const id = msg.toString('utf8', off + 4, idEnd);
      sequences.push([id, scanSequence(msg, idEnd + 1, seqEnd)]);
      off = seqEnd;
    } else {
      throw new MongoError(40432, `Unknown section kind ${String(kind)}`);
    }
  }
  if (!body) throw new MongoError(40587, 'OP_MSG requires a body section');
  // Only an insert's documents stay lazy; every other command sees arrays.
  const lazy = Object.keys(body)[0] === 'insert';
  for (const [id, seq] of sequences) {
    const existing = body[id];
    if (lazy && id === 'documents' && existing === undefined) {
      seq.keepLongs = true;
      body[id] = seq;
    } else body[id] = Array.isArray(existing) ? [...existing, ...seq.toArray()] : seq.toArray();
  }
  const db = typeof body.$db === 'string' ? body.$db : '';
  if (!db) throw new MongoError(40571, 'OP_MSG requests require a $db argument');
  return { db, body, moreToCome: (flags & MSG_MORE_TO_COME) !== 0 };
}

/** Legacy OP_QUERY, accepted only for commands on `<db>.$cmd` (the driver's first ismaster). */
export function parseOpQuery(msg: Buffer): ParsedCommand {
  let off = HEADER_SIZE + 4;
  const nsEnd = msg.indexOf(0, off);
  if (nsEnd < 0) throw new MongoError(9, 'invalid OP_QUERY namespace');
  const ns = msg.toString('utf8', off, nsEnd);
  off = nsEnd + 1 + 8; // numberToSkip, numberToReturn
  let { doc } = readDoc(msg, off, msg.length);
  if (!ns.endsWith('.$cmd')) throw new MongoError(5739101, 'OP_QUERY is no longer supported except for commands');
  if (doc.$query && typeof doc.$query === 'object') doc = doc.$query as Doc;
  return { db: ns.slice(0, -5), body: doc, moreToCome: false };
}
