import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { emptyManifest } from '@leadnest/deploy-manifest';
import { writeManifest } from '@leadnest/deploy-manifest/store';
import type Koa from 'koa';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createWebMiddleware } from '../modules/web/index.js';
import { createTestApp, withTestDatabase } from '../test-support/index.js';

withTestDatabase();

let web: Koa.Middleware;
beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ln-headers-'));
  const shellDistDir = path.join(root, 'shell');
  const deployDir = path.join(root, 'deploy');
  await mkdir(shellDistDir, { recursive: true });
  await writeFile(path.join(shellDistDir, 'index.html'), '<html><head><!-- leadnest:boot --><script defer src="/main.js"></script></head><body></body></html>');
  await writeManifest(deployDir, emptyManifest());
  web = createWebMiddleware({ shellDistDir, deployDir, sessionProfile: async () => undefined, isSignedIn: () => true });
});

const request = (env: Parameters<typeof createTestApp>[0] = {}) => supertest(createTestApp({ ...env, web }).app.callback());

describe('security headers', () => {
  it('gives the app shell a CSP whose nonce is on its inline boot script, and forbids framing it', async () => {
    const res = await request().get('/api-keys').expect(200);
    const csp = res.headers['content-security-policy'] ?? '';
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(res.text).toContain(`<script nonce="${nonce}">window.__LEADNEST_BOOT__=`);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // A new nonce per response.
    const again = await request().get('/api-keys').expect(200);
    expect(again.headers['content-security-policy']).not.toBe(csp);
  });

  it('sends HSTS only when the public URL is https', async () => {
    expect((await request().get('/leads')).headers['strict-transport-security']).toBeUndefined();
    const secure = await request({ env: { PUBLIC_BASE_URL: 'https://app.example.com' } }).get('/leads');
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await request({ env: { PUBLIC_BASE_URL: 'https://app.example.com' } }).get('/api/health')).headers['strict-transport-security']).toBe(
      'max-age=31536000',
    );
  });

  it('puts the headers on API answers, error answers included', async () => {
    for (const [method, url, status] of [
      ['get', '/api/health', 200],
      ['get', '/api/nope', 404],
      ['get', '/api/leads', 401],
    ] as const) {
      const res = await request()[method](url);
      expect(res.status, url).toBe(status);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('leaves the public capture pages and the chat widget embeddable on agents’ sites', async () => {
    const page = await request().get('/p/no-such-page').expect(404);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    expect(page.headers['content-security-policy']).not.toContain('frame-ancestors');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const widget = await request().get('/widget.js');
    expect(widget.headers['x-frame-options']).toBeUndefined();
    expect(widget.headers['content-security-policy']).toBeUndefined();
  });
});
