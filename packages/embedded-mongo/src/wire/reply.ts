import { serialize } from 'bson';

import { OP_MSG, OP_REPLY } from './protocol.js';

let nextRequestId = 1;

function header(total: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.allocUnsafe(16);
  h.writeInt32LE(total, 0);
  h.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

export function toBson(body: Record<string, unknown> | Buffer): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.from(serialize(body, { ignoreUndefined: true }));
}

export function opMsgReply(responseTo: number, body: Buffer): Buffer {
  const pre = Buffer.allocUnsafe(5);
  pre.writeUInt32LE(0, 0);
  pre[4] = 0;
  const total = 16 + 5 + body.length;
  return Buffer.concat([header(total, responseTo, OP_MSG), pre, body], total);
}

export function opReply(responseTo: number, body: Buffer): Buffer {
  const pre = Buffer.alloc(20);
  pre.writeInt32LE(8, 0); // AwaitCapable
  // cursorID (8 bytes) and startingFrom stay 0
  pre.writeInt32LE(1, 16); // numberReturned
  const total = 16 + 20 + body.length;
  return Buffer.concat([header(total, responseTo, OP_REPLY), pre, body], total);
}
