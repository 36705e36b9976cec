import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import { FAVICON_SVG } from '@leadnest/brand';
import { selectRelease } from '@leadnest/deploy-manifest';
import { REMOTES_URL_PREFIX } from '@leadnest/deploy-manifest/store';
import { documentTitle, loginPathFor, matchRoute, pageChunkName, pageDataPreloads, returnPathFrom } from '@leadnest/remotes';
import type { Context, Middleware, Next } from 'koa';
import serve from 'koa-static';

import { cacheControlFor, NO_CACHE, PRIVATE_NO_STORE } from './cache-headers.js';
import { newNonce, shellContentSecurityPolicy } from './content-security-policy.js';
import { ManifestCache } from './manifest-cache.js';
import { RemotePrefetches } from './remote-prefetches.js';
import { sessionProfile as defaultSessionProfile, type SessionProfileLookup } from './session-profile.js';
import { renderShellHtml } from './shell-html.js';
import { resolveBucketKey } from './visitor.js';

export interface WebOptions {
  /** The shell's build output (index.html and its assets). */
  shellDistDir: string;
  /** The deployment store: manifest.json and remotes/<folder>/<version>/. */
  deployDir: string;
  /** The profile inlined into the HTML; defaults to the signed-in user's, from the agent-settings module (findUser). */
  sessionProfile?: SessionProfileLookup;
  /** Whether the request has a session (the session middleware's user); decides the sign-in redirects below. */
  isSignedIn?: (ctx: Context) => boolean;
}

/** Sign-in screens a signed-in user is sent on from (the shell's GuestOnly does the same in the app). */
const GUEST_ONLY = new Set(['/login', '/signup', '/register']);

const FAVICON_URL = '/favicon.svg';

export const MANIFEST_URL = '/deploy/manifest.json';

/**
 * koa-send sends a build's precompressed copy (`.br`, `.gz`, see
 * build-config's precompress.ts) to a browser that accepts it, under the
 * file's own name and type; caches must key on that choice.
 */
const setHeaders = (res: { setHeader(name: string, value: string): void }, filePath: string) => {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
  res.setHeader('Vary', 'Accept-Encoding');
};

/** Serves `root` for requests under `prefix`, and answers 404 for missing files there. */
function staticUnder(prefix: string, root: string): Middleware {
  const files = serve(root, { index: false, hidden: false, setHeaders, maxage: 0 });
  return async (ctx, next) => {
    if (!ctx.path.startsWith(`${prefix}/`)) return next();
    const original = ctx.path;
    ctx.path = ctx.path.slice(prefix.length);
    try {
      await files(ctx, async () => undefined);
    } finally {
      ctx.path = original;
    }
    if (ctx.body == null) {
      ctx.status = 404;
      ctx.body = 'Not found';
    }
  };
}

/**
 * Everything that is not the API: the shell's HTML (with the deployment
 * manifest inlined), the shell's assets, the manifest itself and every
 * released version of every remote. One process serves the whole product.
 */
export function createWebMiddleware(options: WebOptions): Middleware {
  const manifests = new ManifestCache(options.deployDir);
  const prefetchesOf = new RemotePrefetches(options.deployDir);
  const remotes = staticUnder(REMOTES_URL_PREFIX, path.join(options.deployDir, 'remotes'));
  const shellAssets = serve(options.shellDistDir, { index: false, setHeaders, maxage: 0 });
  const profileOf = options.sessionProfile ?? defaultSessionProfile;
  const isSignedIn = options.isSignedIn ?? ((ctx: Context) => Boolean(ctx.state.user));
  let template: { mtimeMs: number; html: string } | undefined;

  async function shellTemplate(): Promise<string> {
    const file = path.join(options.shellDistDir, 'index.html');
    const info = await stat(file);
    if (template?.mtimeMs !== info.mtimeMs) template = { mtimeMs: info.mtimeMs, html: await readFile(file, 'utf8') };
    return template.html;
  }

  /**
   * Redirects decided before any page is sent: a signed-out visitor of a
   * guarded page goes to /login with the page to come back to (no shell, so
   * no remote starts requests that could only get 401s), and a signed-in
   * user of /login, /signup or /register goes on to that page or the dashboard.
   */
  function signInRedirect(ctx: Context): string | undefined {
    const route = matchRoute(ctx.path);
    if (route?.access === 'guarded' && !isSignedIn(ctx)) return loginPathFor(`${ctx.path}${ctx.search}`);
    if (route && GUEST_ONLY.has(route.path) && isSignedIn(ctx)) return returnPathFrom(ctx.search);
    return undefined;
  }

  async function serveShell(ctx: Context) {
    const redirect = signInRedirect(ctx);
    if (redirect) {
      ctx.set('Cache-Control', PRIVATE_NO_STORE);
      ctx.vary('Cookie');
      ctx.redirect(redirect);
      return;
    }
    const [manifest, profile] = await Promise.all([manifests.get(), profileOf(ctx)]);
    const bucketKey = resolveBucketKey(ctx);
    const route = matchRoute(ctx.path);
    const release = route && selectRelease(manifest.remotes[route.remote], route.remote, bucketKey);
    ctx.status = route ? 200 : 404; // the shell renders its not-found screen either way
    ctx.type = 'html';
    // A page that carries a user's profile is theirs alone, like the profile itself.
    ctx.set('Cache-Control', profile ? PRIVATE_NO_STORE : NO_CACHE);
    ctx.vary('Cookie');
    const prefetches = release && route ? await prefetchesOf.for(release.entry, pageChunkName(route.path)) : [];
    // Only for the page's own user: the figures are theirs and the page is private, no-store.
    const dataPreloads = route && profile ? pageDataPreloads(route.path, profile) : [];
    const nonce = newNonce();
    ctx.set('Content-Security-Policy', shellContentSecurityPolicy(nonce));
    ctx.set('X-Frame-Options', 'DENY');
    const title = documentTitle(ctx.path);
    ctx.body = renderShellHtml(await shellTemplate(), {
      manifest,
      bucketKey,
      profile,
      preloads: release ? [release.entry] : [],
      prefetches,
      dataPreloads,
      nonce,
      title,
    });
  }

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === MANIFEST_URL) {
      ctx.set('Cache-Control', NO_CACHE);
      ctx.body = await manifests.get();
      return;
    }
    if (ctx.path.startsWith(`${REMOTES_URL_PREFIX}/`)) return remotes(ctx, next);
    if (ctx.path === FAVICON_URL || ctx.path === '/favicon.ico') {
      // Browsers ask /favicon.ico by themselves; the icon is an SVG.
      if (ctx.path !== FAVICON_URL) return ctx.redirect(FAVICON_URL);
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.type = 'image/svg+xml';
      ctx.body = FAVICON_SVG;
      return;
    }
    // A path with a file extension is an asset: serve it or 404, never the app.
    if (path.extname(ctx.path) && ctx.path !== '/index.html') {
      await shellAssets(ctx, async () => undefined);
      if (ctx.body == null) {
        ctx.status = 404;
        ctx.body = 'Not found';
      }
      return;
    }
    return serveShell(ctx);
  };
}
