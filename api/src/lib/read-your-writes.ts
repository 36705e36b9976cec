import type { Middleware } from 'koa';

import { announcedCacheClears, cachesCaughtUp, flushCacheClears } from './read-cache.js';

/**
 * Set on the answer to a write that changed something a process caches: for
 * its lifetime, the browser's requests make the process that takes them
 * catch up with every cache clear first (docs/decisions/0031-many-api-processes.md).
 */
export const WROTE_COOKIE = 'leadnest_wrote';
/** Far longer than the event log's delay (p99 23 ms measured by bench:processes), so a browser's next reads are covered. */
export const WROTE_WINDOW_MS = 5_000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that may answer from a cache: the API's, and a page's HTML (a
 * signed-in page inlines the profile, read through the same caches). A file
 * (a remote's chunk, the shell's script, an image) reads none, so it pays
 * no catch-up.
 */
function readsCaches(path: string): boolean {
  return path.startsWith('/api/') || !/\.[a-z0-9]+$/i.test(path);
}

/**
 * Read-your-writes across API processes. The caches of every process are
 * emptied through the event log a few milliseconds after a write; a
 * browser's next request may reach another process sooner than that. So:
 * - a write that cleared a cache answers only once the clear is stored in
 *   the log, and marks a signed-in browser (a short-lived cookie);
 * - a marked browser's request first waits until the process taking it has
 *   read the log up to its newest record (usually at once), or finds its
 *   caches emptied when it cannot tell within a second.
 * Other browsers see the change within a second, as before. Outside the
 * error middleware, so a write that failed after clearing still marks the browser.
 */
export function readYourWrites(options: { secure: boolean }): Middleware {
  return async (ctx, next) => {
    if (readsCaches(ctx.path) && ctx.cookies.get(WROTE_COOKIE)) await cachesCaughtUp();
    if (READS.has(ctx.method)) return next();
    const before = announcedCacheClears();
    try {
      await next();
    } finally {
      // Compared process-wide: a concurrent write's clear may mark this browser too, which costs it one catch-up, never a stale read.
      if (announcedCacheClears() !== before) {
        await flushCacheClears();
        // Only a signed-in browser reads its writes back; visitors and webhooks get no cookie.
        if (ctx.state.user && !ctx.headerSent) {
          if (options.secure) (ctx.cookies as { secure?: boolean }).secure = true;
          ctx.cookies.set(WROTE_COOKIE, '1', {
            httpOnly: true,
            sameSite: 'lax',
            secure: options.secure,
            // Every path: the next page the browser opens inlines the profile it may just have changed.
            path: '/',
            maxAge: WROTE_WINDOW_MS,
            overwrite: true,
          });
        }
      }
    }
  };
}
