import { deserialize } from 'bson';
import type { Doc } from '../engine/values.js';
import { MongoError } from '../errors.js';
import { HEADER_SIZE, MAX_COMMAND_SIZE, MSG_CHECKSUM_PRESENT, MSG_EXHAUST_ALLOWED, MSG_MORE_TO_COME } from './protocol.js';

export interface ParsedCommand {
  db: string;
  body: Doc;
  moreToCome: boolean;
}

/** Reads one BSON document at off, bounded by end; throws InvalidBSON (22). */
function readDoc(buf: Buffer, off: number, end: number): { doc: Doc; next: number } {
  if (off + 5 > end) throw new MongoError(22, 'invalid BSON: truncated document');
  const len = buf.readInt32LE(off);
  if (len < 5 || off + len > end) throw new MongoError(22, `invalid BSON: document length ${len} out of bounds`);
  if (len > MAX_COMMAND_SIZE) throw new MongoError(10334, `BSONObj size: ${len} is invalid. Size must be between 0 and 16793600(16MB)`);
  try {
    return { doc: deserialize(buf.subarray(off, off + len), { validation: { utf8: true } }) as Doc, next: off + len };
  } catch (err) {
    throw new MongoError(22, `invalid BSON: ${(err as Error).message}`);
  }
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
  const sequences: Array<[string, Doc[]]> = [];
  while (off < end) {
    const kind = msg[off++];
    if (kind === 0) {
      if (body) throw new MongoError(40430, 'Multiple body sections in OP_MSG');
      const r = readDoc(msg, off, end);
      body = r.doc;
      off = r.next;
    } else if (kind === 1) {
      if (off + 4 > end) throw new MongoError(9, 'truncated document sequence');
      const size = msg.readInt32LE(off);
      const seqEnd = off + size;
      if (size < 5 || seqEnd > end) throw new MongoError(9, 'invalid document sequence size');
      const idEnd = msg.indexOf(0, off + 4);
      if (idEnd < 0 || idEnd >= seqEnd) throw new MongoError(9, 'invalid document sequence identifier');
      const id = msg.toString('utf8', off + 4, idEnd);
      const docs: Doc[] = [];
      let p = idEnd + 1;
      while (p < seqEnd) {
        const r = readDoc(msg, p, seqEnd);
        docs.push(r.doc);
        p = r.next;
      }
      sequences.push([id, docs]);
      off = seqEnd;
    } else {
      throw new MongoError(40432, `Unknown section kind ${String(kind)}`);
    }
  }
  if (!body) throw new MongoError(40587, 'OP_MSG requires a body section');
  for (const [id, docs] of sequences) {
    const existing = body[id];
    body[id] = Array.isArray(existing) ? [...existing, ...docs] : docs;
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
