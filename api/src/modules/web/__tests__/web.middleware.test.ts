import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import type { UserProfileDto } from '@leadnest/contracts';
import { emptyManifest, publishRelease, VISITOR_COOKIE } from '@leadnest/deploy-manifest';
import { writeManifest } from '@leadnest/deploy-manifest/store';
import Koa from 'koa';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createWebMiddleware } from '..';

let app: Koa;
let dirs: { shellDistDir: string; deployDir: string };
const entryV1 = '/remotes/mfe-leads/0.1.0-aaaaaaaaaa/remoteEntry.js';

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ln-web-'));
  const shellDistDir = path.join(root, 'shell');
  const deployDir = path.join(root, 'deploy');
  await mkdir(shellDistDir, { recursive: true });
  await writeFile(
    path.join(shellDistDir, 'index.html'),
    '<html><head><title>LeadNest</title><!-- leadnest:boot --></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(shellDistDir, 'main.0123456789.js'), 'console.log(1)');
  const versionDir = path.join(deployDir, 'remotes', 'mfe-leads', '0.1.0-aaaaaaaaaa');
  await mkdir(versionDir, { recursive: true });
  await writeFile(path.join(versionDir, 'remoteEntry.js'), 'var mfe_leads;');
  await writeFile(path.join(versionDir, '123.abcdef0123.js'), 'chunk');
  await writeFile(path.join(versionDir, '123.abcdef0123.js.br'), brotliCompressSync('chunk'));
  await writeFile(path.join(versionDir, 'remoteEntry.js.gz'), gzipSync('var mfe_leads;'));

  await writeManifest(deployDir, publishRelease(emptyManifest(), { remote: 'mfe_leads', version: '0.1.0-aaaaaaaaaa', entry: entryV1, percent: 100 }));
  dirs = { shellDistDir, deployDir };
  app = new Koa();
  // Signed in: the guarded pages' shell is what most of these tests look at (the sign-in redirects have their own tests).
  app.use(createWebMiddleware({ shellDistDir, deployDir, isSignedIn: () => true }));
});

