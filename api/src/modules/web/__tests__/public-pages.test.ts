import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { ContentPage, PublishedContentResponse } from '@leadnest/contracts/marketing-content';
import { emptyManifest, publishRelease } from '@leadnest/deploy-manifest';
import { writeManifest } from '@leadnest/deploy-manifest/store';
import { PRICING_PAGE_PLANS } from '@leadnest/plans';
import Koa from 'koa';
import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { createWebMiddleware, type WebOptions } from '..';

// The server rendering of a visitor's public pages, with stand-in renderers
// written as the real ones are released (CommonJS files in the release
// folder and the shell's dist); what the real ones render is checked by the
// e2e spec server-rendered-pages.spec.ts.

const BASE_URL = 'https://leadnest.example';

/** A stand-in for mfe-marketing's dist/server/render.cjs; `hero` is what its h1 says with nothing published. */
const pageRenderer = (hero: string, body = '') => `
exports.SERVER_RENDER_API = 1;
globalThis.__pageRenders = (globalThis.__pageRenders || 0);
exports.renderPublicPage = async ({ path, content }) => {
  ${body}
  globalThis.__pageRenders++;
  const c = content.content;
  return {
    html: '<h1>' + (c && c.heading ? c.heading : ${JSON.stringify(hero)}) + '</h1><p>page ' + path + '</p>',
    styles: '<style data-styled="true">.page{}</style>',
    status: 200,
    meta: { description: c ? c.meta.description : 'Released description of ' + path },
  };
};`;

const CHROME = `
exports.SERVER_RENDER_API = 1;
exports.PAGE_SLOT = 'slot-of-the-page';
exports.renderChrome = ({ path, footer }) => ({
  html: '<div class="shell"><header>Sign In</header><main id="main-content">slot-of-the-page</main><footer>' +
    (footer.content ? footer.content.companyLinks.map((l) => l.label).join(', ') : 'About, Careers') + '</footer></div>',
  styles: '<style data-styled="true">.chrome{}</style>',
});`;

type Published = Partial<Record<ContentPage, Omit<PublishedContentResponse, 'page'>>>;

/** A fake content service: what is published now, and how often it was asked. */
function fakeContent(initial: Published = {}) {
  const state = { published: initial, reads: 0 };
  const source: NonNullable<WebOptions['content']> = {
    publishedContent: async <P extends ContentPage>(page: P) => {
      state.reads++;
      return { page, ...(state.published[page] ?? { version: 0, content: null, publishedAt: null }) } as PublishedContentResponse<P>;
    },
    livePublishedVersions: async () =>
      (['home', 'pricing', 'about', 'privacy', 'terms', 'footer'] as ContentPage[]).map((page) => ({
        page,
        publishedAt: state.published[page]?.publishedAt ?? null,
      })),
  };
  return { state, source };
}

interface Setup {
  deployDir: string;
  shellDistDir: string;
  /** Writes a marketing release with this renderer and makes it the live one. */
  release: (version: string, renderer: string | undefined) => Promise<string>;
}

async function setUp(): Promise<Setup> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ln-public-pages-'));
  const shellDistDir = path.join(root, 'shell');
  const deployDir = path.join(root, 'deploy');
  await mkdir(path.join(shellDistDir, 'server'), { recursive: true });
  await writeFile(
    path.join(shellDistDir, 'index.html'),
    '<html><head><meta name="description" content="The template’s description." /><title>LeadNest</title><!-- leadnest:boot --><link as="script" href="/bootstrap.b1.js" rel="preload"><script defer src="/main.m1.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(shellDistDir, 'server', 'render-chrome.cjs'), CHROME);
  const release = async (version: string, renderer: string | undefined) => {
    const dir = path.join(deployDir, 'remotes', 'mfe-marketing', version);
    await mkdir(path.join(dir, 'server'), { recursive: true });
    await writeFile(path.join(dir, 'remoteEntry.js'), 'var mfe_marketing;');
    if (renderer !== undefined) await writeFile(path.join(dir, 'server', 'render.cjs'), renderer);
    const entry = `/remotes/mfe-marketing/${version}/remoteEntry.js`;
    await writeManifest(deployDir, publishRelease(emptyManifest(), { remote: 'mfe_marketing', version, entry, percent: 100 }));
    return entry;
  };
  return { deployDir, shellDistDir, release };
}

