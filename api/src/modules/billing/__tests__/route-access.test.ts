import { Router } from '@koa/router';
import { describe, expect, it } from 'vitest';

import { accessOf, declareAccess, type RouteAccess } from '../route-access.js';

const ok = () => undefined;
const accessByRoute = (router: Router) =>
  Object.fromEntries(
    router.stack.filter((l) => l.methods.length > 0).map((l) => [`${l.methods.filter((m) => m !== 'HEAD').join(',')} ${String(l.path)}`, accessOf(l)]),
  );

describe('declareAccess', () => {
  it('gives every route the default and the listed ones their own, routers mounted inside included', () => {
    const inner = new Router().get('/things/inner', ok);
    const declaredInner = declareAccess(new Router().get('/things/own', ok), { default: 'signedIn' });
    const router = new Router({ prefix: '/auth' }).get('/things', ok).post('/things/:id/start', ok).use(inner.routes()).use(declaredInner.routes());
    router.use('/things', ok); // a middleware layer holds no route
    declareAccess(router, { default: 'plan', routes: { 'POST /auth/things/:id/start': 'bulkCalling' } });
    expect(accessByRoute(router)).toEqual({
      'GET /auth/things': 'plan',
      'POST /auth/things/:id/start': 'bulkCalling',
      'GET /auth/things/inner': 'plan',
      // Declared by its own router, which the outer one keeps.
      'GET /auth/things/own': 'signedIn',
    });
  });

  it('puts the gate first in each route, none for a public one', () => {
    const router = declareAccess(new Router().get('/open', ok).get('/closed', ok), { default: 'plan', routes: { 'GET /open': 'public' } });
    const [open, closed] = router.stack;
    expect(open?.stack).toHaveLength(1);
    expect(closed?.stack).toHaveLength(2);
  });

  it('refuses an exception naming no route, and an access it does not know, at start-up', () => {
    expect(() => declareAccess(new Router().get('/leads', ok), { default: 'plan', routes: { 'GET /lead': 'public' } })).toThrow(
      'Route access declared for routes the router does not hold: GET /lead',
    );
    expect(() => declareAccess(new Router().get('/leads', ok), { default: 'paid' as RouteAccess })).toThrow('Unknown route access "paid" for default');
  });
});