describe('web middleware', () => {
  it('serves the shell with the manifest inlined and the route’s remote preloaded', async () => {
    const res = await request(app.callback()).get('/leads').expect(200);
    expect(res.headers['content-type']).toMatch(/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('window.__LEADNEST_BOOT__=');
    expect(res.text).toContain(`<link rel="preload" as="script" href="${entryV1}">`);
    // Only the entry is preloaded: a preloaded chunk that failed would be
    // served from the preload cache to the Retry button. This release has no
    // mf-manifest.json, so nothing is prefetched either.
    expect(res.text.match(/rel="preload"/g)).toHaveLength(1);
    expect(res.text).not.toContain('rel="prefetch"');
    expect(res.headers['set-cookie']?.[0]).toMatch(new RegExp(`^${VISITOR_COOKIE}=[0-9a-f]{32}`));
  });

  it('prefetches the chunks of the remote’s ./App named by its build’s mf-manifest.json', async () => {
    const version = '0.2.0-bbbbbbbbbb';
    const dir = path.join(dirs.deployDir, 'remotes', 'mfe-dashboard', version);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'remoteEntry.js'), 'var mfe_dashboard;');
    const exposes = [
      { path: './contract', assets: { js: { sync: ['__federation_expose_contract.1111111111.js'], async: [] } } },
      {
        path: './App',
        assets: {
          js: {
            sync: ['__federation_expose_App.2222222222.js', '../../escape.js', 42],
            async: ['9.3333333333.js', 'page-conversations.4444444444.js', 'page-dashboard.5555555555.js'],
          },
        },
      },
    ];
    await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes }));
    const entry = `/remotes/mfe-dashboard/${version}/remoteEntry.js`;
    const local = new Koa();
    await writeManifest(
      dirs.deployDir,
      publishRelease(publishRelease(emptyManifest(), { remote: 'mfe_leads', version: '0.1.0-aaaaaaaaaa', entry: entryV1, percent: 100 }), {
        remote: 'mfe_dashboard',
        version,
        entry,
        percent: 100,
      }),
    );
    local.use(createWebMiddleware({ ...dirs, isSignedIn: () => true }));
    const res = await request(local.callback()).get('/dashboard').expect(200);
    expect(res.text).toContain(`<link rel="preload" as="script" href="${entry}">`);
    // The sync chunk of ./App and the current page's named chunk: not ./contract's, not other async ones
    // (another page's), not a path that leaves the folder.
    expect(res.text.match(/rel="prefetch"[^>]*/g)).toEqual([
      `rel="prefetch" as="script" href="/remotes/mfe-dashboard/${version}/__federation_expose_App.2222222222.js"`,
      `rel="prefetch" as="script" href="/remotes/mfe-dashboard/${version}/page-dashboard.5555555555.js"`,
    ]);
    const inbox = await request(local.callback()).get('/conversations/abc').expect(200);
    expect(inbox.text.match(/rel="prefetch"[^>]*/g)).toEqual([
      `rel="prefetch" as="script" href="/remotes/mfe-dashboard/${version}/__federation_expose_App.2222222222.js"`,
      `rel="prefetch" as="script" href="/remotes/mfe-dashboard/${version}/page-conversations.4444444444.js"`,
    ]);
  });

  it('keeps a visitor’s id and uses it as the bucket key', async () => {
    const id = 'ab'.repeat(16);
    const res = await request(app.callback()).get('/').set('Cookie', `${VISITOR_COOKIE}=${id}`).expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toContain(`"bucketKey":"${id}"`);
    expect(res.text).not.toContain('rel="preload"'); // marketing is not released in this fixture
  });

  it('titles each page from the route table, before any script runs', async () => {
    expect((await request(app.callback()).get('/leads').expect(200)).text).toContain('<title>Lead Management | LeadNest</title>');
    expect((await request(app.callback()).get('/pricing').expect(200)).text).toContain('<title>Pricing | LeadNest</title>');
    expect((await request(app.callback()).get('/about/zzz').expect(404)).text).toContain('<title>Page not found | LeadNest</title>');
  });

  it('serves the favicon (and sends /favicon.ico to it)', async () => {
    const icon = await request(app.callback()).get('/favicon.svg').expect(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(icon.body)).toMatch(/^<svg/);
    expect((await request(app.callback()).get('/favicon.ico').expect(302)).headers.location).toBe('/favicon.svg');
  });

  it('answers a path below a page (/about/zzz) with the not-found status, not the page', async () => {
    await request(app.callback()).get('/about/zzz').expect(404);
    await request(app.callback()).get('/billing/123').expect(404);
    await request(app.callback()).get('/about/').expect(200);
  });

  it('answers unknown app paths with the shell and a 404 status', async () => {
    const res = await request(app.callback()).get('/no-such-page').expect(404);
    expect(res.text).toContain('<div id="root">');
  });

  it('serves the manifest uncached', async () => {
    const res = await request(app.callback()).get('/deploy/manifest.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.remotes.mfe_leads.releases[0].entry).toBe(entryV1);
  });

  it('serves remote entries uncached and hashed chunks immutable', async () => {
    const entry = await request(app.callback()).get(entryV1).expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await request(app.callback()).get('/remotes/mfe-leads/0.1.0-aaaaaaaaaa/123.abcdef0123.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const shellChunk = await request(app.callback()).get('/main.0123456789.js').expect(200);
    expect(shellChunk.headers['cache-control']).toContain('immutable');
  });

  it('sends a precompressed copy to a browser that takes it, under the file’s own type and cache policy', async () => {
    const chunkUrl = '/remotes/mfe-leads/0.1.0-aaaaaaaaaa/123.abcdef0123.js';
    const br = await request(app.callback()).get(chunkUrl).set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.text).toBe('chunk');
    const entry = await request(app.callback()).get(entryV1).set('Accept-Encoding', 'gzip').expect(200);
    expect(entry.headers['content-encoding']).toBe('gzip');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.text).toBe('var mfe_leads;');
    const plain = await request(app.callback()).get(chunkUrl).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('chunk');
  });

  it('answers 404 for missing files, never the app', async () => {
    await request(app.callback()).get('/remotes/mfe-leads/nope/remoteEntry.js').expect(404);
    await request(app.callback()).get('/missing.js').expect(404);
    const traversal = await request(app.callback()).get('/remotes/..%2F..%2F..%2Fetc/passwd');
    expect([403, 404]).toContain(traversal.status);
    expect(traversal.text).not.toContain('root:');
  });

  describe('the session inlined into the page', () => {
    // Only the fields these tests read; the web module passes the profile on as it is.
    const profile = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', plan: 'professional' } as UserProfileDto;
    // Stands in for the session middleware (x-test-user) and the users module.
    function appWithSession(lookup: (userId: string) => Promise<typeof profile | undefined>) {
      const withSession = new Koa();
      withSession.use(async (ctx, next) => {
        const id = ctx.get('x-test-user');
        if (id) ctx.state.user = { id, role: 'user', sessionId: 'sid' };
        await next();
      });
      withSession.use(
        createWebMiddleware({
          ...dirs,
          sessionProfile: async (ctx) => (ctx.state.user ? lookup(ctx.state.user.id) : undefined),
          // Nothing published (the public pages' content has tests of its own, public-pages.test.ts).
          content: { publishedContent: async (page) => ({ page, version: 0, content: null, publishedAt: null }) },
        }),
      );
      return withSession;
    }

    it('inlines the signed-in user’s profile, and the page is theirs alone (never stored)', async () => {
      const res = await request(appWithSession(async () => profile).callback())
        .get('/leads')
        .set('x-test-user', 'u1')
        .expect(200);
      expect(res.text).toContain(`"profile":${JSON.stringify(profile)}`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toMatch(/Cookie/);
    });

    it('sends a signed-out visitor of a guarded page to /login with the page to come back to; no shell, so no remote starts', async () => {
      const res = await request(appWithSession(async () => profile).callback())
        .get('/leads?stage=new')
        .expect(302);
      expect(res.headers.location).toBe('/login?next=%2Fleads%3Fstage%3Dnew');
      expect(res.text).not.toContain('__LEADNEST_BOOT__');
      await request(appWithSession(async () => profile).callback())
        .get('/login?next=%2Fleads')
        .expect(200);
    });

    it('sends a signed-in user from /login, /signup and /register on: to ?next= when it is a path of this site, else /dashboard', async () => {
      const signedIn = appWithSession(async () => profile).callback();
      const cases = {
        '/login': '/dashboard',
        '/signup': '/dashboard',
        '/register': '/dashboard',
        '/login?next=%2Fcalendar': '/calendar',
        '/login?next=%2F%2Fevil.example': '/dashboard',
      };
      for (const [from, to] of Object.entries(cases))
        expect((await request(signedIn).get(from).set('x-test-user', 'u1').expect(302)).headers.location).toBe(to);
      await request(signedIn).get('/pricing').set('x-test-user', 'u1').expect(200);
    });

    it('preloads the dashboard’s figures for its signed-in user with a plan, with their cookies; nobody else’s, and not without a plan', async () => {
      const link = '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/dashboard/metrics/u1">';
      expect(
        (
          await request(appWithSession(async () => profile).callback())
            .get('/dashboard')
            .set('x-test-user', 'u1')
            .expect(200)
        ).text,
      ).toContain(link);
      // Not on another page, not for a visitor (redirected), not without a plan (the figures answer 402 then).
      expect(
        (
          await request(appWithSession(async () => profile).callback())
            .get('/leads')
            .set('x-test-user', 'u1')
            .expect(200)
        ).text,
      ).not.toContain('as="fetch"');
      expect(
        (
          await request(appWithSession(async () => profile).callback())
            .get('/dashboard')
            .expect(302)
        ).text,
      ).not.toContain('as="fetch"');
      const planless = await request(appWithSession(async () => ({ ...profile, plan: null })).callback())
        .get('/dashboard')
        .set('x-test-user', 'u1')
        .expect(200);
      expect(planless.text).not.toContain('as="fetch"');
    });

    it('inlines no profile for a visitor, and their page stays revalidated but storable', async () => {
      const res = await request(appWithSession(async () => profile).callback())
        .get('/pricing')
        .expect(200);
      expect(res.text).toContain('window.__LEADNEST_BOOT__=');
      expect(res.text).not.toContain('"profile"');
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('inlines nothing when the lookup cannot tell, and the shell asks the API', async () => {
      const res = await request(appWithSession(async () => undefined).callback())
        .get('/leads')
        .set('x-test-user', 'u1')
        .expect(200);
      expect(res.text).toContain('window.__LEADNEST_BOOT__=');
      expect(res.text).not.toContain('"profile"');
    });
  });
});
