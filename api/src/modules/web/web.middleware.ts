import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import { FAVICON_SVG } from '@leadnest/brand';
import type { ContentPage, PublishedContentResponse } from '@leadnest/contracts/marketing-content';
import { type DeployManifest, selectRelease } from '@leadnest/deploy-manifest';
import { REMOTES_URL_PREFIX } from '@leadnest/deploy-manifest/store';
import { documentTitle, loginPathFor, matchRoute, pageChunkName, pageDataPreloads, returnPathFrom } from '@leadnest/remotes';
import type { Context, Middleware, Next } from 'koa';
import serve from 'koa-static';

import * as contentService from '../content/content.service.js';
import { cacheControlFor, NO_CACHE, PRIVATE_NO_STORE } from './cache-headers.js';
import { newNonce, shellContentSecurityPolicy } from './content-security-policy.js';
import { DEFAULT_DESCRIPTION, OG_IMAGE_PATH, publicHeadTags } from './head-tags.js';
import { ManifestCache } from './manifest-cache.js';
import { ogImage } from './og-image.js';
import { RemotePrefetches } from './remote-prefetches.js';
import { publicContentPage, robotsTxt, sitemapXml } from './seo-files.js';
import { type ContentSource, type ModuleLoader, PublicPageRenderer, type RenderedPage } from './server-render.js';
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
  /** PUBLIC_BASE_URL: canonical URLs, Open Graph, sitemap.xml and robots.txt; without it, the request's own origin. */
  publicBaseUrl?: string;
  /** The public pages' published content; defaults to the content module's service. */
  content?: ContentSource;
  /** Where a fallback to client rendering is reported (the API's logger). */
  logger?: WebLogger;
  /** How long a visitor's public page may take to render on the server before it is sent client-rendered instead (ms). */
  renderBudgetMs?: number;
  /** How the renderers are loaded from disk (tests count loads); defaults to require, again when a file changed. */
  loadModule?: ModuleLoader;
}

export interface WebLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** A visitor's public page is rendered on the server within this long, or sent as before (docs/decisions/0040-server-rendered-public-pages.md). */
export const RENDER_BUDGET_MS = 200;

class RenderTimeout extends Error {
  override name = 'RenderTimeout';
}

