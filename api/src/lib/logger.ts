import { type Logger, pino } from 'pino';

import type { Env } from '../config/env.js';

export type AppLogger = Logger;

/**
 * JSON lines on stdout, one object per event, so any log shipper can read
 * them. The level comes from the validated env (silent under tests unless
 * LOG_LEVEL says otherwise).
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>): AppLogger {
  return pino({
    level: env.LOG_LEVEL,
    base: { service: 'api' },
    // Belt and braces: request logging never includes headers, but a module
    // that logs a request object must not leak sessions or API keys.
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.passcode', '*.apiKey', '*.authToken'], censor: '[redacted]' },
  });
}
