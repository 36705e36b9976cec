import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';

import { Router } from '@koa/router';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';

import { BadRequestError, ConflictError, ServiceUnavailableError, TooManyRequestsError } from '../lib/errors.js';
import type { ApiModule } from '../modules/index.js';
import { apiModules } from '../modules/index.js';
import { createTestApp } from '../test-support/index.js';

/** A throwaway module that fails in the ways the error middleware must handle. */
const failing: ApiModule = () => {
  const router = new Router({ prefix: '/test' });
  router.get('/crash', () => {
    throw new Error('connection string mongodb://admin:hunter2@db leaked');
  });
  router.get('/crash-with-headers', (ctx) => {
    ctx.set('Content-Disposition', 'attachment; filename="x.csv"');
    throw new TypeError('boom');
  });
  router.get('/conflict', () => {
    throw new ConflictError('That email is already registered.', { code: 'EMAIL_TAKEN' });
  });
  router.get('/fields', () => {
    throw new BadRequestError('Email is required', { email: 'Email is required', password: 'Too short' });
  });
  router.get('/slow-down', () => {
    throw new TooManyRequestsError(42.2);
  });
  router.get('/down', () => {
    throw new ServiceUnavailableError();
  });
  router.get('/ctx-throw', (ctx) => ctx.throw(418, 'I am a teapot'));
  router.post('/echo', (ctx) => {
    ctx.body = { got: ctx.request.body };
  });
  return router;
};

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

const modules = [...apiModules, failing];

describe('unknown /api paths', () => {
  it.each(['get', 'post', 'put', 'delete'] as const)('answer %s with a JSON 404', async (method) => {
    const { request } = createTestApp({ web: (ctx) => void (ctx.body = '<html>shell</html>') });
    const res = await request[method]('/api/nope/deeper').expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ message: 'Not found', code: 'NOT_FOUND', requestId: expect.any(String) });
  });

  it('include /api itself but not paths that merely start with "api"', async () => {
    const { request } = createTestApp({ web: (ctx) => void (ctx.body = 'web') });
    await request.get('/api').expect(404).expect('Content-Type', /json/);
    const res = await request.get('/apiary').expect(200);
    expect(res.text).toBe('web');
  });

  it('hand everything outside /api to the web module', async () => {
    const { request } = createTestApp({ web: (ctx) => void (ctx.body = `web:${ctx.path}`) });
    expect((await request.get('/leads/42').expect(200)).text).toBe('web:/leads/42');
  });
});

