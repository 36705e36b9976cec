import '../../lib/auth.js';

import type { Context, Middleware, Next } from 'koa';

import type { Env } from '../../config/env.js';
import { isApiPath } from '../../lib/api-fallback.js';
import type { AppLogger } from '../../lib/logger.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './session.cookie.js';
import { cachedSessionUser, resolveSession } from './session.service.js';
import { answerSignedOutProbe, isSignedOutProbe } from './session-probe.js';

/** On to the routers, unless this is the shell's session probe of a visitor, answered here (session-probe.ts). */
function onward(ctx: Context, next: Next): Promise<void> {
  if (!isSignedOutProbe(ctx)) return next();
  answerSignedOutProbe(ctx);
  return Promise.resolve();
}

/**
 * Sets `ctx.state.user` ({ id, role, sessionId }) for every request that
 * carries a live session cookie, API and web alike (the web module buckets
 * signed-in users by id). Visitors get no user. A stale cookie is cleared.
 */
export function sessionMiddleware(deps: { env: Env; logger: AppLogger }): Middleware {
  const { env, logger } = deps;

  async function resolveThenNext(ctx: Context, next: Next, token: string): Promise<void> {
    let resolved;
    let lookupFailed = false;
    try {
      resolved = await resolveSession(token);
    } catch (err) {
      // API answers must not pretend the user is signed out (a 401 would
      // send them to /login); a page can still be served as to a visitor.
      if (isApiPath(ctx.path)) throw err;
      lookupFailed = true;
      logger.warn({ err, path: ctx.path }, 'session lookup failed; serving the page as to a visitor');
    }
    if (resolved) {
      ctx.state.user = resolved.user;
      // Keep the browser's expiry in step with the rolling one.
      if (resolved.refreshed) setSessionCookie(ctx, env, token);
    } else if (!lookupFailed) {
      clearSessionCookie(ctx, env);
    }
    await onward(ctx, next);
  }

  // Not async: visitors and cached sessions (nearly every request) go
  // straight on; only a lookup or an expiry push awaits.
  return (ctx, next) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (!token) return onward(ctx, next);
    const cached = cachedSessionUser(token);
    if (!cached) return resolveThenNext(ctx, next, token);
    ctx.state.user = cached;
    return next();
  };
}
