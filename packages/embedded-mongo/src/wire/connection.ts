import type { Socket } from 'node:net';

import type { ConnectionAuth, ServerState } from '../commands/context.js';
import { runCommand } from '../commands/registry.js';
import { errorReply, MongoError } from '../errors.js';
import { type ParsedCommand, parseOpMsg, parseOpQuery } from './parse.js';
import { HEADER_SIZE, MAX_MESSAGE_SIZE, OP_MSG, OP_QUERY } from './protocol.js';
import { opMsgReply, opReply, toBson } from './reply.js';

/**
 * One client socket: frames messages by their length prefix and runs them
 * strictly in order. Anything that cannot be framed (bad length, unknown
 * opcode) closes this connection only; a command-level problem gets an error
 * reply.
 */
export function handleConnection(socket: Socket, state: ServerState, connectionId: number): void {
  /** A message larger than what has arrived so far, copied into place as its bytes come in. */
  let assembling: Buffer | null = null;
  let filled = 0;
  /** Fewer than 4 bytes of the next message's length (rare). */
  let stub: Buffer | null = null;
  let queue: Promise<void> = Promise.resolve();
  const auth: ConnectionAuth = { authenticated: false, conversation: null };
  socket.setNoDelay(true);

  const fail = (why: string): void => {
    state.log(`conn${connectionId}: closing: ${why}`);
    assembling = null;
    stub = null;
    socket.destroy();
  };

  const dispatch = (msg: Buffer): void => {
    queue = queue.then(() => handleMessage(msg)).catch((err: unknown) => fail(String(err)));
  };

  // Each message is either a view of the chunk it arrived in or, when it
  // spans chunks, copied once into a buffer of exactly its size: chunks are
  // never kept in a list and concatenated (which held every chunk plus the
  // joined copy at once, and left the C heap fragmented after bulk loads).
  socket.on('data', (data: Buffer) => {
    let chunk = data;
    if (stub) {
      chunk = Buffer.concat([stub, chunk]);
      stub = null;
    }
    let off = 0;
    while (off < chunk.length) {
      if (assembling) {
        const n = Math.min(assembling.length - filled, chunk.length - off);
        chunk.copy(assembling, filled, off, off + n);
        filled += n;
        off += n;
        if (filled === assembling.length) {
          dispatch(assembling);
          assembling = null;
        }
        continue;
      }
      if (chunk.length - off < 4) {
        stub = Buffer.from(chunk.subarray(off));
        return;
      }
      const len = chunk.readInt32LE(off);
      if (len < HEADER_SIZE || len > MAX_MESSAGE_SIZE) return fail(`invalid message length ${len}`);
      if (chunk.length - off >= len) {
        dispatch(chunk.subarray(off, off + len));
        off += len;
      } else {
        assembling = Buffer.allocUnsafeSlow(len);
        filled = 0;
      }
    }
  });
  socket.on('error', () => socket.destroy());

  async function handleMessage(msg: Buffer): Promise<void> {
    if (socket.destroyed) return;
    const requestId = msg.readInt32LE(4);
    const opCode = msg.readInt32LE(12);
    if (opCode !== OP_MSG && opCode !== OP_QUERY) return fail(`unsupported opcode ${opCode}`);
    const wrap = opCode === OP_MSG ? opMsgReply : opReply;
    let cmd: ParsedCommand;
    try {
      cmd = opCode === OP_MSG ? parseOpMsg(msg) : parseOpQuery(msg);
    } catch (err) {
      const e = err instanceof MongoError ? err : new MongoError(9, String(err));
      if (msg.length >= HEADER_SIZE + 4 && opCode === OP_MSG && msg.readUInt32LE(HEADER_SIZE) & 2) return fail(e.message);
      socket.write(wrap(requestId, toBson(errorReply(e))));
      return;
    }
    const reply = await runCommand({ ...state, db: cmd.db, connectionId, auth }, cmd.body);
    if (cmd.moreToCome || socket.destroyed) return;
    socket.write(wrap(requestId, reply));
  }
}
