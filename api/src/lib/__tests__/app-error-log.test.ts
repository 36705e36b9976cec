import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough, Readable } from 'node:stream';

import Koa from 'koa';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';

import { appErrorLog } from '../app-error-log.js';

/** A logger that keeps its lines (debug and up) for the test to read. */
function recordingLogger() {
  const lines: Array<{ level: number; msg: string; code?: string }> = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) =>
    lines.push(
      ...chunk
        .toString()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ),
  );
  return { logger: pino({ level: 'debug' }, sink), lines };
}

/** An app whose only response is `body()`, with the error listener under test. */
async function serve(body: () => Readable, logger: ReturnType<typeof recordingLogger>['logger']) {
  const app = new Koa();
  app.on('error', appErrorLog(logger));
  let errored!: () => void;
  const emitted = new Promise<void>((resolve) => (errored = resolve));
  app.on('error', () => errored());
  app.use((ctx) => {
    ctx.type = 'application/octet-stream';
    ctx.body = body();
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/file`, emitted };
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A download that never ends on its own: a chunk every 5 ms. */
const endless = () =>
  new Readable({
    read() {
      setTimeout(() => this.push(Buffer.alloc(16_384, 1)), 5);
    },
  });

describe('appErrorLog', () => {
  it('logs a client that aborts a download at debug, not as an unhandled error', async () => {
    const { logger, lines } = recordingLogger();
    const { url, emitted } = await serve(endless, logger);
    await new Promise<void>((resolve, reject) => {
      const req = http.get(url, (res) => res.once('data', () => (req.destroy(), resolve())));
      req.on('error', (err) => (err.message === 'socket hang up' ? undefined : reject(err)));
    });
    await emitted;
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines).toContainEqual(expect.objectContaining({ level: 20, msg: 'client closed the connection mid-response', code: 'ERR_STREAM_PREMATURE_CLOSE' }));
  });

  it('still logs a stream that fails on our side as an unhandled error', async () => {
    const { logger, lines } = recordingLogger();
    const failing = () =>
      new Readable({
        read() {
          this.destroy(Object.assign(new Error('disk read failed'), { code: 'EIO' }));
        },
      });
    const { url, emitted } = await serve(failing, logger);
    http.get(url, (res) => res.resume()).on('error', () => undefined);
    await emitted;
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'unhandled error' }));
  });
});
