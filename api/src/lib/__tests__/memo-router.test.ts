import { Router } from '@koa/router';
import Koa from 'koa';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MemoRouter } from '../memo-router.js';

/** An app with the memoised API router in front of a second, plain router (as app.ts mounts the public pages). */
function appWith(api: MemoRouter) {
  const app = new Koa();
  const pages = new Router();
  pages.get('/p/:slug', (ctx) => {
    ctx.body = { page: ctx.params.slug, matched: (ctx as unknown as { matched: Array<{ path: string }> }).matched.map((l) => l.path) };
  });
  app.use(api.routes());
  app.use(pages.routes());
  return app.callback();
}

describe('MemoRouter', () => {
  it('answers repeated requests exactly as the first, params and middleware included', async () => {
    const api = new MemoRouter({ prefix: '/api' });
    const leads = new Router();
    leads.use('/leads', async (ctx, next) => {
      ctx.set('X-Guard', 'ran');
      await next();
    });
    leads.get('/leads/:id', (ctx) => {
      ctx.body = { id: ctx.params.id };
    });
    api.use(leads.routes());
    const server = appWith(api);
    for (const id of ['a', 'b', 'a', 'a']) {
      const res = await request(server).get(`/api/leads/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id });
      expect(res.headers['x-guard']).toBe('ran');
    }
    // Same path, other method: not this route.
    expect((await request(server).post('/api/leads/a')).status).toBe(404);
  });

  it('sees routes added after it has answered', async () => {
    const api = new MemoRouter({ prefix: '/api' });
    api.get('/one', (ctx) => void (ctx.body = 'one'));
    const server = appWith(api);
    expect((await request(server).get('/api/two')).status).toBe(404);
    api.get('/two', (ctx) => void (ctx.body = 'two'));
    expect((await request(server).get('/api/two')).text).toBe('two');
  });

  it('does not let a later router change what it remembered', async () => {
    // The API router matches nothing here: ctx.matched starts as its (remembered) empty list, and the page router appends to it.
    const server = appWith(new MemoRouter({ prefix: '/api' }));
    for (let i = 0; i < 3; i++) expect((await request(server).get('/p/home')).body).toEqual({ page: 'home', matched: ['/p/:slug'] });
  });
});
