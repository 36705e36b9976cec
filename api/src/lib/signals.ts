import type { AppLogger } from './logger.js';

/**
 * SIGTERM (orchestrators) and SIGINT (Ctrl-C) stop the process cleanly:
 * `close()` drains requests and closes the database, then exit 0. A second
 * signal while draining means "now" and exits 1.
 */
export function exitOnSignals(running: { close(): Promise<void> }, logger: AppLogger): void {
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'signal received');
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
