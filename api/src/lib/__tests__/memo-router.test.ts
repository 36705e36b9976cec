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

  it('runs a param handler added after it has answered', async () => {
    const api = new MemoRouter({ prefix: '/api' });
    api.get('/leads/:id', (ctx) => void (ctx.body = { id: ctx.params.id, seen: ctx.state.seen ?? null }));
    const server = appWith(api);
    expect((await request(server).get('/api/leads/a')).body).toEqual({ id: 'a', seen: null });
    api.param('id', (id, ctx, next) => {
      ctx.state.seen = id.toUpperCase();
      return next();
    });
    expect((await request(server).get('/api/leads/a')).body).toEqual({ id: 'a', seen: 'A' });
  });

  it('does not let a later router change what it remembered', async () => {
    // The API router matches nothing here: ctx.matched starts as its (remembered) empty list, and the page router appends to it.
    const server = appWith(new MemoRouter({ prefix: '/api' }));
    for (let i = 0; i < 3; i++) expect((await request(server).get('/p/home')).body).toEqual({ page: 'home', matched: ['/p/:slug'] });
  });

  it('sets the same context fields as @koa/router, on every request', async () => {
    // The same routes behind a plain Router and a MemoRouter; each handler reports what the router told it.
    const seen = (ctx: Koa.Context) => {
      const routed = ctx as Koa.Context & Record<string, unknown>;
      return structuredClone({
        params: routed.params,
        requestParams: (ctx.request as unknown as { params: unknown }).params,
        captures: routed.captures,
        routerPath: routed.routerPath,
        routerName: routed.routerName ?? null,
        matchedRoute: routed._matchedRoute,
        matchedRouteName: routed._matchedRouteName ?? null,
        routeMatched: routed.routeMatched,
        matched: (routed.matched as Array<{ path: string }>).map((layer) => layer.path),
        isThisRouter: routed.router === ctx.state.router,
      });
    };
    const build = (api: Router) => {
      const leads = new Router();
      leads.use('/leads', (ctx, next) => next());
      leads.get('lead', '/leads/:id', (ctx) => {
        ctx.body = seen(ctx);
        // A handler may change its params; the next request must not see it.
        ctx.params.id = 'changed';
        (ctx as unknown as { captures: string[] }).captures.push('changed');
      });
      leads.get('/leads/:id/notes/:note', (ctx) => void (ctx.body = seen(ctx)));
      api.use(leads.routes());
      const app = new Koa();
      app.use((ctx, next) => {
        ctx.state.router = api;
        return next();
      });
      app.use(api.routes());
      return app.callback();
    };
    const plain = build(new Router({ prefix: '/api' }));
    const memo = build(new MemoRouter({ prefix: '/api' }));
    for (const path of ['/api/leads/a%20b', '/api/leads/a%20b', '/api/leads/c/notes/n1', '/api/leads/c/notes/n1']) {
      const expected = await request(plain).get(path);
      const actual = await request(memo).get(path);
      expect(actual.status).toBe(200);
      expect(actual.body).toEqual(expected.body);
    }
    expect((await request(memo).get('/api/leads/a%20b')).body).toMatchObject({ params: { id: 'a b' }, captures: ['a%20b'], routerName: 'lead' });
  });

  it('rejects with what a guard throws, like any middleware', async () => {
    const api = new MemoRouter({ prefix: '/api' });
    api.get('/private', () => {
      throw Object.assign(new Error('no'), { status: 401, expose: true });
    });
    const app = new Koa();
    app.use(api.routes());
    for (let i = 0; i < 2; i++) expect((await request(app.callback()).get('/api/private')).status).toBe(401);
  });
});
