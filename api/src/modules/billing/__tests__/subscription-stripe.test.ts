import type { SubscriptionDto } from '@leadnest/contracts';
import type Koa from 'koa';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type FakeStripe, startFakeStripe, withTestDatabase } from '../../../test-support/index.js';
import { storedUser } from '../../agent-settings/__tests__/stored-user.js';
import { signedInAgent } from '../../auth/testing.js';
import { InvoiceModel } from '../invoice.model.js';
import { forgetStripePrices } from '../stripe/stripe-prices.js';
import { StripeEventModel } from '../stripe-event.model.js';
import { SubscriptionModel } from '../subscription.model.js';

withTestDatabase();

let fake: FakeStripe;
let app: Koa;

beforeAll(async () => {
  fake = await startFakeStripe();
  forgetStripePrices();
  app = createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_leadnest', STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_API_URL: fake.url } }).app;
});
afterAll(() => fake.close());

const webhook = (body: string, signature?: string) => {
  const req = supertest(app.callback()).post('/api/billing/stripe/webhook').set('Content-Type', 'application/json');
  if (signature) req.set('Stripe-Signature', signature);
  return req.send(body);
};

/** Subscribes through Checkout and the signed webhook, as a paying customer would. */
async function subscribe(plan: string) {
  const signedIn = await signedInAgent(app);
  const res = await signedIn.agent.patch(`/api/subscription/${signedIn.user.id}`).send({ plan }).expect(200);
  const sessionId = /\/pay\/(cs_\w+)$/.exec((res.body as SubscriptionDto).checkoutUrl ?? '')?.[1] as string;
  const signed = fake.sign(fake.completeCheckout(sessionId));
  await webhook(signed.body, signed.signature).expect(200);
  return { ...signedIn, sessionId };
}

