import type { SubscriptionDto } from '@leadnest/contracts';
import type Koa from 'koa';
import supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, type FakeStripe, startFakeStripe, withTestDatabase } from '../../../test-support/index.js';
import { storedUser } from '../../agent-settings/__tests__/stored-user.js';
import { forgetStripePrices } from '../../billing/stripe/stripe-prices.js';
import { SubscriptionModel } from '../../billing/subscription.model.js';
import { newAgent } from '../testing.js';

const db = withTestDatabase();

let fake: FakeStripe;
let app: Koa;

beforeAll(async () => {
  fake = await startFakeStripe();
  forgetStripePrices();
  app = createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_leadnest', STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_API_URL: fake.url } }).app;
});
afterAll(() => fake.close());
beforeEach(() => db.clear());

const registration = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace.stripe@example.com',
  password: 'longenough',
  companyName: 'Hopper Homes',
  phone: '(512) 555-0100',
  planTier: 'enterprise',
};

const webhook = (body: string, signature: string) =>
  supertest(app.callback()).post('/api/billing/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body);

describe('POST /api/auth/register when payments go through Stripe (fake Stripe on 127.0.0.1)', () => {
  it('grants no plan: it answers the billing page to pay on, and the plan arrives only with the paid Checkout', async () => {
    const res = await newAgent(app).post('/api/auth/register').send(registration).expect(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Registration Successful! Please check your email to verify your account. Sign in to pay for your plan and start using it.',
      next: '/billing?plan=enterprise',
    });
    const stored = await storedUser({ email: registration.email });
    expect(stored?.plan).toBeNull();
    // Registering asked nothing of Stripe: no customer, no subscription, no Checkout.
    expect(fake.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.form.client_reference_id === String(stored?._id))).toEqual([]);

    // Signed in, the account is gated and has no subscription, even after reading it (no free billing-off one).
    const agent = newAgent(app);
    await agent.post('/api/auth/login').send({ email: registration.email, password: registration.password }).expect(200);
    const userId = String(stored?._id);
    await agent.get('/api/leads').expect(402);
    expect((await agent.get(`/api/subscription/${userId}`).expect(200)).body).toMatchObject({ plan: null, status: 'none', billingMode: 'stripe' });
    expect(await SubscriptionModel.countDocuments({ userId })).toBe(0);

    // The billing page's Choose plan: a Checkout URL, still no plan.
    const patched = (await agent.patch(`/api/subscription/${userId}`).send({ plan: 'enterprise' }).expect(200)).body as SubscriptionDto;
    const sessionId = /\/pay\/(cs_\w+)$/.exec(patched.checkoutUrl ?? '')?.[1] as string;
    expect(sessionId).toBeTruthy();
    expect((await agent.get('/api/user/profile').expect(200)).body.plan).toBeNull();
    await agent.get('/api/leads').expect(402);

    // Stripe confirms the payment: now, and only now, the plan is the user's.
    const signed = fake.sign(fake.completeCheckout(sessionId));
    await webhook(signed.body, signed.signature).expect(200);
    expect((await agent.get('/api/user/profile').expect(200)).body.plan).toBe('enterprise');
    expect((await agent.get(`/api/subscription/${userId}`).expect(200)).body).toMatchObject({ plan: 'enterprise', status: 'active', priceCents: 49700 });
    await agent.get('/api/leads').expect(200);
  });

  it('sends the chosen tier (default professional) as the page to go on to', async () => {
    const res = await newAgent(app)
      .post('/api/auth/register')
      .send({ ...registration, planTier: undefined })
      .expect(201);
    expect(res.body.next).toBe('/billing?plan=professional');
    expect((await storedUser({ email: registration.email }))?.plan).toBeNull();
  });
});
