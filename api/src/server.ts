/**
 * The API process: start, print where to go, stop cleanly on SIGTERM/SIGINT.
 * Everything else lives in start.ts (so it can run in-process) and app.ts.
 */
import { EnvError, loadEnv } from './config/env.js';
import { createLogger } from './lib/logger.js';
import { startServer } from './start.js';

async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  const logger = createLogger(env);
  const running = await startServer({ env, logger });
  // Plain text for the person who typed `npm start`; the JSON log has it too.
  console.log(`\n  LeadNest is running at ${running.url}\n`);

  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'signal received');
    // A second signal means "now": do not wait for the drain.
    process.once(signal, () => process.exit(1));
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error('LeadNest could not start:', err);
  process.exit(1);
});
