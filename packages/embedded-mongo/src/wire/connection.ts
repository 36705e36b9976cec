import type { Socket } from 'node:net';
import type { ServerState } from '../commands/context.js';
import { runCommand } from '../commands/registry.js';
import { errorReply, MongoError } from '../errors.js';
import { parseOpMsg, parseOpQuery, type ParsedCommand } from './parse.js';
import { HEADER_SIZE, MAX_MESSAGE_SIZE, OP_MSG, OP_QUERY } from './protocol.js';
import { opMsgReply, opReply, toBson } from './reply.js';

/**
 * One client socket: frames messages by their length prefix and runs them
 * strictly in order. Anything that cannot be framed (bad length, unknown
 * opcode) closes this connection only; a command-level problem gets an error
 * reply.
 */
export function handleConnection(socket: Socket, state: ServerState, connectionId: number): void {
  let chunks: Buffer[] = [];
  let buffered = 0;
  let queue: Promise<void> = Promise.resolve();
  socket.setNoDelay(true);

  const fail = (why: string): void => {
    state.log(`conn${connectionId}: closing: ${why}`);
    chunks = [];
    buffered = 0;
    socket.destroy();
  };

  socket.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    buffered += chunk.length;
    while (buffered >= 4) {
      if (chunks[0]!.length < 4) chunks = [Buffer.concat(chunks, buffered)];
      const len = chunks[0]!.readInt32LE(0);
      if (len < HEADER_SIZE || len > MAX_MESSAGE_SIZE) return fail(`invalid message length ${len}`);
      if (buffered < len) return;
      // Concatenate only once the whole message is here (no quadratic copying).
      const head = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, buffered);
      const msg = head.subarray(0, len);
      const rest = head.subarray(len);
      chunks = rest.length ? [rest] : [];
      buffered = rest.length;
      queue = queue.then(() => handleMessage(msg)).catch((err: unknown) => fail(String(err)));
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
    const reply = await runCommand({ ...state, db: cmd.db, connectionId }, cmd.body);
    if (cmd.moreToCome || socket.destroyed) return;
    socket.write(wrap(requestId, reply));
  }
}
