import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Router } from '@koa/router';
import { PLAN_TIERS, type PlanFeature, planFeatureMessage, planIncludes, type PlanTier } from '@leadnest/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signedInAgent, subscribedAgent } from '../modules/auth/testing.js';
import { accessOf, type RouteAccess } from '../modules/billing/route-access.js';
import { createTestApp, withTestDatabase } from '../test-support/index.js';

/**
 * Every route of the mounted API, asked as a visitor, as an account without
 * a plan and on each plan, against the access its router declares
 * (route-access.ts; docs/decisions/0012-plan-tiers-and-inclusions.md): a
 * route no router declared fails here, and so does a route that answers
 * otherwise than its declaration. The routes a user without a plan reaches
 * are listed below, so making one more of them reachable is a choice made
 * here too.
 */

withTestDatabase();
const { app } = createTestApp();

/** What a user without a plan reaches: signing in, the mails' links, webhooks, the chat widget, and choosing a plan. */
const PUBLIC = [
  'GET /api/health',
  'POST /api/auth/signup',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/auth/verify',
  'POST /api/auth/forgot-password',
  'GET /api/auth/reset-password',
  'POST /api/auth/reset-password',
  'POST /api/admin/login',
  'POST /api/billing/stripe/webhook',
  'POST /api/public/capture/:slug',
  'GET /api/public/chat/:agentPublicId',
  'POST /api/public/chat/:agentPublicId/messages',
  'GET /api/public/chat/:agentPublicId/messages',
  'OPTIONS /api/public/chat/:agentPublicId',
  'OPTIONS /api/public/chat/:agentPublicId/messages',
  'POST /api/twilio/sms',
  'POST /api/twilio/sms/status',
  'POST /api/twilio/voice',
  'POST /api/twilio/voice/connect-action',
  'POST /api/twilio/voice/status',
  'POST /api/twilio/voice/recording',
  'POST /api/twilio/voice/outbound-answer',
  'GET /api/auth/confirm-email',
  'GET /api/integrations/facebook/webhook',
  'POST /api/integrations/facebook/webhook',
  'GET /api/team/join',
  'GET /api/content/:page',
];
/** Signed in, no plan needed: the profile, Account, Billing, onboarding's uploads, joining a team, releasing a number. */
const SIGNED_IN = [
  'GET /api/user/profile',
  'PUT /api/user/profile',
  'GET /api/subscription/:userId',
  'PATCH /api/subscription/:userId',
  'DELETE /api/subscription/:userId',
  'GET /api/invoices/:userId',
  'POST /api/billing/portal',
  'POST /api/user/uploads/:kind',
  'GET /api/uploads/:id',
  'DELETE /api/phone-numbers/:id',
  'POST /api/auth/change-password',
  'POST /api/auth/resend-verification',
  'POST /api/auth/change-email',
  'POST /api/team/join',
  // The marketing role needs no plan; each route checks the role (docs/decisions/0039-marketing-content.md).
  'PUT /api/content/:page/draft',
  'POST /api/content/:page/publish',
  'GET /api/content/:page/versions',
  'DELETE /api/content/:page/versions/:version',
  'POST /api/content/:page/rollback',
  'GET /api/admin/content-editors',
  'PUT /api/admin/content-editors',
];

/** An id no record has: every path parameter gets it (the gate answers before any handler reads it). */
const NO_SUCH_ID = '0123456789abcdef01234567';
const PLAN_CODES = new Set(['PLAN_REQUIRED', 'PLAN_FEATURE']);

interface Route {
  key: string;
  method: string;
  path: string;
  access: RouteAccess | undefined;
}

/** The routes of the /api router as the app mounted it (the first of two modules declaring one answers it). */
function mountedRoutes(): Route[] {
  const api = app.middleware.map((mw) => (mw as { router?: Router }).router).find((router) => router?.opts.prefix === '/api');
  if (!api) throw new Error('no /api router mounted');
  const routes = new Map<string, Route>();
  for (const layer of api.stack.filter((l) => l.methods.length > 0)) {
    for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
      const key = `${method} ${String(layer.path)}`;
      if (!routes.has(key)) routes.set(key, { key, method, path: String(layer.path), access: accessOf(layer) });
    }
  }
  return [...routes.values()];
}

interface Answer {
  status: number;
  code?: string;
  message?: string;
}

let server: http.Server;
let port = 0;
const cookies: Partial<Record<'none' | PlanTier, string>> = {};

