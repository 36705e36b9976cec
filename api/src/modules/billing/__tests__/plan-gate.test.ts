import { Router } from '@koa/router';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { newAgent, signedInAgent, subscribedAgent } from '../../auth/testing.js';
import { apiModules } from '../../index.js';
import { requirePlanFeature } from '../plan-gate.js';

withTestDatabase();

/** A route that needs the AI phone (enterprise and above), as the phone module's will. */
const phoneProbe = () => new Router().get('/probe/ai-phone', requirePlanFeature('aiPhone'), (ctx) => void (ctx.body = { ok: true }));
const { app } = createTestApp({ modules: [...apiModules, phoneProbe] });

const PLAN_REQUIRED = { code: 'PLAN_REQUIRED', message: 'Access to the dashboard requires an active subscription plan.' };

describe('the plan enforced on the server', () => {
  it('answers 402 PLAN_REQUIRED on plan routes for an account without a plan (401 for a visitor)', async () => {
    await newAgent(app).get('/api/leads').expect(401);
    const { agent, user } = await signedInAgent(app);
    for (const call of [
      agent.get('/api/leads'),
      agent.get(`/api/dashboard/metrics/${user.id}`),
      agent.get(`/api/analytics/${user.id}`),
      agent.post('/api/leads').send({ name: 'Sam', email: 'sam@example.com' }),
      agent.get('/api/lead-capture-pages'),
      agent.get('/api/conversations'),
      agent.get('/api/chat-widget/embed-code'),
      agent.get('/api/user-api-keys'),
      agent.get('/api/appointments'),
      agent.post('/api/assistant/preview').send({ message: 'hi' }),
      agent.get('/api/probe/ai-phone'),
    ]) {
      const res = await call;
      expect(res.status).toBe(402);
      expect(res.body).toMatchObject(PLAN_REQUIRED);
    }
    // What an account needs to choose a plan stays open.
    await agent.get('/api/user/profile').expect(200);
  });

  it('lets any plan in, and answers 403 PLAN_FEATURE naming the plan for a feature above it', async () => {
    const { agent } = await subscribedAgent(app, {}, 'professional');
    await agent.get('/api/leads').expect(200);
    const res = await agent.get('/api/probe/ai-phone').expect(403);
    expect(res.body).toMatchObject({
      code: 'PLAN_FEATURE',
      message: 'The AI phone receptionist is included in the Enterprise plan and above. Upgrade on the Billing page to use it.',
    });
    const enterprise = await subscribedAgent(app, {}, 'enterprise');
    await enterprise.agent.get('/api/probe/ai-phone').expect(200);
  });

  it('takes effect as soon as a plan is chosen on billing', async () => {
    const { agent, user } = await signedInAgent(app);
    await agent.get('/api/leads').expect(402);
    await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'starter' }).expect(200);
    await agent.get('/api/leads').expect(200);
  });
});
