import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyManifest, publishRelease, VISITOR_COOKIE } from '@leadnest/deploy-manifest';
import { writeManifest } from '@leadnest/deploy-manifest/store';
import { createWebMiddleware } from '..';

let app: Koa;
const entryV1 = '/remotes/mfe-leads/0.1.0-aaaaaaaaaa/remoteEntry.js';

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ln-web-'));
  const shellDistDir = path.join(root, 'shell');
  const deployDir = path.join(root, 'deploy');
  await mkdir(shellDistDir, { recursive: true });
  await writeFile(path.join(shellDistDir, 'index.html'), '<html><head><!-- leadnest:boot --></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(shellDistDir, 'main.0123456789.js'), 'console.log(1)');
  const versionDir = path.join(deployDir, 'remotes', 'mfe-leads', '0.1.0-aaaaaaaaaa');
  await mkdir(versionDir, { recursive: true });
  await writeFile(path.join(versionDir, 'remoteEntry.js'), 'var mfe_leads;');
  await writeFile(path.join(versionDir, '123.abcdef0123.js'), 'chunk');

  await writeManifest(deployDir, publishRelease(emptyManifest(), { remote: 'mfe_leads', version: '0.1.0-aaaaaaaaaa', entry: entryV1, percent: 100 }));
  app = new Koa();
  app.use(createWebMiddleware({ shellDistDir, deployDir }));
});

describe('web middleware', () => {
  it('serves the shell with the manifest inlined and the route’s remote preloaded', async () => {
    const res = await request(app.callback()).get('/leads').expect(200);
    expect(res.headers['content-type']).toMatch(/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('window.__LEADNEST_BOOT__=');
    expect(res.text).toContain(`<link rel="preload" as="script" href="${entryV1}">`);
    // Only the entry: a preloaded chunk that failed would be served from the
    // preload cache to the Retry button, so chunks load on demand.
    expect(res.text.match(/rel="preload"/g)).toHaveLength(1);
    expect(res.headers['set-cookie']?.[0]).toMatch(new RegExp(`^${VISITOR_COOKIE}=[0-9a-f]{32}`));
  });

  it('keeps a visitor’s id and uses it as the bucket key', async () => {
    const id = 'ab'.repeat(16);
    const res = await request(app.callback()).get('/').set('Cookie', `${VISITOR_COOKIE}=${id}`).expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toContain(`"bucketKey":"${id}"`);
    expect(res.text).not.toContain('rel="preload"'); // marketing is not released in this fixture
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

  it('answers 404 for missing files, never the app', async () => {
    await request(app.callback()).get('/remotes/mfe-leads/nope/remoteEntry.js').expect(404);
    await request(app.callback()).get('/missing.js').expect(404);
    const traversal = await request(app.callback()).get('/remotes/..%2F..%2F..%2Fetc/passwd');
    expect([403, 404]).toContain(traversal.status);
    expect(traversal.text).not.toContain('root:');
  });
});