function appWith(setup: Setup, options: Partial<WebOptions> = {}) {
  const app = new Koa();
  app.use(async (ctx, next) => {
    if (ctx.get('x-test-user')) ctx.state.user = { id: ctx.get('x-test-user'), role: 'user', sessionId: 'sid' };
    await next();
  });
  app.use(
    createWebMiddleware({
      shellDistDir: setup.shellDistDir,
      deployDir: setup.deployDir,
      sessionProfile: async () => undefined,
      publicBaseUrl: BASE_URL,
      logger: { warn: vi.fn() },
      ...options,
    }),
  );
  return app.callback();
}

/** The boot data the page inlines. */
function bootOf(html: string): { ssr?: boolean; content?: Record<string, PublishedContentResponse> } {
  const json = /window\.__LEADNEST_BOOT__=(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json!);
}

/** What #root holds (a server-rendered page's start script follows it, before </body>). */
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>(?:<script nonce="[^"]+">[^<]*<\/script>)?<\/body>/.exec(html)?.[1] ?? '';
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

let setup: Setup;
beforeEach(async () => {
  setup = await setUp();
});

describe('a visitor’s public page', () => {
  it('arrives rendered: chrome and page in #root, their styles in <head>, the content inlined, ssr marked', async () => {
    await setup.release('0.1.0-aaaaaaaaaa', pageRenderer('Never miss another lead'));
    const res = await request(appWith(setup, { content: fakeContent().source }))
      .get('/')
      .expect(200);
    expect(rootOf(res.text)).toBe(
      '<div class="shell"><header>Sign In</header><main id="main-content"><h1>Never miss another lead</h1><p>page /</p></main><footer>About, Careers</footer></div>',
    );
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain('<style data-styled="true">.chrome{}</style><style data-styled="true">.page{}</style>');
    const boot = bootOf(res.text);
    expect(boot.ssr).toBe(true);
    expect(boot.content).toEqual({
      home: { page: 'home', version: 0, content: null, publishedAt: null },
      footer: { page: 'footer', version: 0, content: null, publishedAt: null },
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('paints before any script: the shell entry, its chunk and the remote start from the end of <body> after the first frame', async () => {
    const entry = await setup.release('0.1.0-aaaaaaaaaa', pageRenderer('Hero'));
    const res = await request(appWith(setup, { content: fakeContent().source }))
      .get('/')
      .expect(200);
    expect(headOf(res.text)).not.toMatch(/<script[^>]* src=|rel="preload"|rel="prefetch"/);
    const start = /<\/div>(<script nonce="[^"]+">([^<]*)<\/script>)<\/body>/.exec(res.text)?.[2] ?? '';
    expect(start).toContain('requestAnimationFrame');
    // Taps on the page's buttons before the shell has started are kept and played once it has.
    expect(start).toContain("addEventListener('click',early,true)");
    expect(start).toContain("hasAttribute('data-app-started')");
    expect(start).toContain('["/main.m1.js"]');
    // The links are a JSON string inside the script, with "<" escaped.
    const links = JSON.parse(/insertAdjacentHTML\('beforeend',("(?:[^"\\]|\\.)*")\)/.exec(start)![1]!) as string;
    expect(links).toContain(`<link rel="preload" as="script" href="${entry}">`);
    expect(links).toContain('<link as="script" href="/bootstrap.b1.js" rel="preload">');
    // A signed-in user's page is client-rendered: its scripts stay in <head>, as before.
    const signedIn = await request(appWith(setup, { content: fakeContent().source }))
      .get('/')
      .set('x-test-user', 'u1')
      .expect(200);
    expect(headOf(signedIn.text)).toContain('<script defer src="/main.m1.js"></script>');
    expect(headOf(signedIn.text)).toContain(`<link rel="preload" as="script" href="${entry}">`);
    expect(signedIn.text).not.toContain('requestAnimationFrame');
  });

  it('has its own title, description, canonical URL, Open Graph and Twitter card, and the product’s JSON-LD', async () => {
    await setup.release('0.1.0-aaaaaaaaaa', pageRenderer('Hero'));
    const res = await request(appWith(setup, { content: fakeContent().source }))
      .get('/')
      .expect(200);
    expect(res.text).toContain('<title>LeadNest: never miss another lead</title>');
    // The page's own description (the copy released with the renderer), in place of the template's.
    expect(res.text).toContain('<meta name="description" content="Released description of /">');
    expect(res.text).not.toContain('The template’s description.');
    for (const tag of [
      `<link rel="canonical" href="${BASE_URL}/">`,
      '<meta property="og:type" content="website">',
      '<meta property="og:site_name" content="LeadNest">',
      '<meta property="og:title" content="LeadNest: never miss another lead">',
      '<meta property="og:description" content="Released description of /">',
      `<meta property="og:url" content="${BASE_URL}/">`,
      `<meta property="og:image" content="${BASE_URL}/og-image.png">`,
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:title" content="LeadNest: never miss another lead">',
      `<meta name="twitter:image" content="${BASE_URL}/og-image.png">`,
    ])
      expect(res.text).toContain(tag);
    const [product] = jsonLd(res.text);
    expect(product).toMatchObject({ '@context': 'https://schema.org', '@type': 'SoftwareApplication', name: 'LeadNest' });
    // The nonce is the one the CSP allows.
    const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy']!)![1];
    expect(res.text).toContain(`<script type="application/ld+json" nonce="${nonce}">`);
  });

  it('/pricing lists every plan of the pricing page with its monthly price in USD as an offer', async () => {
    await setup.release('0.1.0-aaaaaaaaaa', pageRenderer('Pricing'));
    const res = await request(appWith(setup, { content: fakeContent().source }))
      .get('/pricing')
      .expect(200);
    expect(res.text).toContain('<title>Pricing | LeadNest</title>');
    expect(res.text).toContain(`<link rel="canonical" href="${BASE_URL}/pricing">`);
    const offers = (jsonLd(res.text)[0]!.offers as Array<{ name: string; price: string; priceCurrency: string; priceSpecification: { unitCode: string } }>).map(
      (o) => [o.name, o.price, o.priceCurrency, o.priceSpecification.unitCode],
    );
    expect(offers).toEqual(PRICING_PAGE_PLANS.map((p) => [p.name, `${p.priceUsd}.00`, 'USD', 'MON']));
    expect(offers.map((o) => o[0])).toEqual(['Starter', 'Professional', 'Enterprise']);
    // /about has the organization instead, the legal pages none.
    expect(jsonLd((await request(appWith(setup, { content: fakeContent().source })).get('/about')).text)[0]).toMatchObject({ '@type': 'Organization' });
    expect(jsonLd((await request(appWith(setup, { content: fakeContent().source })).get('/terms')).text)).toEqual([]);
  });

  it('shows what was published (and its description), and the next publish in the next HTML', async () => {
    await setup.release('0.1.0-aaaaaaaaaa', pageRenderer('Released hero'));
    const content = fakeContent({
      home: {
        version: 3,
        content: { heading: 'Published hero', meta: { description: 'Published "description" <b>' } } as never,
        publishedAt: '2026-11-01T10:00:00.000Z',
      },
      footer: { version: 2, content: { companyLinks: [{ label: 'Press', href: '/press' }] }, publishedAt: '2026-11-02T10:00:00.000Z' },
    });
    const web = appWith(setup, { content: content.source });
    const first = await request(web).get('/').expect(200);
    expect(rootOf(first.text)).toContain('<h1>Published hero</h1>');
    expect(rootOf(first.text)).toContain('<footer>Press</footer>');
    // Escaped in every attribute and in the JSON-LD.
    expect(first.text).toContain('<meta name="description" content="Published &quot;description&quot; &lt;b&gt;">');
    expect(first.text).toContain('<meta property="og:description" content="Published &quot;description&quot; &lt;b&gt;">');
    expect(jsonLd(first.text)[0]!.description).toBe('Published "description" <b>');
    expect(first.text).not.toContain('<b>"');

    content.state.published.home = {
      version: 4,
      content: { heading: 'Newer hero', meta: { description: 'Newer' } } as never,
      publishedAt: '2026-11-03T10:00:00.000Z',
    };
    const next = await request(web).get('/').expect(200);
    expect(rootOf(next.text)).toContain('<h1>Newer hero</h1>');
    expect(bootOf(next.text).content?.home?.version).toBe(4);
  });

  it('renders a page once per release and content version: the next visitors get the kept HTML', async () => {
    await setup.release('0.1.0-aaaaaaaaaa', pageRenderer('Hero'));
    const web = appWith(setup, { content: fakeContent().source });
    const renders = () => (globalThis as { __pageRenders?: number }).__pageRenders ?? 0;
    await request(web).get('/pricing').expect(200);
    const after = renders();
    await request(web).get('/pricing').expect(200);
    await request(web).get('/pricing').expect(200);
    expect(renders()).toBe(after);
  });

  it('picks up a new release at the next request, without a restart', async () => {
    await setup.release('0.1.0-aaaaaaaaaa', pageRenderer('Hero of the first release'));
    const web = appWith(setup, { content: fakeContent().source });
    expect(rootOf((await request(web).get('/')).text)).toContain('Hero of the first release');
    await setup.release('0.1.0-bbbbbbbbbb', pageRenderer('Hero of the second release'));
    const res = await request(web).get('/').expect(200);
    expect(rootOf(res.text)).toContain('Hero of the second release');
    expect(res.text).toContain('/remotes/mfe-marketing/0.1.0-bbbbbbbbbb/remoteEntry.js');
  });

  it('falls back to client rendering, logged, when the renderer throws; the content and head tags stay', async () => {
    await setup.release('0.1.0-aaaaaaaaaa', pageRenderer('Hero', 'throw new Error("the page broke");'));
    const warn = vi.fn();
    const res = await request(appWith(setup, { content: fakeContent().source, logger: { warn } }))
      .get('/')
      .expect(200);
    expect(rootOf(res.text)).toBe('');
    expect(bootOf(res.text).ssr).toBeUndefined();
    expect(bootOf(res.text).content?.home).toEqual({ page: 'home', version: 0, content: null, publishedAt: null });
    expect(res.text).toContain(`<link rel="canonical" href="${BASE_URL}/">`);
    // Nothing published and no renderer to ask: the generic description.
    expect(res.text).toContain('<meta name="description" content="LeadNest: the AI assistant that answers every lead around the clock.">');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({ path: '/', err: expect.objectContaining({ message: 'the page broke' }) });
  });

  it('falls back when the render takes longer than the budget, and when the renderer speaks another API', async () => {
    await setup.release('0.1.0-aaaaaaaaaa', pageRenderer('Hero', 'await new Promise(() => undefined);'));
    const warn = vi.fn();
    const slow = await request(appWith(setup, { content: fakeContent().source, logger: { warn }, renderBudgetMs: 30 }))
      .get('/')
      .expect(200);
    expect(rootOf(slow.text)).toBe('');
    expect(warn.mock.calls[0]![0]).toMatchObject({ err: expect.objectContaining({ name: 'RenderTimeout' }) });

    await setup.release('0.1.0-cccccccccc', pageRenderer('Hero').replace('SERVER_RENDER_API = 1', 'SERVER_RENDER_API = 2'));
    const other = vi.fn();
    const res = await request(appWith(setup, { content: fakeContent().source, logger: { warn: other } }))
      .get('/')
      .expect(200);
    expect(rootOf(res.text)).toBe('');
    expect(String((other.mock.calls[0]![0] as { err: Error }).err.message)).toMatch(/SERVER_RENDER_API 2/);
  });

  it('is client-rendered, without a warning, for a release built before there were renderers', async () => {
    await setup.release('0.1.0-aaaaaaaaaa', undefined);
    const warn = vi.fn();
    const res = await request(appWith(setup, { content: fakeContent().source, logger: { warn } }))
      .get('/about')
      .expect(200);
    expect(rootOf(res.text)).toBe('');
    expect(bootOf(res.text).content?.about?.page).toBe('about');
    expect(warn).not.toHaveBeenCalled();
  });

  it('is client-rendered, as before, for a signed-in user: no content inlined, but the head tags', async () => {
    await setup.release('0.1.0-aaaaaaaaaa', pageRenderer('Hero'));
    const content = fakeContent();
    const res = await request(appWith(setup, { content: content.source }))
      .get('/')
      .set('x-test-user', 'u1')
      .expect(200);
    expect(rootOf(res.text)).toBe('');
    expect(bootOf(res.text).ssr).toBeUndefined();
    expect(bootOf(res.text).content).toBeUndefined();
    expect(content.state.reads).toBe(0);
    expect(res.text).toContain(`<link rel="canonical" href="${BASE_URL}/">`);
    // A guarded page has none of it.
    const leads = await request(appWith(setup, { content: content.source }))
      .get('/leads')
      .set('x-test-user', 'u1')
      .expect(200);
    expect(leads.text).not.toContain('rel="canonical"');
    expect(rootOf(leads.text)).toBe('');
  });

  it('never serves a release’s renderer to browsers', async () => {
    await setup.release('0.1.0-aaaaaaaaaa', pageRenderer('Hero'));
    const web = appWith(setup, { content: fakeContent().source });
    await request(web).get('/remotes/mfe-marketing/0.1.0-aaaaaaaaaa/server/render.cjs').expect(404);
    await request(web).get('/remotes/mfe-marketing/0.1.0-aaaaaaaaaa/remoteEntry.js').expect(200);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists the five public pages, with when their live content was published', async () => {
    const content = fakeContent({ pricing: { version: 2, content: null, publishedAt: '2026-11-05T08:30:00.000Z' } });
    const res = await request(appWith(setup, { content: content.source }))
      .get('/sitemap.xml')
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect([...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
      ['/', '/pricing', '/about', '/privacy', '/terms'].map((p) => `${BASE_URL}${p}`),
    );
    expect(res.text).toContain(`<loc>${BASE_URL}/pricing</loc><lastmod>2026-11-05T08:30:00.000Z</lastmod>`);
    expect(res.text).toContain(`<loc>${BASE_URL}/about</loc></url>`);
    expect(res.text).not.toContain('/dashboard');
  });

  it('robots.txt disallows every guarded page and the API, and names the sitemap', async () => {
    const res = await request(appWith(setup, { content: fakeContent().source }))
      .get('/robots.txt')
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    for (const guarded of ['/dashboard', '/leads', '/billing', '/account', '/content', '/api/']) expect(lines).toContain(`Disallow: ${guarded}`);
    for (const open of ['/', '/pricing', '/about', '/privacy', '/terms', '/login']) expect(lines).not.toContain(`Disallow: ${open}`);
    expect(lines).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
  });

  it('serves the link-preview image as a 1200×630 PNG', async () => {
    const res = await request(appWith(setup, { content: fakeContent().source }))
      .get('/og-image.png')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const png = res.body as Buffer;
    expect(res.headers['content-type']).toBe('image/png');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(60_000);
  });
});
