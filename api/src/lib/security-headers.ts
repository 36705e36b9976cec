import type { Context, Middleware } from 'koa';

import type { Env } from '../config/env.js';
import { API_PREFIX } from './api-fallback.js';

/** A year: what HSTS preload lists ask for. No includeSubDomains: the product does not own its siblings. */
const HSTS = 'max-age=31536000';

/** API answers are data, never a page: nothing loads from them and nothing frames them. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers every response gets: no MIME sniffing, a referrer that keeps paths
 * on our own site, and HSTS when the product is served over https. The API
 * adds a deny-all CSP and X-Frame-Options. Pages set their own CSP: the app
 * shell (web module, with a nonce and frame-ancestors 'none') and the public
 * capture pages (public-pages, embeddable on agents' sites); /widget.js runs
 * on agents' sites and needs nothing more.
 *
 * Set before the rest runs (a streamed download sends its headers early) and
 * again after it (the error middleware clears headers on a failed request).
 */
export function securityHeaders(env: Pick<Env, 'PUBLIC_BASE_URL'>): Middleware {
  const https = env.PUBLIC_BASE_URL.startsWith('https:');
  const apply = (ctx: Context) => {
    if (ctx.headerSent) return;
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (!ctx.response.get('Referrer-Policy')) ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (https) ctx.set('Strict-Transport-Security', HSTS);
    if (ctx.path === API_PREFIX || ctx.path.startsWith(`${API_PREFIX}/`)) {
      ctx.set('Content-Security-Policy', API_CSP);
      ctx.set('X-Frame-Options', 'DENY');
    }
  };
  return async (ctx, next) => {
    apply(ctx);
    await next();
    apply(ctx);
  };
}