/** `work`, or a RenderTimeout after `ms`; the work goes on (a render that finishes late fills the cache for the next request). */
function withinBudget<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new RenderTimeout(`not done within ${ms} ms`)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Sign-in screens a signed-in user is sent on from (the shell's GuestOnly does the same in the app). */
const GUEST_ONLY = new Set(['/login', '/signup', '/register']);

const FAVICON_URL = '/favicon.svg';

export const MANIFEST_URL = '/deploy/manifest.json';

/** The remote whose public pages are rendered on the server. */
const MARKETING = 'mfe_marketing';

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
  const content: ContentSource = options.content ?? contentService;
  const renderer = new PublicPageRenderer(options.deployDir, options.shellDistDir, options.loadModule);
  const logger: WebLogger = options.logger ?? { warn: (details, message) => console.warn(message, details) };
  const budgetMs = options.renderBudgetMs ?? RENDER_BUDGET_MS;
  // The renderers of the live marketing releases are loaded once the manifest names them (at start, and after a release).
  let warmedFor: DeployManifest | undefined;
  const warmRenderers = (manifest: DeployManifest) => {
    if (warmedFor === manifest) return;
    warmedFor = manifest;
    const entries = (manifest.remotes[MARKETING]?.releases ?? []).filter((r) => r.weight > 0).map((r) => r.entry);
    void renderer.warm(entries);
  };
  void manifests.get().then(warmRenderers, () => undefined);
  const baseUrlOf = (ctx: Context) => options.publicBaseUrl ?? `${ctx.protocol}://${ctx.host}`;

  /**
   * A visitor's public page: its published content (inlined, so the page
   * needs no request for it) and, when the visitor's marketing release has
   * a renderer, the page rendered on the server. Anything that fails or
   * takes longer than the budget is logged and the page goes out
   * client-rendered, as before.
   */
  async function publicPage(
    path: string,
    page: Exclude<ContentPage, 'footer'>,
    entry: string | undefined,
  ): Promise<{ content?: Record<string, PublishedContentResponse>; rendered?: RenderedPage; description?: string }> {
    const started = Date.now();
    let published: [PublishedContentResponse, PublishedContentResponse<'footer'>];
    try {
      published = await withinBudget(Promise.all([content.publishedContent(page), content.publishedContent('footer')]), budgetMs);
    } catch (err) {
      logger.warn({ err, path }, 'public page: published content not read; the page is client-rendered');
      return {};
    }
    const [pageContent, footer] = published;
    const inlined = { [page]: pageContent, footer };
    const description = (pageContent.content as { meta?: { description?: string } } | null)?.meta?.description;
    if (!entry) return { content: inlined, description };
    try {
      if (!(await renderer.canRender(entry))) return { content: inlined, description };
      const rendered = await withinBudget(renderer.render({ path, entry, content: pageContent, footer }), Math.max(1, budgetMs - (Date.now() - started)));
      return { content: inlined, rendered, description: rendered.description ?? description };
    } catch (err) {
      logger.warn({ err, path, entry }, 'public page: server rendering failed; the page is client-rendered');
      return { content: inlined, description };
    }
  }

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
    warmRenderers(manifest);
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
    // A public page (/, /pricing, /about, /privacy, /terms; not /about/zzz) gets its head tags for everyone, and is
    // rendered on the server for a visitor; a signed-in user's page is theirs (private) and client-rendered as before.
    const contentPage = route && ctx.path.replace(/\/+$/, '') === route.path.replace(/\/+$/, '') ? publicContentPage(route.path) : undefined;
    const visitorPage = contentPage && !isSignedIn(ctx) ? await publicPage(route!.path, contentPage, release?.entry) : undefined;
    const description = contentPage ? (visitorPage?.description ?? DEFAULT_DESCRIPTION) : undefined;
    ctx.body = renderShellHtml(await shellTemplate(), {
      manifest,
      bucketKey,
      profile,
      preloads: release ? [release.entry] : [],
      prefetches,
      dataPreloads,
      nonce,
      title,
      description,
      head: contentPage ? publicHeadTags({ path: route!.path, title, description: description!, baseUrl: baseUrlOf(ctx), nonce }) : undefined,
      content: visitorPage?.content,
      rendered: visitorPage?.rendered,
    });
  }

  async function sitemap(ctx: Context) {
    const live = await (content.livePublishedVersions?.() ?? Promise.resolve([])).catch((err: unknown) => {
      logger.warn({ err }, 'sitemap.xml: content versions not read; no lastmod');
      return [];
    });
    ctx.set('Cache-Control', NO_CACHE);
    ctx.type = 'application/xml';
    ctx.body = sitemapXml(baseUrlOf(ctx), Object.fromEntries(live.map((v) => [v.page, v.publishedAt])));
  }

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === MANIFEST_URL) {
      ctx.set('Cache-Control', NO_CACHE);
      ctx.body = await manifests.get();
      return;
    }
    if (ctx.path.startsWith(`${REMOTES_URL_PREFIX}/`)) {
      // A release's server renderer is the API's to run, not a file for browsers.
      if (/^\/remotes\/[^/]+\/[^/]+\/server\//.test(ctx.path)) {
        ctx.status = 404;
        ctx.body = 'Not found';
        return;
      }
      return remotes(ctx, next);
    }
    if (ctx.path === '/sitemap.xml') return sitemap(ctx);
    if (ctx.path === '/robots.txt') {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.type = 'text/plain';
      ctx.body = robotsTxt(baseUrlOf(ctx));
      return;
    }
    if (ctx.path === OG_IMAGE_PATH) {
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.type = 'image/png';
      ctx.body = await ogImage();
      return;
    }
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
