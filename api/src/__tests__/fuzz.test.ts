import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Router } from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { attemptDelay } from '../lib/attempt-limits.js';
import { createLogger } from '../lib/logger.js';
import { chatAgent, visitor } from '../modules/assistant/testing.js';
import { signedInAgent } from '../modules/auth/testing.js';
import { apiModules } from '../modules/index.js';
import { createOutbox } from '../modules/outbox/outbox.service.js';
import { WIDGET_FILE, widgetRouter } from '../modules/public-chat/widget.router.js';
import { publicPageRouter } from '../modules/public-pages/public-page.router.js';
import { createTestApp, withTestDatabase } from '../test-support/index.js';
import { type FuzzRequest, type RouteUnderTest, sampleRequests, type SessionKind } from './fuzz/fuzz-requests.js';

/**
 * Generated bad requests (300 in `npm test`, 3,000 in `npm run fuzz -w api`) over every route the app declares
 * (each router's layers, public ones included), signed in and out: bad JSON,
 * wrong types, huge strings, query operators, bad ids, NUL, odd content types
 * and encodings. None may answer 5xx. FUZZ_SEED and FUZZ_REQUESTS replay or
 * widen a run; a failure lists the requests that got a 5xx.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 300);
/** Fresh sessions and data every this many requests (a fuzzed logout or password change ends a session). */
const BATCH = 500;
const PARALLEL = 8;
const ADMIN_PASSCODE = 'fuzz-admin-passcode-0123456789';

withTestDatabase();
const { app, env } = createTestApp({ env: { TRUST_PROXY: true, ADMIN_PASSCODE } });

/** Every (method, path) the routers declare: the API's modules under /api, the public pages and the widget at the root. */
function declaredRoutes(): RouteUnderTest[] {
  const logger = createLogger({ ...env, LOG_LEVEL: 'silent' });
  const deps = { env, logger, outbox: createOutbox({ env, logger }) };
  const layersOf = (router: Router, prefix: string) =>
    router.stack
      .filter((layer) => layer.methods.length > 0)
      .flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: `${prefix}${String(layer.path)}` })));
  const routes = [...apiModules.flatMap((build) => layersOf(build(deps), '/api')), ...layersOf(publicPageRouter(), ''), ...layersOf(widgetRouter(), '')];
  return [...new Map(routes.map((r) => [`${r.method} ${r.path}`, r])).values()];
}

let server: http.Server;
let port = 0;
const realSleep = attemptDelay.sleep;

beforeAll(async () => {
  attemptDelay.sleep = async () => undefined; // the per-email delay is the sign-in tests' business
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  attemptDelay.sleep = realSleep;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function send(req: FuzzRequest, cookie: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...req.headers };
    if (cookie) headers.cookie = cookie;
    if (req.body) headers['content-length'] = req.body.length;
    const outgoing = http.request({ host: '127.0.0.1', port, method: req.method, path: req.path, headers }, (res) => {
      // An event stream (the inbox's) never ends by itself: its status is the answer.
      if (String(res.headers['content-type']).startsWith('text/event-stream')) {
        res.destroy();
        resolve(res.statusCode ?? 0);
        return;
      }
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    // The server may answer (413, 400) and close before a huge body is sent: its status is what counts.
    outgoing.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' || err.code === 'EPIPE' ? resolve(-1) : reject(err)));
    outgoing.end(req.body);
  });
}

/** Signed-in sessions and some data of theirs, so real ids reach the handlers. */
async function freshWorld(batch: number) {
  const { agent, publicId } = await chatAgent(app, { firstName: `Fuzz${batch}` });
  const { cookie: noPlan } = await signedInAgent(app);
  const v = visitor(app, publicId);
  await v.say("Hi, I'm Dana Cole, dana@example.com, looking to buy in Decatur");
  const cookieOf = (res: { headers: Record<string, unknown> }) =>
    ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split(';')[0]).join('; ');
  const me = await agent.get('/api/user/profile').expect(200);
  const lead = (await agent.post('/api/leads').send({ name: 'Fuzz Lead', email: 'lead@example.com' }).expect(201)).body as { id: string };
  const page = (await agent.post('/api/lead-capture-pages').send({}).expect(201)).body as { id: string; slug: string };
  const conversation = (await agent.get('/api/conversations').expect(200)).body.conversations[0] as { id: string };
  const agentCookie = cookieOf(await signIn('/api/auth/login', { email: me.body.email, password: 'correct horse' }));
  const adminCookie = cookieOf(await signIn('/api/admin/login', { passcode: ADMIN_PASSCODE }));
  const cookies: Record<SessionKind, string | undefined> = { none: undefined, agent: agentCookie, 'no-plan': noPlan, admin: adminCookie };
  return { cookies, real: [lead.id, page.id, page.slug, conversation.id, me.body.id, publicId, 'me'] };
}

async function signIn(path: string, body: unknown) {
  const supertest = (await import('supertest')).default;
  return supertest(app.callback())
    .post(path)
    .set('X-Forwarded-For', '192.0.2.1')
    .send(body as object);
}

describe('fuzz: bad requests over every route', () => {
  it(`answers ${REQUESTS} generated bad requests (seed ${SEED}) without a single 5xx`, { timeout: 180_000 }, async () => {
    const routes = declaredRoutes();
    const widgetBuilt = existsSync(WIDGET_FILE);
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const covered = new Set<string>();
    for (let start = 0; start < REQUESTS; start += BATCH) {
      const world = await freshWorld(start / BATCH);
      const batch = sampleRequests(routes, { real: world.real }, SEED + start, Math.min(BATCH, REQUESTS - start));
      for (let i = 0; i < batch.length; i += PARALLEL) {
        await Promise.all(
          batch.slice(i, i + PARALLEL).map(async (req) => {
            const status = await send(req, world.cookies[req.session]);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            covered.add(req.route);
            // /widget.js is a 503 until the widget is built (an operator's step, not a request's fault; the vitest run precedes the build).
            const unbuiltWidget = status === 503 && req.path.startsWith('/widget.js') && !widgetBuilt;
            // Likewise a dedicated number is a 503 saying what to set up while this server has no platform Twilio account (none in tests).
            const noPlatformTwilio = status === 503 && req.path.startsWith('/api/assign-phone-number') && req.session !== 'none' && req.session !== 'no-plan';
            if ((status >= 500 && !unbuiltWidget && !noPlatformTwilio) || status === 0) failures.push(`${status} ${req.description}`);
          }),
        );
      }
    }
    console.info(`fuzz: ${REQUESTS} requests over ${routes.length} routes, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    expect(failures.slice(0, 25)).toEqual([]);
    expect(covered.size).toBe(Math.min(routes.length, REQUESTS));
  });
});
