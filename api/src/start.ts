import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type Koa from 'koa';
import mongoose from 'mongoose';

import { createApp } from './app.js';
import { type Env, loadEnv } from './config/env.js';
import { answersSettled } from './lib/after-answer.js';
import { connectDatabase, type Database } from './lib/db.js';
import { domainEvents } from './lib/events/domain-events.js';
import { joinEventLog } from './lib/events/event-log.js';
import { type AppLogger, createLogger } from './lib/logger.js';
import { catchUpCachesWith } from './lib/read-cache.js';
import { type DemoAccount, seedDemoData } from './modules/demo/demo.seed.js';
import { type JobRunner, startJobRunner } from './modules/jobs/jobs.service.js';
import { attachTwilioRelay } from './modules/voice/relay.js';
import { runStartupWork } from './startup-work.js';

export interface StartOptions {
  /** Defaults to loadEnv() (process.env). */
  env?: Env;
  logger?: AppLogger;
  /** The web module's middleware (shell, remotes, manifest), mounted after the API. */
  web?: Koa.Middleware;
  /** Builds the web middleware once env and logger are known (the usual way for server.ts). */
  createWeb?: (deps: { env: Env; logger: AppLogger }) => Koa.Middleware | Promise<Koa.Middleware>;
  /** Defaults to connectDatabase; tests may pass a stand-in. */
  connect?: (env: Env, logger: AppLogger) => Promise<Database>;
  /**
   * Seeds the demo data when DEMO_DATA is on. Defaults to seedDemoData (which
   * only writes into an empty database) when start.ts connects the real
   * database; with a stand-in `connect` there is nothing to seed into, so
   * only an explicitly given seeder runs.
   */
  seedDemo?: (env: Env, logger: AppLogger) => Promise<DemoAccount | undefined>;
  /** How long close() lets in-flight requests finish before cutting connections. */
  shutdownTimeoutMs?: number;
  /**
   * Waited for just before the server listens: a worker that is not the
   * first waits until the first has done the once-per-start work (the demo
   * agent exists before any worker answers a sign-in).
   */
  beforeListen?: () => Promise<void>;
  /** The embedded database's own process (server.ts starts it); unset: MONGODB_URI, or the embedded server in this process. */
  embeddedUri?: string;
  /**
   * Whether this process does the start-up work that runs once per start
   * (demo data, backfills, stored schedules): true unless it is one of
   * several API workers that is not the first (docs/decisions/0031-many-api-processes.md).
   */
  startupWork?: boolean;
}

export interface RunningServer {
  /** Where to open the product, e.g. http://localhost:3000. */
  url: string;
  port: number;
  env: Env;
  app: Koa;
  server: http.Server;
  database: Database;
  /** Stops accepting, lets in-flight requests finish (capped), closes the database. Idempotent. */
  close(): Promise<void>;
}