describe('subscriptions in Stripe mode (fake Stripe on 127.0.0.1)', () => {
  it('PATCH for a new subscription answers a Checkout URL and changes nothing until Stripe says it was paid', async () => {
    const { agent, user } = await signedInAgent(app);
    const res = await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'professional' }).expect(200);
    expect(res.body).toMatchObject({
      plan: null,
      status: 'none',
      billingMode: 'stripe',
      checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/pay\/cs_/),
    });
    // The price was created once, with its lookup key and the billing page's amount.
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/prices');
    expect(created.map((r) => [r.form.lookup_key, r.form.unit_amount, r.form['recurring[interval]']])).toEqual([
      ['leadnest_professional_monthly', '29700', 'month'],
    ]);
    const checkout = fake.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(checkout?.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.id,
      customer_email: user.email,
      'subscription_data[metadata][userId]': user.id,
    });
    expect((await storedUser({ _id: user.id }))?.plan).toBeNull();
  });

  it('a signed checkout.session.completed activates the plan, with the card summary; sent twice it is applied once', async () => {
    const { agent, user } = await signedInAgent(app);
    const res = await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'enterprise' }).expect(200);
    const sessionId = /\/pay\/(cs_\w+)$/.exec(res.body.checkoutUrl)?.[1] as string;
    const event = fake.completeCheckout(sessionId);
    const signed = fake.sign(event);
    expect((await webhook(signed.body, signed.signature).expect(200)).body).toEqual({ received: true, applied: true });
    expect((await webhook(signed.body, signed.signature).expect(200)).body).toEqual({ received: true, applied: false });
    expect(await StripeEventModel.countDocuments({ _id: event.id })).toBe(1);
    const sub = (await agent.get(`/api/subscription/${user.id}`).expect(200)).body as SubscriptionDto;
    expect(sub).toMatchObject({
      plan: 'enterprise',
      status: 'active',
      billingMode: 'stripe',
      priceCents: 49700,
      paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect((await agent.get('/api/user/profile').expect(200)).body.plan).toBe('enterprise');
    await agent.get('/api/leads').expect(200);
  });

  it('a missing or bad signature is 400 and changes nothing', async () => {
    const { agent, user } = await signedInAgent(app);
    const res = await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'starter' }).expect(200);
    const event = fake.completeCheckout(/\/pay\/(cs_\w+)$/.exec(res.body.checkoutUrl)?.[1] as string);
    const forged = fake.sign(event, 'whsec_someone_else');
    expect((await webhook(forged.body, forged.signature).expect(400)).body).toMatchObject({
      code: 'WEBHOOK_SIGNATURE',
      message: 'The webhook signature could not be verified.',
    });
    await webhook(fake.sign(event).body).expect(400);
    // A signed body that was altered after signing.
    const signed = fake.sign(event);
    await webhook(`${signed.body} `, signed.signature).expect(400);
    expect(await SubscriptionModel.countDocuments({ userId: user.id })).toBe(0);
    expect(await StripeEventModel.countDocuments({ _id: event.id })).toBe(0);
    expect((await storedUser({ _id: user.id }))?.plan).toBeNull();
  });

  it('a plan change updates the Stripe subscription with proration', async () => {
    const { agent, user } = await subscribe('starter');
    const res = await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'agency' }).expect(200);
    expect(res.body).toMatchObject({ plan: 'agency', priceCents: 99700 });
    expect(res.body.checkoutUrl).toBeUndefined();
    const update = fake.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/')).at(-1);
    expect(update?.form).toMatchObject({ proration_behavior: 'create_prorations', cancel_at_period_end: 'false' });
    expect(update?.form['items[0][price]']).toMatch(/^price_/);
    expect((await agent.get('/api/user/profile').expect(200)).body.plan).toBe('agency');
  });

  it('cancel sets cancel_at_period_end (access kept); the deleted event at period end removes the plan', async () => {
    const { agent, user } = await subscribe('professional');
    const cancelled = (await agent.delete(`/api/subscription/${user.id}`).expect(200)).body as SubscriptionDto;
    expect(cancelled).toMatchObject({ plan: 'professional', cancelAtPeriodEnd: true, nextBillingDate: null });
    expect((await agent.get('/api/user/profile').expect(200)).body.plan).toBe('professional');
    const stored = await SubscriptionModel.findOne({ userId: user.id }).lean();
    const ended = fake.sign(fake.subscriptionEvent('customer.subscription.deleted', stored?.stripeSubscriptionId as string));
    await webhook(ended.body, ended.signature).expect(200);
    expect((await agent.get('/api/user/profile').expect(200)).body.plan).toBeNull();
    expect(await SubscriptionModel.countDocuments({ userId: user.id })).toBe(0);
    await agent.get('/api/leads').expect(402);
  });

  it('the portal opens for a Stripe customer; invoices from Stripe are mirrored once per invoice', async () => {
    const { agent, user } = await subscribe('starter');
    const portal = await agent.post('/api/billing/portal').expect(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/session\/cus_/);
    const invoice = {
      id: 'in_fake1',
      object: 'invoice',
      number: 'LN-STRIPE-0001',
      status: 'paid',
      total: 24700,
      created: 1_900_000_000,
      period_start: 1_900_000_000,
      period_end: 1_902_592_000,
      metadata: {},
      parent: { subscription_details: { metadata: { userId: user.id } } },
      lines: { data: [{ description: 'Starter plan', quantity: 1, amount: 24700, parent: { subscription_item_details: { proration: false } } }] },
    };
    for (const id of ['evt_inv_a', 'evt_inv_b']) {
      const signed = fake.sign({ id, object: 'event', type: 'invoice.paid', data: { object: invoice } } as never);
      await webhook(signed.body, signed.signature).expect(200);
    }
    const invoices = (await agent.get(`/api/invoices/${user.id}`).expect(200)).body;
    expect(invoices).toEqual([
      expect.objectContaining({
        number: 'LN-STRIPE-0001',
        amount: 24700,
        status: 'paid',
        lines: [{ kind: 'plan', description: 'Starter plan', quantity: 1, amountCents: 24700 }],
      }),
    ]);
    expect(await InvoiceModel.countDocuments({ userId: user.id })).toBe(1);
  });
});
