import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type Koa from 'koa';

import { createApp } from './app.js';
import { type Env, loadEnv } from './config/env.js';
import { answersSettled } from './lib/after-answer.js';
import { connectDatabase, type Database } from './lib/db.js';
import { type AppLogger, createLogger } from './lib/logger.js';
import { migrateAgentSettings } from './modules/agent-settings/settings-migration.js';
import { startAnalytics } from './modules/analytics/rollups/rollup-startup.js';
import { type DemoAccount, seedDemoData } from './modules/demo/demo.seed.js';
import { backfillDialStates, warmDialIndex } from './modules/dialer/dial-state.backfill.js';
import { type JobRunner, startJobRunner } from './modules/jobs/jobs.service.js';
import { backfillSearchKeysOnce } from './modules/leads/leads.service.js';
import { startLeadRescoring } from './modules/leads/score/lead-rescore.job.js';
import { scheduleMailsWithoutJob } from './modules/outbox/outbox.service.js';
import { attachTwilioRelay } from './modules/phone/relay.js';

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
  const database = await (options.connect ?? connectDatabase)(env, logger);
  try {
    const seed = options.seedDemo ?? (options.connect ? undefined : seedDemoData);
    const demo = env.DEMO_DATA && seed ? await seed(env, logger) : undefined;
    // Plain text for the person who typed `npm start`: the one time these are shown.
    if (demo) console.log(`\n  Demo account created: ${demo.email} / password ${demo.password}\n`);
  } catch (err) {
    await database.close();
    throw err;
  }

  const server = http.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(env.PORT, '0.0.0.0', () => resolve());
    });
  } catch (err) {
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
  const handle = app.callback();
  // Durable jobs (billing periods, held SMS replies): due ones run now, then
  // every 5 s (a held reply is due to the minute). Only with the real
  // database: a stand-in `connect` has no jobs collection.
  const jobs = options.connect ? undefined : startJobRunner(logger, 5_000);
  // Analytics: closed-deal dates backfilled once, indexes warmed, missing daily rollups scheduled; in the background.
  if (!options.connect) {
    startAnalytics(logger).catch((err: unknown) => logger.warn({ err }, 'analytics: start-up work failed; it runs again at the next start'));
    // Accounts stored before the agent's settings had their own collection: the settings move there once
    // (docs/decisions/0031-identity-and-agent-settings.md); until then each account's first read or write moves its own.
    migrateAgentSettings().then(
      (n) => n > 0 && logger.info({ users: n }, 'agent-settings: settings moved out of the users collection'),
      (err: unknown) => logger.warn({ err }, 'agent-settings: settings migration failed; it runs again at the next start'),
    );
    // Campaign contacts stored before the dialer's index fields get them once; until then the dialer does not read them.
    backfillDialStates()
      .then((n) => n > 0 && logger.info({ contacts: n }, 'dialer: dial states backfilled'))
      .then(warmDialIndex)
      .catch((err: unknown) => logger.warn({ err }, 'dialer: dial-state backfill failed; it runs again at the next start'));
    // Score recency: stored scores under the current rule once, and the hourly rescoring job stored.
    startLeadRescoring(logger).catch((err: unknown) => logger.warn({ err }, 'leads: rescoring start-up failed; it runs again at the next start'));
    // Mails stored before delivery was a durable job get their job (due now); the runner sends them.
    scheduleMailsWithoutJob().then(
      (n) => n > 0 && logger.info({ mails: n }, 'outbox: delivery jobs stored for waiting mails'),
      (err: unknown) => logger.warn({ err }, 'outbox: could not schedule waiting mails; it runs again at the next start'),
    );
    // Leads stored before the search box's keys existed get them; the first search waits for it too.
    backfillSearchKeysOnce().then(
      (n) => n > 0 && logger.info({ leads: n }, 'leads: search keys backfilled'),
      (err: unknown) => logger.warn({ err }, 'leads: search-key backfill failed; the next search or start runs it again'),
    );
  }
  // Responses in progress, so shutdown can tell them to close their connection.
  const inFlight = new Set<http.ServerResponse>();
  let stopping = false;
  server.on('request', (req, res) => {
    inFlight.add(res);
    res.on('close', () => inFlight.delete(res));
    if (stopping) res.setHeader('Connection', 'close');
    void handle(req, res);
  });
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
    return (closing ??= shutdown(server, database, logger, options.shutdownTimeoutMs ?? 10_000, jobs));
  };
  return { url, port, env, app, server, database, close };
}

async function shutdown(server: http.Server, database: Database, logger: AppLogger, timeoutMs: number, jobs?: JobRunner): Promise<void> {
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
  await database.close();
  logger.info('stopped');
}
