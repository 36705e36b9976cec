import Koa from 'koa';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';

import { batchCacheClears, type CacheClear } from '../cache-clears.js';
import { announceCacheClears, catchUpCachesWith, ReadCache } from '../read-cache.js';
import { readYourWrites, WROTE_COOKIE } from '../read-your-writes.js';

const cache = new ReadCache<string>('read-your-writes-test', 60_000);
const undo: (() => void)[] = [];
afterEach(() => {
  undo.splice(0).forEach((u) => u());
  announceCacheClears(undefined);
  cache.clearHere();
});

/** An app whose POST /write clears the cache and whose GET /read answers from it. */
function appWith(stored: CacheClear[][]) {
  announceCacheClears(batchCacheClears((clears) => void stored.push(clears), 60_000));
  const app = new Koa();
  app.use(readYourWrites({ secure: false }));
  app.use((ctx) => {
    if (ctx.get('x-signed-in')) ctx.state.user = { id: 'u1', role: 'user', sessionId: 's1' };
    if (ctx.path === '/api/write') cache.delete('k');
    if (ctx.path === '/api/no-change') ctx.body = 'nothing cached changed';
    else ctx.body = cache.get('k') ?? 'from the database';
  });
  return request(app.callback());
}

const wroteCookie = (res: request.Response) =>
  ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((c) => c.startsWith(`${WROTE_COOKIE}=`));

describe('read-your-writes across processes', () => {
  it('a write that cleared a cache answers once the clear is announced (not a window later) and marks the browser', async () => {
    const stored: CacheClear[][] = [];
    const res = await appWith(stored).post('/api/write').set('x-signed-in', '1').expect(200);
    expect(stored).toEqual([[{ name: 'read-your-writes-test', key: 'k' }]]);
    expect(wroteCookie(res)).toMatch(/^leadnest_wrote=1; path=\/; expires=.*; samesite=lax; httponly$/);
  });

  it('reads, writes that changed nothing cached, and visitors leave the browser unmarked', async () => {
    const app = appWith([]);
    expect(wroteCookie(await app.get('/api/write'))).toBeUndefined(); // a GET never marks, even one that cleared
    expect(wroteCookie(await app.post('/api/no-change').set('x-signed-in', '1'))).toBeUndefined();
    expect(wroteCookie(await app.post('/api/write'))).toBeUndefined(); // a visitor's write: announced, nobody to mark
  });

  it('a marked browser waits for this process to catch up; one that cannot catches up by emptying its caches', async () => {
    const app = appWith([]);
    let caughtUp = true;
    let asked = 0;
    undo.push(
      catchUpCachesWith(async () => {
        asked++;
        return caughtUp;
      }),
    );
    cache.set('k', 'cached before another process wrote', cache.ticket());
    expect((await app.get('/api/read')).text).toBe('cached before another process wrote');
    expect(asked).toBe(0); // unmarked: no catching up
    expect((await app.get('/api/read').set('cookie', `${WROTE_COOKIE}=1`)).text).toBe('cached before another process wrote');
    expect(asked).toBe(1); // caught up: the cache is trusted
    caughtUp = false;
    expect((await app.get('/api/read').set('cookie', `${WROTE_COOKIE}=1`)).text).toBe('from the database');
    expect(asked).toBe(2);
  });

  it('a marked browser’s next page catches up too (a signed-in page inlines the profile); a file it loads does not', async () => {
    const app = appWith([]);
    let asked = 0;
    undo.push(
      catchUpCachesWith(async () => {
        asked++;
        return false;
      }),
    );
    cache.set('k', 'the plan before the upgrade', cache.ticket());
    expect((await app.get('/remotes/mfe-dashboard/1.0.0/chunk.js').set('cookie', `${WROTE_COOKIE}=1`)).text).toBe('the plan before the upgrade');
    expect(asked).toBe(0);
    expect((await app.get('/dashboard').set('cookie', `${WROTE_COOKIE}=1`)).text).toBe('from the database');
    expect(asked).toBe(1);
  });
});
