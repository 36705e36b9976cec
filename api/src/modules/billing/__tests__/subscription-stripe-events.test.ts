import type { SubscriptionDto } from '@leadnest/contracts';
import type Koa from 'koa';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type FakeStripe, startFakeStripe, withTestDatabase } from '../../../test-support/index.js';
import { signedInAgent } from '../../auth/testing.js';
import { InvoiceModel } from '../invoice.model.js';
import { forgetStripePrices } from '../stripe/stripe-prices.js';
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

const post = (on: Koa, event: unknown) => {
  const { body, signature } = fake.sign(event as never);
  return supertest(on.callback()).post('/api/billing/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body);
};

async function subscribe(plan: string) {
  const signedIn = await signedInAgent(app);
  const res = await signedIn.agent.patch(`/api/subscription/${signedIn.user.id}`).send({ plan }).expect(200);
  const sessionId = /\/pay\/(cs_\w+)$/.exec((res.body as SubscriptionDto).checkoutUrl ?? '')?.[1] as string;
  await post(app, fake.completeCheckout(sessionId)).expect(200);
  const stored = await SubscriptionModel.findOne({ userId: signedIn.user.id }).lean();
  return { ...signedIn, stripeId: stored?.stripeSubscriptionId as string };
}

const invoiceEvent = (id: string, type: string, userId: string, status: string) => ({
  id,
  object: 'event',
  type,
  data: {
    object: {
      id: 'in_events1',
      object: 'invoice',
      number: 'LN-EVENTS-0001',
      status,
      total: 14900,
      created: 1_900_000_000,
      period_start: 1_900_000_000,
      period_end: 1_902_592_000,
      metadata: {},
      parent: { subscription_details: { metadata: { userId } } },
      lines: { data: [{ description: 'Professional plan', quantity: 1, amount: 14900, parent: { subscription_item_details: { proration: false } } }] },
    },
  },
});

describe('Stripe webhook events keep plan, status and invoices in step', () => {
  it('customer.subscription.updated: past_due keeps access, unpaid removes it, active again restores it', async () => {
    const { agent, user, stripeId } = await subscribe('professional');
    const subscription = fake.subscriptions.get(stripeId)!;

    subscription.status = 'past_due';
    await post(app, fake.subscriptionEvent('customer.subscription.updated', stripeId)).expect(200);
    expect((await agent.get(`/api/subscription/${user.id}`).expect(200)).body).toMatchObject({ plan: 'professional', status: 'past_due' });
    await agent.get('/api/leads').expect(200);

    subscription.status = 'unpaid';
    await post(app, fake.subscriptionEvent('customer.subscription.updated', stripeId)).expect(200);
    expect((await agent.get('/api/user/profile').expect(200)).body.plan).toBeNull();
    expect((await agent.get(`/api/subscription/${user.id}`).expect(200)).body).toMatchObject({ status: 'unpaid' });
    await agent.get('/api/leads').expect(402);

    subscription.status = 'active';
    await post(app, fake.subscriptionEvent('customer.subscription.updated', stripeId)).expect(200);
    expect((await agent.get('/api/user/profile').expect(200)).body.plan).toBe('professional');
    await agent.get('/api/leads').expect(200);
  });

  it('a plan changed on Stripe’s side (the portal) becomes the plan here', async () => {
    const { agent, user, stripeId } = await subscribe('starter');
    // The customer switched to the agency price in Stripe's portal (a price known by its lookup key).
    const item = fake.subscriptions.get(stripeId)!.items.data[0]!;
    item.price = { ...item.price, id: 'price_agency_seen', lookup_key: 'leadnest_agency_monthly', unit_amount: 99700 };
    await post(app, fake.subscriptionEvent('customer.subscription.updated', stripeId)).expect(200);
    expect((await agent.get(`/api/subscription/${user.id}`).expect(200)).body).toMatchObject({ plan: 'agency', priceCents: 99700 });
    expect((await agent.get('/api/user/profile').expect(200)).body.plan).toBe('agency');
  });

  it('an invoice is mirrored once and follows its status: open (payment failed) → void; uncollectible', async () => {
    const { agent, user } = await subscribe('professional');
    await post(app, invoiceEvent('evt_inv_failed', 'invoice.payment_failed', user.id, 'open')).expect(200);
    expect((await agent.get(`/api/invoices/${user.id}`).expect(200)).body).toEqual([
      expect.objectContaining({ number: 'LN-EVENTS-0001', status: 'open', amount: 14900 }),
    ]);
    await post(app, invoiceEvent('evt_inv_void', 'invoice.voided', user.id, 'void')).expect(200);
    expect((await agent.get(`/api/invoices/${user.id}`).expect(200)).body).toEqual([expect.objectContaining({ number: 'LN-EVENTS-0001', status: 'void' })]);
    await post(app, invoiceEvent('evt_inv_bad', 'invoice.marked_uncollectible', user.id, 'uncollectible')).expect(200);
    expect((await agent.get(`/api/invoices/${user.id}`).expect(200)).body).toEqual([expect.objectContaining({ status: 'uncollectible' })]);
    expect(await InvoiceModel.countDocuments({ userId: user.id })).toBe(1);
    // A draft is not shown (it may still change).
    await post(app, {
      ...invoiceEvent('evt_inv_draft', 'invoice.finalized', user.id, 'draft'),
      data: { object: { ...invoiceEvent('x', 'x', user.id, 'draft').data.object, id: 'in_draft' } },
    }).expect(200);
    expect(await InvoiceModel.countDocuments({ userId: user.id })).toBe(1);
  });

  it('STRIPE_PRICE_<TIER> is the price Checkout sells (none is created), and events carrying it are that plan', async () => {
    const configured = createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_leadnest',
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_URL: fake.url,
        STRIPE_PRICES: { enterprise: 'price_configured_ent' },
      },
    }).app;
    const { agent, user } = await signedInAgent(configured);
    const created = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/prices').length;
    const before = created();
    await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'enterprise' }).expect(200);
    expect(created()).toBe(before);
    const checkout = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(checkout?.form['line_items[0][price]']).toBe('price_configured_ent');

    const period = Math.floor(Date.now() / 1000);
    const subscription = {
      id: 'sub_configured',
      object: 'subscription',
      customer: 'cus_configured',
      status: 'active',
      cancel_at_period_end: false,
      metadata: { userId: user.id },
      default_payment_method: null,
      items: {
        object: 'list',
        data: [
          {
            id: 'si_c',
            object: 'subscription_item',
            quantity: 1,
            current_period_start: period,
            current_period_end: period + 30 * 86_400,
            price: { id: 'price_configured_ent', object: 'price', lookup_key: null, unit_amount: 49700 },
          },
        ],
      },
    };
    await post(configured, { id: 'evt_configured', object: 'event', type: 'customer.subscription.created', data: { object: subscription } }).expect(200);
    expect((await agent.get(`/api/subscription/${user.id}`).expect(200)).body).toMatchObject({ plan: 'enterprise', status: 'active' });
  });
});
