import type { Context } from 'koa';

import type { AppLogger } from './logger.js';

/** What Node reports when the other end closed the connection while a response was still being written. */
const CLIENT_GONE_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/**
 * True when `err` only says the client went away mid-response (a closed tab,
 * an aborted download, a navigation while a remote's chunk streamed): the
 * response was already torn down, so there is nothing to fix on our side.
 */
function isClientGone(err: unknown, ctx: Pick<Context, 'res'> | undefined): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CLIENT_GONE_CODES.has(code) && ctx?.res.destroyed === true;
}

/**
 * The app's 'error' listener: errors that escaped the middleware (a stream
 * failing mid-response) go to our logger instead of Koa's stderr printer.
 * A client hanging up is logged at debug, so "unhandled error" lines stay
 * the ones someone should read.
 */
export function appErrorLog(logger: AppLogger): (err: unknown, ctx?: Context) => void {
  return (err, ctx) => {
    const where = ctx ? { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path } : {};
    if (isClientGone(err, ctx)) logger.debug({ ...where, code: (err as { code: string }).code }, 'client closed the connection mid-response');
    else logger.error({ err, ...where }, 'unhandled error');
  };
}