/**
 * Starts the whole product in this process: database, app, HTTP server on
 * 0.0.0.0:PORT. server.ts calls it; scripts and tests call it to run the
 * product in-process.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  let env = options.env ?? loadEnv();
  const logger = options.logger ?? createLogger(env);
  const database = await (options.connect ?? ((e: Env, l: AppLogger) => connectDatabase(e, l, { embeddedUri: options.embeddedUri })))(env, logger);
  const startupWork = options.startupWork ?? true;
  try {
    const seed = options.seedDemo ?? (options.connect ? undefined : seedDemoData);
    const demo = env.DEMO_DATA && seed && startupWork ? await seed(env, logger) : undefined;
    // Plain text for the person who typed `npm start`: the one time these are shown.
    if (demo) console.log(`\n  Demo account created: ${demo.email} / password ${demo.password}\n`);
  } catch (err) {
    await database.close();
    throw err;
  }

  // Events other API processes must hear go through the database's event log, and theirs come back (docs/decisions/0031-many-api-processes.md).
  let leaveEventLog: (() => Promise<void>) | undefined;
  if (!options.connect) {
    try {
      const membership = await joinEventLog(domainEvents, mongoose.connection.db!, (err, what) =>
        logger.warn({ err, what }, 'event log: events between processes may be missed'),
      );
      // A browser that wrote reads its write on every process (read-your-writes.ts).
      const stopCatchingUp = catchUpCachesWith(membership.caughtUp);
      leaveEventLog = async () => {
        stopCatchingUp();
        await membership.leave();
      };
    } catch (err) {
      await database.close();
      throw err;
    }
  }

  // Requests are taken from the moment the server listens (in a cluster the
  // primary hands this worker connections at once) and answered once the app
  // below is built: none is left without a handler.
  let appReady!: (handle: http.RequestListener) => void;
  const handler = new Promise<http.RequestListener>((resolve) => (appReady = resolve));
  // Responses in progress, so shutdown can tell them to close their connection.
  const inFlight = new Set<http.ServerResponse>();
  let stopping = false;
  const server = http.createServer((req, res) => {
    inFlight.add(res);
    res.on('close', () => inFlight.delete(res));
    if (stopping) res.setHeader('Connection', 'close');
    void handler.then((handle) => handle(req, res));
  });
  try {
    await options.beforeListen?.();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(env.PORT, '0.0.0.0', () => resolve());
    });
  } catch (err) {
    await leaveEventLog?.();
    await database.close();
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  // PORT=0 asks for any free port; links built from PUBLIC_BASE_URL must carry the real one.
  if (env.PORT === 0 && env.PUBLIC_BASE_URL === 'http://localhost:0') {
    env = { ...env, PORT: port, PUBLIC_BASE_URL: `http://localhost:${port}` };
  }

  const web = options.web ?? (await options.createWeb?.({ env, logger }));
  const app = createApp({ env, logger, web, database });
  appReady(app.callback());
  // Durable jobs (billing periods, held SMS replies): due ones run now, then
  // every 5 s (a held reply is due to the minute). Every API worker runs
  // one; a job's claim is one conditional update, so each job runs once.
  // Only with the real database: a stand-in `connect` has no jobs collection.
  const jobs = options.connect ? undefined : startJobRunner(logger, 5_000);
  // Backfills and stored schedules, once per start (in the first worker when there are several); in the background.
  if (!options.connect && startupWork) runStartupWork(logger);
  // Phone calls' ConversationRelay WebSocket (/api/twilio/relay) on this same server.
  const closeRelays = attachTwilioRelay(server, logger);
  const url = `http://localhost:${port}`;
  logger.info({ url, port, database: database.kind }, 'listening');

  let closing: Promise<void> | undefined;
  const close = () => {
    stopping = true;
    // Without this, a connection whose request finishes during shutdown stays
    // open as keep-alive, and server.close() waits for it to time out.
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    closeRelays();
    return (closing ??= shutdown(server, database, logger, options.shutdownTimeoutMs ?? 10_000, jobs, leaveEventLog));
  };
  return { url, port, env, app, server, database, close };
}

async function shutdown(
  server: http.Server,
  database: Database,
  logger: AppLogger,
  timeoutMs: number,
  jobs?: JobRunner,
  leaveEventLog?: () => Promise<void>,
): Promise<void> {
  logger.info('shutting down: no new connections, finishing in-flight requests');
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  // Idle keep-alive sockets would hold close() open; busy ones finish their request first.
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  if ((await Promise.race([drained, timedOut])) === 'timeout') {
    logger.warn({ timeoutMs }, 'requests still running at the shutdown deadline; closing their connections');
    server.closeAllConnections();
    await drained;
  }
  clearTimeout(timer);
  // What answered webhooks still have to store (an SMS turn's conversation and lead) lands before the database closes.
  await Promise.race([answersSettled(), new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  await jobs?.stop();
  await leaveEventLog?.();
  await database.close();
  logger.info('stopped');
}
