import http from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';

/**
 * A small fake of the Stripe API for tests, on 127.0.0.1 and a free port
 * (STRIPE_API_URL points the real `stripe` client at it). It keeps prices,
 * checkout sessions and subscriptions in memory, records every request
 * (path and form fields as sent), and builds webhook events signed the way
 * Stripe signs them (Stripe-Signature: t=…,v1=HMAC-SHA256), so the API's
 * webhook is tested with the real verification code.
 *
 *   const fake = await startFakeStripe();
 *   env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_API_URL: fake.url }
 *   const event = fake.completeCheckout(sessionId);   // checkout.session.completed
 *   const { body, signature } = fake.sign(event);
 */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
}

interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  default_payment_method: unknown;
  items: {
    object: 'list';
    data: { id: string; object: 'subscription_item'; price: FakePrice; quantity: number; current_period_start: number; current_period_end: number }[];
  };
}
interface FakePrice {
  id: string;
  object: 'price';
  lookup_key: string | null;
  unit_amount: number;
  currency: 'usd';
  recurring: { interval: 'month' };
  active: boolean;
}

export interface FakeStripe {
  readonly url: string;
  readonly webhookSecret: string;
  readonly requests: RecordedStripeRequest[];
  readonly subscriptions: Map<string, FakeSubscription>;
  /** The customer paid on Stripe's page: makes the subscription and answers the checkout.session.completed event. */
  completeCheckout(sessionId: string): Stripe.Event;
  /** A customer.subscription.* event carrying the subscription as it is now. */
  subscriptionEvent(type: 'customer.subscription.updated' | 'customer.subscription.deleted', subscriptionId: string): Stripe.Event;
  /** The raw JSON body and its Stripe-Signature header (with another secret: a bad signature). */
  sign(event: Stripe.Event, secret?: string): { body: string; signature: string };
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 86_400;

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  const prices = new Map<string, FakePrice>();
  const sessions = new Map<string, { id: string; price: string; userId: string; customer: string }>();
  const subscriptions = new Map<string, FakeSubscription>();
  let serial = 0;
  const next = (prefix: string) => `${prefix}_fake${++serial}`;
  const webhookSecret = `whsec_fake${Date.now()}`;
  const signer = new Stripe('sk_test_signer');

  const route = (method: string, path: string, form: Record<string, string>): [number, unknown] => {
    if (method === 'GET' && path === '/v1/prices') {
      const key = form['lookup_keys[0]'];
      return [200, { object: 'list', data: [...prices.values()].filter((p) => p.lookup_key === key), has_more: false, url: '/v1/prices' }];
    }
    if (method === 'POST' && path === '/v1/products') return [200, { id: next('prod'), object: 'product', name: form.name }];
    if (method === 'POST' && path === '/v1/prices') {
      const price: FakePrice = {
        id: next('price'),
        object: 'price',
        lookup_key: form.lookup_key ?? null,
        unit_amount: Number(form.unit_amount),
        currency: 'usd',
        recurring: { interval: 'month' },
        active: true,
      };
      prices.set(price.id, price);
      return [200, price];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session = {
        id: next('cs'),
        price: form['line_items[0][price]'] ?? '',
        userId: form['subscription_data[metadata][userId]'] ?? '',
        customer: next('cus'),
      };
      sessions.set(session.id, session);
      return [200, { id: session.id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${session.id}`, mode: 'subscription' }];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions')
      return [200, { id: next('bps'), object: 'billing_portal.session', url: `https://billing.stripe.test/session/${form.customer}` }];
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    const found = sub ? subscriptions.get(sub[1] as string) : undefined;
    if (sub && !found) return [404, { error: { type: 'invalid_request_error', message: `No such subscription: '${sub[1]}'` } }];
    if (found && method === 'GET') return [200, found];
    if (found && method === 'POST') {
      const price = form['items[0][price]'];
      if (price) {
        const item = found.items.data[0];
        const chosen = prices.get(price);
        if (item && chosen) item.price = chosen;
      }
      if (form.cancel_at_period_end) found.cancel_at_period_end = form.cancel_at_period_end === 'true';
      for (const [key, value] of Object.entries(form)) {
        const meta = /^metadata\[(.+)\]$/.exec(key);
        if (meta) found.metadata[meta[1] as string] = value;
      }
      return [200, found];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = req.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8');
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: req.method ?? 'GET', path: url.pathname, form });
      const [status, body] = route(req.method ?? 'GET', url.pathname, form);
      const text = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'request-id': next('req') });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;

  const event = (type: string, object: unknown): Stripe.Event =>
    ({
      id: next('evt'),
      object: 'event',
      type,
      created: now(),
      livemode: false,
      api_version: null,
      pending_webhooks: 1,
      request: null,
      data: { object },
    }) as unknown as Stripe.Event;

  return {
    url: `http://127.0.0.1:${port}`,
    webhookSecret,
    requests,
    subscriptions,
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      const price = session && prices.get(session.price);
      if (!session || !price) throw new Error(`fake Stripe: no checkout session ${sessionId}`);
      const start = now();
      const subscription: FakeSubscription = {
        id: next('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        metadata: { userId: session.userId },
        default_payment_method: { id: next('pm'), object: 'payment_method', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
        items: {
          object: 'list',
          data: [{ id: next('si'), object: 'subscription_item', price, quantity: 1, current_period_start: start, current_period_end: start + MONTH }],
        },
      };
      subscriptions.set(subscription.id, subscription);
      return event('checkout.session.completed', {
        id: session.id,
        object: 'checkout.session',
        client_reference_id: session.userId,
        customer: session.customer,
        subscription: subscription.id,
        metadata: { userId: session.userId },
      });
    },
    subscriptionEvent(type, subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake Stripe: no subscription ${subscriptionId}`);
      if (type === 'customer.subscription.deleted') subscription.status = 'canceled';
      return event(type, structuredClone(subscription));
    },
    sign(evt, secret = webhookSecret) {
      const body = JSON.stringify(evt);
      return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
