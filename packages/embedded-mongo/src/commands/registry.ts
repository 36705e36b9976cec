import type { Doc } from '../engine/values.js';
import { errorReply, MongoError, toMongoError } from '../errors.js';
import { toBson } from '../wire/reply.js';
import { aggregateCommands } from './aggregate.js';
import { authCommands, OPEN_COMMANDS } from './auth.js';
import { collectionCommands } from './collections.js';
import { collModCommands } from './collMod.js';
import type { CommandContext, Handler } from './context.js';
import { explainCommands } from './explain.js';
import { findAndModifyCommands } from './findAndModify.js';
import { handshakeCommands } from './handshake.js';
import { indexCommands } from './indexes.js';
import { readCommands } from './read.js';
import { serverSideJsCommands } from './serverSideJs.js';
import { sessionCommands } from './sessions.js';
import { writeCommands } from './write.js';

const HANDLERS: Record<string, Handler> = {
  ...handshakeCommands,
  ...authCommands,
  ...sessionCommands,
  ...readCommands,
  ...writeCommands,
  ...findAndModifyCommands,
  ...aggregateCommands,
  ...indexCommands,
  ...collectionCommands,
  ...collModCommands,
  ...explainCommands,
  ...serverSideJsCommands,
};

/** Runs one command and always returns an encoded reply; never throws. */
export async function runCommand(ctx: CommandContext, body: Doc): Promise<Buffer> {
  const name = Object.keys(body)[0] ?? '';
  try {
    const handler = Object.hasOwn(HANDLERS, name) ? HANDLERS[name] : undefined;
    if (!ctx.auth.authenticated && !OPEN_COMMANDS.has(name)) throw new MongoError(13, `Command ${name} requires authentication`);
    if (!handler) throw new MongoError(59, `no such command: '${name}'`);
    if (body.txnNumber !== undefined || body.startTransaction !== undefined || body.autocommit !== undefined) {
      throw new MongoError(20, 'Transaction numbers are only allowed on a replica set member or mongos');
    }
    const journal = ctx.catalog.journal;
    const before = journal?.sequence ?? 0;
    let reply: Doc | Buffer;
    try {
      reply = await handler(ctx, body);
    } finally {
      // Partial batches (an ordered insert that stopped at a duplicate) still
      // wrote something: it must be durable before any reply.
      if (journal && journal.sequence > before) {
        await journal.sync();
        ctx.afterWrite();
      }
    }
    if (!Buffer.isBuffer(reply) && reply.ok === undefined) reply.ok = 1;
    return toBson(reply);
  } catch (err) {
    const e = toMongoError(err, 1);
    if (e.code === 1) ctx.log(`command ${name} failed: ${(err as Error).stack ?? String(err)}`);
    return toBson(errorReply(e));
  }
}