beforeAll(async () => {
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  cookies.none = (await signedInAgent(app)).cookie;
  for (const tier of PLAN_TIERS) cookies[tier] = (await subscribedAgent(app, {}, tier)).cookie;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** One request with an empty JSON body where the method has one; the inbox's event stream answers with its headers. */
function ask(route: Route, cookie: string | undefined): Promise<Answer> {
  const body = route.method === 'GET' ? undefined : '{}';
  const headers: Record<string, string | number> = {};
  if (cookie) headers.cookie = cookie;
  if (body) Object.assign(headers, { 'content-type': 'application/json', 'content-length': body.length });
  const path = route.path.replace(/:\w+/g, NO_SUCH_ID);
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method: route.method, path, headers }, (res) => {
      const status = res.statusCode ?? 0;
      if (!String(res.headers['content-type']).startsWith('application/json')) {
        res.destroy();
        resolve({ status });
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as { code?: string; message?: string } | null;
        resolve({ status, code: parsed?.code, message: parsed?.message });
      });
      res.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Not stopped for want of a session or a plan (a webhook's own 401 for a bad signature is not the gate's). */
const passes = (answer: Answer) => answer.code !== 'UNAUTHORIZED' && answer.status !== 402 && !PLAN_CODES.has(answer.code ?? '');
const signedOut = (answer: Answer) => answer.status === 401 && answer.code === 'UNAUTHORIZED';
const show = (answer: Answer) => `${answer.status}${answer.code ? ` ${answer.code}` : ''}`;

/** What is wrong with one route's answers against its declared access (empty when nothing is). */
async function check(route: Route): Promise<string[]> {
  const wrong: string[] = [];
  const expectAnswer = async (who: 'visitor' | 'none' | PlanTier, ok: (answer: Answer) => boolean, wanted: string) => {
    const answer = await ask(route, who === 'visitor' ? undefined : cookies[who]);
    if (!ok(answer)) wrong.push(`${route.key} as ${who === 'none' ? 'no plan' : who}: ${show(answer)}, wanted ${wanted}`);
  };
  const access = route.access;
  if (access === undefined) return [`${route.key}: its router declares no access (declareAccess, route-access.ts)`];
  if (access === 'public') {
    await expectAnswer('visitor', passes, 'past the gate');
    return wrong;
  }
  await expectAnswer('visitor', signedOut, '401 UNAUTHORIZED');
  if (access === 'signedIn') {
    await expectAnswer('none', passes, 'past the gate');
    return wrong;
  }
  await expectAnswer('none', (a) => a.status === 402 && a.code === 'PLAN_REQUIRED', '402 PLAN_REQUIRED');
  if (access === 'plan') {
    // The cheapest plan is enough for a route that needs any plan.
    await expectAnswer('starter', passes, 'past the gate');
    return wrong;
  }
  const feature: PlanFeature = access;
  for (const tier of PLAN_TIERS) {
    if (planIncludes(tier, feature)) await expectAnswer(tier, passes, 'past the gate');
    else
      await expectAnswer(
        tier,
        (a) => a.status === 403 && a.code === 'PLAN_FEATURE' && a.message === planFeatureMessage(feature),
        `403 PLAN_FEATURE "${planFeatureMessage(feature)}"`,
      );
  }
  return wrong;
}

describe('every API route asks for what its router declares', () => {
  const routes = mountedRoutes();

  it('has every route declared, and only the listed ones open to a user without a plan', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => r.access === undefined).map((r) => r.key)).toEqual([]);
    expect(
      routes
        .filter((r) => r.access === 'public')
        .map((r) => r.key)
        .sort(),
    ).toEqual([...PUBLIC].sort());
    expect(
      routes
        .filter((r) => r.access === 'signedIn')
        .map((r) => r.key)
        .sort(),
    ).toEqual([...SIGNED_IN].sort());
  });

  it('answers 401 signed out, 402 PLAN_REQUIRED without a plan, and each plan its feature answer', { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    const PARALLEL = 6;
    for (let i = 0; i < routes.length; i += PARALLEL) {
      for (const found of await Promise.all(routes.slice(i, i + PARALLEL).map(check))) wrong.push(...found);
    }
    expect(wrong).toEqual([]);
  });

  it('gates the campaign, script, template, CRM and integration routes that used to answer an account without a plan', () => {
    const accessOfPath = (key: string) => routes.find((r) => r.key === key)?.access;
    expect(accessOfPath('GET /api/ai-scripts')).toBe('plan');
    expect(accessOfPath('GET /api/templates')).toBe('plan');
    expect(accessOfPath('POST /api/template-requests')).toBe('plan');
    expect(accessOfPath('GET /api/integrations')).toBe('plan');
    expect(accessOfPath('GET /api/integrations/mailchimp/audiences')).toBe('plan');
    // Campaigns, their lists and the CRMs that fill them are bulk calling: Enterprise and Agency.
    for (const key of ['GET /api/call-lists', 'POST /api/call-lists', 'POST /api/call-lists/import', 'GET /api/campaign-settings', 'POST /api/crm-connections'])
      expect(accessOfPath(key), key).toBe('bulkCalling');
  });
});