describe('error middleware', () => {
  it('hides the message of unexpected errors behind a generic 500 and logs them in full', async () => {
    const { logger, lines } = capturingLogger();
    const { request } = createTestApp({ modules, logger });
    const res = await request.get('/api/test/crash').expect(500);
    expect(res.body).toEqual({ message: 'Something went wrong. Please try again.', requestId: expect.any(String) });
    expect(res.text).not.toContain('hunter2');
    expect(res.text).not.toContain('connection string');
    const logged = lines.find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({ level: 50, status: 500, requestId: res.body.requestId, path: '/api/test/crash' });
    expect((logged?.err as { message: string }).message).toContain('connection string');
  });

  it('drops headers the handler set before failing, keeping the request id', async () => {
    const { request } = createTestApp({ modules });
    const res = await request.get('/api/test/crash-with-headers').set('X-Request-Id', 'abc-123').expect(500);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('passes an AppError message and code through', async () => {
    const { request } = createTestApp({ modules });
    const res = await request.get('/api/test/conflict').expect(409);
    expect(res.body).toEqual({ message: 'That email is already registered.', code: 'EMAIL_TAKEN', requestId: expect.any(String) });
  });

  it('passes per-field messages through', async () => {
    const { request } = createTestApp({ modules });
    const res = await request.get('/api/test/fields').expect(400);
    expect(res.body).toMatchObject({ message: 'Email is required', fields: { email: 'Email is required', password: 'Too short' } });
  });

  it('sends Retry-After with a 429', async () => {
    const { request } = createTestApp({ modules });
    const res = await request.get('/api/test/slow-down').expect(429);
    expect(res.headers['retry-after']).toBe('43');
    expect(res.body.message).toMatch(/try again/);
  });

  it('shows the safe message of a 503', async () => {
    const { request } = createTestApp({ modules });
    const res = await request.get('/api/test/down').expect(503);
    expect(res.body.message).toBe('The service is temporarily unavailable. Please try again shortly.');
  });

  it('keeps ctx.throw 4xx messages', async () => {
    const { request } = createTestApp({ modules });
    expect((await request.get('/api/test/ctx-throw').expect(418)).body.message).toBe('I am a teapot');
  });
});

describe('request bodies', () => {
  it('parses JSON', async () => {
    const { request } = createTestApp({ modules });
    const res = await request.post('/api/test/echo').send({ name: 'Ada' }).expect(200);
    expect(res.body).toEqual({ got: { name: 'Ada' } });
  });

  it('parses forms (phone-provider webhooks)', async () => {
    const { request } = createTestApp({ modules });
    const res = await request.post('/api/test/echo').type('form').send('From=%2B15550001111&Body=STOP').expect(200);
    expect(res.body).toEqual({ got: { From: '+15550001111', Body: 'STOP' } });
  });

  it('answers invalid JSON with a readable 400, not a 500', async () => {
    const { request } = createTestApp({ modules });
    const res = await request.post('/api/test/echo').set('Content-Type', 'application/json').send('{"name": ').expect(400);
    expect(res.body).toMatchObject({ message: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
  });

  it('answers a JSON body that is not an object or array with 400 too', async () => {
    const { request } = createTestApp({ modules });
    await request.post('/api/test/echo').set('Content-Type', 'application/json').send('"just a string"').expect(400);
  });

  it('answers a body over 1 MB with 413', async () => {
    const { request } = createTestApp({ modules });
    const res = await request
      .post('/api/test/echo')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }))
      .expect(413);
    expect(res.body.message).toBe('The request body is too large (the limit is 1 MB).');
  });
});

describe('request bodies a client can get wrong (never a 500)', () => {
  const json = (encoding: string) =>
    createTestApp({ modules }).request.post('/api/test/echo').set('Content-Type', 'application/json').set('Content-Encoding', encoding);

  it('answers a body marked gzip that is not gzip with a readable 400', async () => {
    const res = await json('gzip').send('{"name":"Ada"}').expect(400);
    expect(res.body).toMatchObject({ message: 'The request body could not be decompressed (Content-Encoding: gzip).', code: 'INVALID_ENCODING' });
  });

  it('answers a body marked deflate or br that is not with 400 too', async () => {
    await json('deflate').send('{"name":"Ada"}').expect(400);
    await json('br').send('{"name":"Ada"}').expect(400);
  });

  it('still reads a real gzip body', async () => {
    // serialize: superagent would otherwise JSON-encode the Buffer itself.
    const res = await json('gzip')
      .serialize((body) => body)
      .send(gzipSync(JSON.stringify({ name: 'Ada' })))
      .expect(200);
    expect(res.body).toEqual({ got: { name: 'Ada' } });
  });

  it('answers an unknown encoding with 415, and a gzip bomb over 1 MB unpacked with 413', async () => {
    await json('x-unknown').send('{}').expect(415);
    const bomb = gzipSync(JSON.stringify({ text: 'x'.repeat(5 * 1024 * 1024) }));
    const res = await json('gzip')
      .serialize((body) => body)
      .send(bomb)
      .expect(413);
    expect(res.body.message).toBe('The request body is too large (the limit is 1 MB).');
  });

  it('answers a truncated gzip body, an odd charset and a broken form without a 5xx', async () => {
    const whole = gzipSync(JSON.stringify({ name: 'Ada' }));
    expect(
      (
        await json('gzip')
          .serialize((body) => body)
          .send(whole.subarray(0, whole.length - 6))
      ).status,
    ).toBe(400);
    const { request } = createTestApp({ modules });
    // The parser reads every body as UTF-8 whatever the charset says: answered, not failed.
    expect((await request.post('/api/test/echo').set('Content-Type', 'application/json; charset=x-klingon').send('{}')).status).toBe(200);
    expect((await request.post('/api/test/echo').type('form').send('a=%E0%A4%A&b')).status).toBeLessThan(500);
    expect((await request.post('/api/test/echo').set('Content-Type', 'application/json').send('{"a":1}\u0000')).status).toBe(400);
  });
});

describe('request id', () => {
  it('is generated and echoed when the client sends none', async () => {
    const { request } = createTestApp();
    const res = await request.get('/api/health').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('honours a sane incoming id and carries it into error bodies', async () => {
    const { request } = createTestApp();
    const res = await request.get('/api/missing').set('X-Request-Id', 'edge-7f3a.42').expect(404);
    expect(res.headers['x-request-id']).toBe('edge-7f3a.42');
    expect(res.body.requestId).toBe('edge-7f3a.42');
  });

  it('replaces an id that could forge log lines or headers', async () => {
    const { request } = createTestApp();
    const res = await request.get('/api/health').set('X-Request-Id', 'a b"c').expect(200);
    expect(res.headers['x-request-id']).not.toBe('a b"c');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request log', () => {
  it('writes one structured line per request with the status the client got', async () => {
    const { logger, lines } = capturingLogger();
    const { request } = createTestApp({ modules, logger });
    await request.get('/api/test/fields?token=secret').set('X-Request-Id', 'log-1').expect(400);
    const requestLines = lines.filter((line) => line.msg === 'request');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: 'GET', path: '/api/test/fields', status: 400, requestId: 'log-1', ms: expect.any(Number) });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});
