import type Koa from 'koa';
import { describe, expect, it, vi } from 'vitest';

import type { Database } from '../lib/db.js';
import { startServer } from '../start.js';
import { testEnv } from '../test-support/index.js';

/** Stands in for the database so shutdown order can be observed without one. */
function fakeDatabase(events: string[]): Database {
  return { uri: 'mongodb://fake', kind: 'embedded', storage: () => ({ writable: true }), close: vi.fn(async () => void events.push('database closed')) };
}

/** A web module whose /slow request finishes only when the test says so. */
function slowWeb(events: string[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const web: Koa.Middleware = async (ctx) => {
    if (ctx.path !== '/slow') return;
    markStarted();
    await released;
    ctx.body = 'finished';
    events.push('slow request answered');
  };
  return { web, started, release };
}

describe('startServer (start.ts)', () => {
  it('serves the API on a free port and fixes the default public URL to it', async () => {
    const events: string[] = [];
    const running = await startServer({ env: testEnv({ PORT: 0, PUBLIC_BASE_URL: 'http://localhost:0' }), connect: async () => fakeDatabase(events) });
    try {
      expect(running.url).toBe(`http://localhost:${running.port}`);
      expect(running.env.PUBLIC_BASE_URL).toBe(running.url);
      const res = await fetch(`${running.url}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok' });
    } finally {
      await running.close();
    }
  });

  it('builds the web middleware from env when given createWeb', async () => {
    const running = await startServer({
      env: testEnv({ PORT: 0 }),
      connect: async () => fakeDatabase([]),
      createWeb:
        ({ env }) =>
        (ctx) =>
          void (ctx.body = `shell from ${env.SHELL_DIST_DIR}`),
    });
    try {
      expect(await (await fetch(`${running.url}/`)).text()).toBe(`shell from ${running.env.SHELL_DIST_DIR}`);
    } finally {
      await running.close();
    }
  });

  it('on close: stops accepting, lets in-flight requests finish, then closes the database', async () => {
    const events: string[] = [];
    const { web, started, release } = slowWeb(events);
    const running = await startServer({ env: testEnv({ PORT: 0 }), web, connect: async () => fakeDatabase(events) });
    // An idle keep-alive connection must not hold shutdown open.
    await (await fetch(`${running.url}/api/health`)).text();

    const inFlight = fetch(`${running.url}/slow`);
    await started;
    const closed = running.close().then(() => events.push('close resolved'));
    await vi.waitFor(() => expect(running.server.listening).toBe(false));
    await expect(fetch(`${running.url}/api/health`)).rejects.toThrow(); // no new connections

    release();
    const releasedAt = Date.now();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('finished');
    await closed;
    // Promptly: the finished request's keep-alive connection must not be left to time out.
    expect(Date.now() - releasedAt).toBeLessThan(1_500);
    expect(events).toEqual(['slow request answered', 'database closed', 'close resolved']);
    await running.close(); // idempotent
    expect(running.database.close).toHaveBeenCalledTimes(1);
  });

  it('cuts requests still running at the deadline and still closes the database', async () => {
    const events: string[] = [];
    const { web, started } = slowWeb(events); // never released
    const running = await startServer({ env: testEnv({ PORT: 0 }), web, connect: async () => fakeDatabase(events), shutdownTimeoutMs: 200 });
    const inFlight = fetch(`${running.url}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await started;
    const began = Date.now();
    await running.close();
    expect(Date.now() - began).toBeLessThan(5_000);
    expect(await inFlight).toBe('cut');
    expect(events).toEqual(['database closed']);
  });

  it('closes the database when the port is taken', async () => {
    const first = await startServer({ env: testEnv({ PORT: 0 }), connect: async () => fakeDatabase([]) });
    const events: string[] = [];
    try {
      await expect(startServer({ env: testEnv({ PORT: first.port }), connect: async () => fakeDatabase(events) })).rejects.toThrow(/EADDRINUSE/);
      expect(events).toEqual(['database closed']);
    } finally {
      await first.close();
    }
  });
});
