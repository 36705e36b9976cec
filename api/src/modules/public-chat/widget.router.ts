import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { Router } from '@koa/router';
import type { Context } from 'koa';

/** The chat widget's build (`npm run build -w @leadnest/chat-widget`), from this file's place in api/src/modules/public-chat. */
export const WIDGET_FILE = fileURLToPath(new URL('../../../../packages/chat-widget/dist/widget.js', import.meta.url));

/**
 * Agents paste a fixed URL (`{origin}/widget.js`) into their sites, so the
 * file cannot be content-hashed: browsers keep it 5 minutes, then revalidate
 * with the ETag (a new build reaches every site within 5 minutes).
 */
export const WIDGET_CACHE_CONTROL = 'public, max-age=300';

export const WIDGET_NOT_BUILT =
  'The chat widget has not been built yet. Run `npm run build -w @leadnest/chat-widget` (npm start builds it when it is missing).';

interface BuiltWidget {
  mtimeMs: number;
  size: number;
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

export interface WidgetRouterOptions {
  /** The built script; the repository's build by default (tests pass their own). */
  file?: string;
}

/**
 * GET /widget.js: the website chat script, for any site to load.
 * Outside /api like the public capture pages; mounted by app.ts before the
 * web module. Read from disk when the build changes (size or mtime), so a
 * rebuild needs no restart; gzipped once per build for clients that accept
 * it. Until the widget is built it answers a plain-text 503 that says how
 * to build it.
 */
export function widgetRouter(options: WidgetRouterOptions = {}): Router {
  const file = options.file ?? WIDGET_FILE;
  let built: BuiltWidget | undefined;

  async function load(): Promise<BuiltWidget | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    if (built?.mtimeMs !== info.mtimeMs || built.size !== info.size) {
      const body = await readFile(file);
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
      built = { mtimeMs: info.mtimeMs, size: info.size, body, gzip: gzipSync(body, { level: 9 }), etag: hash };
    }
    return built;
  }

  const router = new Router();
  router.get('/widget.js', async (ctx: Context) => {
    // Loaded by pages of any site: readable cross-origin (CORS, CORP), never sniffed as anything else.
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.set('X-Content-Type-Options', 'nosniff');
    const widget = await load();
    if (!widget) {
      ctx.status = 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = WIDGET_NOT_BUILT;
      return;
    }
    const gzip = ctx.acceptsEncodings('gzip', 'identity') === 'gzip';
    ctx.vary('Accept-Encoding');
    ctx.set('Cache-Control', WIDGET_CACHE_CONTROL);
    // Each encoding is its own representation, so each has its own (strong) ETag.
    ctx.etag = gzip ? `${widget.etag}-gz` : widget.etag;
    ctx.type = 'application/javascript; charset=utf-8';
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    if (gzip) ctx.set('Content-Encoding', 'gzip');
    ctx.body = gzip ? widget.gzip : widget.body;
  });
  return router;
}
