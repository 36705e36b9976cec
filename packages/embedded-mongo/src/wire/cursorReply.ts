import { Long, serialize } from 'bson';

import type { Doc } from '../engine/values.js';
import { MAX_BSON_OBJECT_SIZE } from './protocol.js';

/**
 * Cursor replies are assembled by hand so each document is serialized exactly
 * once and a batch can stop at the 16 MB reply limit without measuring
 * documents twice.
 */
export interface EncodedBatch {
  parts: Buffer[];
  bytes: number;
  taken: number;
}

const BATCH_BYTE_LIMIT = MAX_BSON_OBJECT_SIZE - 64 * 1024;

/** Documents are encoded here, or are already BSON (stored documents, sent as they are). */
export function encodeBatch(docs: ReadonlyArray<Doc | Uint8Array>, start: number, max: number): EncodedBatch {
  const parts: Buffer[] = [];
  let bytes = 0;
  let taken = 0;
  for (let i = start; i < docs.length && taken < max; i++) {
    const d = docs[i]!;
    const enc = d instanceof Uint8Array ? d : serialize(d, { ignoreUndefined: true });
    // Always return at least one document, as mongod does.
    if (taken > 0 && bytes + enc.length > BATCH_BYTE_LIMIT) break;
    const key = Buffer.from(`\x03${taken}\0`, 'latin1');
    parts.push(key, Buffer.from(enc.buffer, enc.byteOffset, enc.byteLength));
    bytes += key.length + enc.length;
    taken++;
  }
  return { parts, bytes, taken };
}

/** `{cursor: {<name>: [...], id, ns}, ok: 1}` */
export function cursorBody(name: 'firstBatch' | 'nextBatch', batch: EncodedBatch, id: Long, ns: string): Buffer {
  const array = Buffer.concat([int32(batch.bytes + 5), ...batch.parts, ZERO]);
  const tail = serialize({ id, ns });
  const tailElems = Buffer.from(tail.buffer, tail.byteOffset + 4, tail.byteLength - 5);
  const nameBuf = Buffer.from(`\x04${name}\0`, 'latin1');
  const cursorLen = 4 + nameBuf.length + array.length + tailElems.length + 1;
  const cursor = Buffer.concat([int32(cursorLen), nameBuf, array, tailElems, ZERO]);
  const head = Buffer.from('\x03cursor\0', 'latin1');
  const total = 4 + head.length + cursor.length + OK_ELEM.length + 1;
  return Buffer.concat([int32(total), head, cursor, OK_ELEM, ZERO]);
}

const ZERO = Buffer.from([0]);
const OK_ELEM = (() => {
  const b = Buffer.alloc(12);
  b[0] = 0x01;
  b.write('ok\0', 1, 'latin1');
  b.writeDoubleLE(1, 4);
  return b;
})();

function int32(n: number): Buffer {
  const b = Buffer.allocUnsafe(4);
  b.writeInt32LE(n, 0);
  return b;
}
