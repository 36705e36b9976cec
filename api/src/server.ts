/**
 * The API process: start, print where to go, stop cleanly on SIGTERM/SIGINT.
 * Everything else lives in start.ts (so it can run in-process) and app.ts.
 */
import { type Env, EnvError, loadEnv } from './config/env.js';
import { createLogger } from './lib/logger.js';
import { exitOnSignals } from './lib/signals.js';
import { createWebMiddleware } from './modules/web/index.js';
import { startServer } from './start.js';

async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  const logger = createLogger(env);
  const running = await startServer({
    env,
    logger,
    createWeb: ({ env: e }) => createWebMiddleware({ shellDistDir: e.SHELL_DIST_DIR, deployDir: e.DEPLOY_DIR }),
  });
  exitOnSignals(running, logger);
  // Plain text for the person who typed `npm start`; the JSON log has it too.
  console.log(`\n  LeadNest is running at ${running.url}\n`);
}

/** Errors whose message is written for the operator (it names the file or folder and what to do): no stack. */
const OPERATOR_ERRORS = new Set(['DataDamagedError', 'DataDirLockedError']);

main().catch((err: unknown) => {
  if (err instanceof Error && OPERATOR_ERRORS.has(err.name)) console.error(`LeadNest could not start: ${err.message}`);
  else console.error('LeadNest could not start:', err);
  process.exit(1);
});
