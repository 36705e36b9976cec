import os from 'node:os';
import v8 from 'node:v8';

import { MECHANISM } from '../auth/scram.js';
import { MongoError } from '../errors.js';
import { MAX_BSON_OBJECT_SIZE, MAX_MESSAGE_SIZE, MAX_WRITE_BATCH_SIZE } from '../wire/protocol.js';
import { helloAuthFields } from './auth.js';
import type { Handler } from './context.js';

export const VERSION = '7.0.0';

/**
 * The handshake describes a standalone mongod 7.0 (wire version 21). No
 * topologyVersion (so the driver never asks for streaming/exhaust hello) and
 * no compression list (so messages stay uncompressed).
 */
function helloReply(ctx: Parameters<Handler>[0], body: Record<string, unknown>, legacy: boolean): Record<string, unknown> {
  const helloOk = !!body.helloOk;
  return {
    ...helloAuthFields(ctx, body),
    ...(helloOk ? { helloOk: true } : {}),
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
    ok: 1,
  };
}

export const handshakeCommands: Record<string, Handler> = {
  hello: (ctx, body) => helloReply(ctx, body, false),
  isMaster: (ctx, body) => helloReply(ctx, body, true),
  ismaster: (ctx, body) => helloReply(ctx, body, true),
  ping: () => ({ ok: 1 }),
  buildInfo: () => buildInfo(),
  buildinfo: () => buildInfo(),
  whatsmyuri: () => ({ you: '127.0.0.1:0', ok: 1 }),
  connectionStatus: (ctx) => ({
    authInfo: ctx.auth.authenticated
      ? { authenticatedUsers: [{ user: ctx.user.username, db: 'admin' }], authenticatedUserRoles: [{ role: 'root', db: 'admin' }] }
      : { authenticatedUsers: [], authenticatedUserRoles: [] },
    ok: 1,
  }),
  getCmdLineOpts: () => ({ argv: ['mongod'], parsed: {}, ok: 1 }),
  hostInfo: () => ({
    system: { hostname: os.hostname(), numCores: os.cpus().length, memSizeMB: Math.round(os.totalmem() / 1048576) },
    os: { type: os.type() },
    ok: 1,
  }),
  getLog: (_ctx, body) => (body.getLog === '*' ? { names: ['global', 'startupWarnings'], ok: 1 } : { totalLinesWritten: 0, log: [], ok: 1 }),
  getParameter: (_ctx, body) => {
    const out: Record<string, unknown> = { ok: 1 };
    const all = body.getParameter === '*';
    if (all || body.featureCompatibilityVersion) out.featureCompatibilityVersion = { version: '7.0' };
    if (all || body.authenticationMechanisms) out.authenticationMechanisms = [MECHANISM];
    if (Object.keys(out).length === 1) throw new MongoError(72, 'no option found to get');
    return out;
  },
  serverStatus: (ctx) => {
    const mem = process.memoryUsage();
    return {
      host: os.hostname(),
      version: VERSION,
      process: 'mongod',
      pid: process.pid,
      uptime: Math.floor((Date.now() - ctx.startedAt) / 1000),
      uptimeMillis: Date.now() - ctx.startedAt,
      localTime: new Date(),
      connections: { current: ctx.connections.current, available: 1000, totalCreated: ctx.connections.totalCreated },
      mem: { bits: 64, resident: Math.round(mem.rss / 1048576), virtual: Math.round(mem.rss / 1048576) },
      // Not in mongod: the JavaScript heap, for the benchmark's memory figure.
      embedded: {
        heapUsedBytes: mem.heapUsed,
        heapTotalBytes: mem.heapTotal,
        externalBytes: mem.external,
        arrayBuffersBytes: mem.arrayBuffers,
        heapSpaces: v8.getHeapSpaceStatistics().map((s) => ({ name: s.space_name, size: s.space_size, used: s.space_used_size })),
      },
      metrics: { cursor: { open: { total: ctx.cursors.size } } },
      // Not in mongod (which stops on a failed flush): whether this server
      // still accepts writes, so a client in another process can report it.
      embeddedStorage: ctx.storage(),
      ok: 1,
    };
  },
};

function buildInfo(): Record<string, unknown> {
  return {
    version: VERSION,
    gitVersion: 'embedded',
    versionArray: [7, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    storageEngines: ['embedded'],
    javascriptEngine: 'none',
    modules: [],
    openssl: { running: 'disabled' },
    ok: 1,
  };
}
