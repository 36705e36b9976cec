import './state.js';

import type { Middleware } from 'koa';

import type { AppLogger } from './logger.js';

/**
 * One structured line per request. It sits outside the error middleware so
 * it records the status the client actually got. Query strings are left out:
 * they can carry tokens (email verification links).
 */
export function requestLog(logger: AppLogger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      const line = { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms };
      if (ctx.status >= 500) logger.warn(line, 'request');
      else logger.info(line, 'request');
    }
  };
}
