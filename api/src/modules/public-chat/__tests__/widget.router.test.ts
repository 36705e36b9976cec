import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import Koa from 'koa';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp } from '../../../test-support/index.js';
import { WIDGET_CACHE_CONTROL, WIDGET_NOT_BUILT, widgetRouter } from '../widget.router.js';

let dir = '';
let file = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-widget-'));
  file = path.join(dir, 'widget.js');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The router alone on a bare Koa app, serving `file`. */
function serve() {
  const app = new Koa();
  app.use(widgetRouter({ file }).routes());
  return supertest(app.callback());
}

const SCRIPT = `"use strict";(()=>{console.log("widget ${'x'.repeat(2000)}")})();\n`;

describe('GET /widget.js', () => {
  it('answers a plain 503 that says how to build it, until it is built', async () => {
    const res = await serve().get('/widget.js').expect(503);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toBe(WIDGET_NOT_BUILT);
    expect(res.text).toContain('npm run build -w @leadnest/chat-widget');
  });

  it('serves the build as JavaScript to any site: 5-minute cache with an ETag, CORS and CORP', async () => {
    await writeFile(file, SCRIPT);
    const res = await serve().get('/widget.js').set('Accept-Encoding', 'identity').set('Origin', 'https://realtor-site.example').expect(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe(WIDGET_CACHE_CONTROL);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(SCRIPT);
  });

  it('revalidates: 304 for the current ETag, a new ETag once the file is rebuilt', async () => {
    await writeFile(file, SCRIPT);
    const agent = serve();
    const first = await agent.get('/widget.js').set('Accept-Encoding', 'identity').expect(200);
    const etag = first.headers['etag']!;
    const again = await agent.get('/widget.js').set('Accept-Encoding', 'identity').set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers['cache-control']).toBe(WIDGET_CACHE_CONTROL);
    await writeFile(file, `${SCRIPT}// rebuilt\n`);
    const rebuilt = await agent.get('/widget.js').set('Accept-Encoding', 'identity').set('If-None-Match', etag).expect(200);
    expect(rebuilt.headers['etag']).not.toBe(etag);
    expect(rebuilt.text).toContain('// rebuilt');
  });

  it('sends it gzipped to clients that accept gzip, under its own ETag', async () => {
    await writeFile(file, SCRIPT);
    const plain = await serve().get('/widget.js').set('Accept-Encoding', 'identity');
    const res = await serve()
      .get('/widget.js')
      .set('Accept-Encoding', 'gzip, deflate')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.headers['etag']).not.toBe(plain.headers['etag']);
    // supertest may already have inflated it; either way the bytes are the script.
    const body = res.body as Buffer;
    const text = body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body).toString('utf8') : body.toString('utf8');
    expect(text).toBe(SCRIPT);
    expect(Number(res.headers['content-length'] ?? body.length)).toBeLessThan(Buffer.byteLength(SCRIPT));
  });

  it('is mounted by the app outside /api, ahead of the web front end', async () => {
    const { request } = createTestApp({ web: async (ctx) => void (ctx.body = 'the shell') });
    const res = await request.get('/widget.js');
    // The repository's own build: served when built, else the 503; never the shell's page.
    expect(res.text).not.toBe('the shell');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect([200, 503]).toContain(res.status);
    expect(res.headers['content-type']).toBe(res.status === 200 ? 'application/javascript; charset=utf-8' : 'text/plain; charset=utf-8');
  });
});
