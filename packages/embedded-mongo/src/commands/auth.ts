import { Binary } from 'bson';

import { MECHANISM, scramFinish, scramStart } from '../auth/scram.js';
import type { Doc } from '../engine/values.js';
import { MongoError } from '../errors.js';
import type { CommandContext, Handler } from './context.js';

/**
 * Commands a connection may run before it has authenticated, as on a mongod
 * with authorization enabled: the handshake, ping and the SASL exchange.
 * Everything else answers 13 Unauthorized.
 */
export const OPEN_COMMANDS = new Set([
  'hello',
  'isMaster',
  'ismaster',
  'ping',
  'buildInfo',
  'buildinfo',
  'saslStart',
  'saslContinue',
  'whatsmyuri',
  'connectionStatus',
]);

function payloadText(v: unknown): string {
  if (v instanceof Binary) return Buffer.from(v.buffer.subarray(0, v.position)).toString('utf8');
  if (v instanceof Uint8Array) return Buffer.from(v).toString('utf8');
  if (typeof v === 'string') return v;
  throw new MongoError(2, 'SASL payload must be binary');
}

const binary = (text: string) => new Binary(Buffer.from(text, 'utf8'));

export function saslStart(ctx: CommandContext, body: Doc): Doc {
  if (body.mechanism !== MECHANISM) throw new MongoError(2, `Received authentication for mechanism ${String(body.mechanism)} which is not enabled`);
  ctx.auth.authenticated = false;
  const { conversation, payload } = scramStart(ctx.user, payloadText(body.payload));
  ctx.auth.conversation = conversation;
  return { conversationId: 1, done: false, payload: binary(payload), ok: 1 };
}

export const authCommands: Record<string, Handler> = {
  saslStart,
  saslContinue: (ctx, body) => {
    const conv = ctx.auth.conversation;
    if (!conv || body.conversationId !== 1) throw new MongoError(17, 'No SASL session state found');
    ctx.auth.conversation = null;
    const serverFinal = scramFinish(ctx.user, conv, payloadText(body.payload));
    ctx.auth.authenticated = true;
    // done: true right away (the driver's skipEmptyExchange), saving a round trip.
    return { conversationId: 1, done: true, payload: binary(serverFinal), ok: 1 };
  },
  logout: (ctx) => {
    ctx.auth.authenticated = false;
    return { ok: 1 };
  },
};

/** The parts of a hello reply that concern authentication. */
export function helloAuthFields(ctx: CommandContext, body: Doc): Doc {
  const out: Doc = {};
  // "<db>.<user>": the driver asks which mechanisms this user has.
  if (typeof body.saslSupportedMechs === 'string' && body.saslSupportedMechs.slice(body.saslSupportedMechs.indexOf('.') + 1) === ctx.user.username) {
    out.saslSupportedMechs = [MECHANISM];
  }
  // The driver may start SCRAM inside hello; answering it saves a round trip.
  const spec = body.speculativeAuthenticate as Doc | undefined;
  if (spec && spec.mechanism === MECHANISM) {
    try {
      out.speculativeAuthenticate = saslStart(ctx, spec);
    } catch {
      // Unknown user or malformed message: the driver falls back to a normal saslStart, which reports the error.
    }
  }
  return out;
}
