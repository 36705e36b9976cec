/**
 * The product's process tree under `npm start` (docs/decisions/0031-many-api-processes.md):
 * the primary starts the embedded database in its own process (unless
 * MONGODB_URI is set), then WEB_CONCURRENCY API workers (node:cluster) that
 * share PORT. Each worker is a full API (start.ts); the first one also does
 * the once-per-start work. Everything else lives in start.ts and app.ts.
 */
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';

import { type Env, EnvError, loadEnv } from './config/env.js';
import type { EmbeddedProcess } from './lib/embedded-process.js';
import { createLogger } from './lib/logger.js';

/** What the primary tells a worker through its environment. */
const EMBEDDED_URI_VARIABLE = 'LEADNEST_EMBEDDED_DB_URI';
const STARTUP_WORK_VARIABLE = 'LEADNEST_STARTUP_WORK';
/** A worker that dies is replaced, unless workers keep dying at start (then the primary stops). */
const MAX_QUICK_DEATHS = 5;
const QUICK_DEATH_MS = 10_000;

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

async function runWorker(): Promise<void> {
  // Only workers load the API (the primary stays small and starts fast).
  const [{ startServer }, { createWebMiddleware }, { exitOnSignals }] = await Promise.all([
    import('./start.js'),
    import('./modules/web/index.js'),
    import('./lib/signals.js'),
  ]);
  const env = readEnv();
  const logger = createLogger(env).child({ worker: cluster.worker?.id });
  const startupWork = process.env[STARTUP_WORK_VARIABLE] === '1';
  // Loaded in parallel with the first worker, but listening only after it: its once-per-start work (the demo agent) comes first.
  const firstIsUp = new Promise<void>((resolve) => {
    process.on('message', (message: { type?: string }) => message?.type === 'first-worker-up' && resolve());
  });
  const running = await startServer({
    env,
    logger,
    embeddedUri: process.env[EMBEDDED_URI_VARIABLE] || undefined,
    startupWork,
    beforeListen: startupWork ? undefined : () => firstIsUp,
    createWeb: ({ env: e, logger: l }) =>
      createWebMiddleware({ shellDistDir: e.SHELL_DIST_DIR, deployDir: e.DEPLOY_DIR, publicBaseUrl: e.PUBLIC_BASE_URL, logger: l }),
  });
  exitOnSignals(running, logger);
  process.send?.({ type: 'listening', url: running.url });
}

async function runPrimary(): Promise<void> {
  const env = readEnv();
  const logger = createLogger(env).child({ process: 'primary' });
  let database: EmbeddedProcess | undefined;
  if (!env.MONGODB_URI) {
    const { maskUri } = await import('./lib/mask-uri.js');
    const { startEmbeddedProcess } = await import('./lib/embedded-process.js');
    database = await startEmbeddedProcess(path.join(env.DATA_DIR, 'db'), logger);
    logger.info({ pid: database.pid, uri: maskUri(database.uri) }, 'embedded database started in its own process');
  }
  const workerEnv = { [EMBEDDED_URI_VARIABLE]: database?.uri ?? '' };
  // Workers run this same file (not the script that imported it, which builds and releases first).
  cluster.setupPrimary({ exec: new URL(import.meta.url).pathname, execArgv: process.execArgv });

  let stopping = false;
  // Once the worker doing the start-up work listens, the others may too (and any started later at once).
  let firstUp = false;
  const quickDeaths: number[] = [];
  const fork = (startupWork: boolean): Worker => {
    const worker = cluster.fork({ ...workerEnv, [STARTUP_WORK_VARIABLE]: startupWork ? '1' : '0' });
    const forkedAt = Date.now();
    worker.on('message', (message: { type?: string }) => {
      if (message?.type !== 'listening' || !startupWork || firstUp) return;
      firstUp = true;
      for (const other of Object.values(cluster.workers ?? {})) if (other && other !== worker) other.send({ type: 'first-worker-up' });
    });
    worker.once('online', () => firstUp && !startupWork && worker.send({ type: 'first-worker-up' }));
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      logger.error({ worker: worker.id, code, signal }, 'an API worker stopped; starting another');
      if (Date.now() - forkedAt < QUICK_DEATH_MS && quickDeaths.push(Date.now()) >= MAX_QUICK_DEATHS) {
        logger.error('API workers keep stopping at start; stopping the product');
        void stop(1);
        return;
      }
      // The start-up work is redone only when the worker doing it died before it was up.
      fork(startupWork && !firstUp);
    });
    return worker;
  };

  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    // Workers drain their requests and close their connections first; the database stops last.
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            w.once('exit', () => resolve());
            w.process.kill('SIGTERM');
          }),
      ),
    );
    await database?.stop();
    logger.info('stopped');
    process.exit(code);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(0));
  void database?.exited.then((exitCode) => {
    if (stopping) return;
    logger.error({ exitCode }, 'the embedded database stopped; stopping the product');
    void stop(1);
  });

  const count = env.WEB_CONCURRENCY;
  const listening = new Set<number>();
  const workers = Array.from({ length: count }, (_, i) => fork(i === 0));
  logger.info({ workers: count }, 'API workers starting');
  const url = await new Promise<string>((resolve) => {
    for (const worker of workers) {
      worker.on('message', (message: { type?: string; url?: string }) => {
        if (message?.type !== 'listening') return;
        listening.add(worker.id);
        if (listening.size === count) resolve(message.url ?? `http://localhost:${env.PORT}`);
      });
    }
  });
  // Plain text for the person who typed `npm start`; the JSON log has it too.
  console.log(`\n  LeadNest is running at ${url} (${count} API worker${count === 1 ? '' : 's'})\n`);
}

/** Errors whose message is written for the operator (it names the file or folder and what to do): no stack. */
const OPERATOR_ERRORS = new Set(['DataDamagedError', 'DataDirLockedError']);

(cluster.isPrimary ? runPrimary() : runWorker()).catch((err: unknown) => {
  if (err instanceof Error && OPERATOR_ERRORS.has(err.name)) console.error(`LeadNest could not start: ${err.message}`);
  else console.error('LeadNest could not start:', err);
  process.exit(1);
});
