import type { Context, Middleware } from 'koa';

import type { Env } from '../../config/env.js';
import { ForbiddenError } from '../../lib/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin requests are not allowed.';

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Refuses state-changing requests (POST, PUT, PATCH, DELETE) sent by a page
 * of another site, the CSRF defence beside SameSite=Lax cookies. The
 * browser's Origin header (or, failing that, Referer) must be the public
 * URL's origin or the request's own origin (dev servers and previews reach
 * the API under other hosts). A request with neither header is not from a
 * page of another site (browsers send Origin on every cross-site POST), so
 * curl, server-to-server calls and provider webhooks pass.
 *
 * `exempt` lists path prefixes meant to be called from other sites (the
 * website chat widget's calls, app.ts).
 */
export function sameOrigin(env: Pick<Env, 'PUBLIC_BASE_URL'>, exempt: readonly string[] = []): Middleware {
  const publicOrigin = originOf(env.PUBLIC_BASE_URL);
  // Not async: every request passes here, and reads pass straight through.
  return (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && !exempt.some((prefix) => ctx.path.startsWith(prefix)) && !fromAllowedOrigin(ctx, publicOrigin)) {
      throw new ForbiddenError(CROSS_ORIGIN_MESSAGE, { code: 'CROSS_ORIGIN' });
    }
    return next();
  };
}

function fromAllowedOrigin(ctx: Context, publicOrigin: string | undefined): boolean {
  const origin = ctx.get('Origin');
  const referer = ctx.get('Referer');
  // "null" is sent by sandboxed frames and after cross-site redirects: never ours.
  const claimed = origin ? (origin === 'null' ? undefined : originOf(origin)) : referer ? originOf(referer) : 'none';
  if (claimed === 'none') return true;
  // Built here on purpose: Koa 3's ctx.origin is the request's Origin header, not its own origin.
  const ownOrigin = `${ctx.protocol}://${ctx.host}`;
  return claimed !== undefined && (claimed === publicOrigin || claimed === ownOrigin);
}
