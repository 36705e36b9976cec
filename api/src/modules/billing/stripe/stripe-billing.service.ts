import type { SubscriptionDto } from '@leadnest/contracts';
import type { PlanTier } from '@leadnest/plans';
import Stripe from 'stripe';

import type { Env } from '../../../config/env.js';
import { getUser } from '../../agent-settings/profile.service.js';
import { NoSubscriptionError, StripeUnavailableError, WebhookSignatureError } from '../billing.errors.js';
import { StripeEventModel } from '../stripe-event.model.js';
import { findSubscription, toSubscriptionDto } from '../subscriptions.service.js';
import { mirrorInvoice, mirrorSubscription } from './stripe-mirror.js';
import { priceIdFor } from './stripe-prices.js';

/**
 * Stripe mode (STRIPE_SECRET_KEY set). A new subscription goes through
 * Checkout (the card is entered on Stripe's page, never ours); a plan change
 * updates the Stripe subscription with proration; cancel sets
 * cancel_at_period_end; the portal manages the card. Stripe's answers and
 * its webhook events are mirrored into our documents (stripe-mirror.ts).
 */
export interface StripeBilling {
  stripe: Stripe;
  env: Pick<Env, 'STRIPE_PRICES' | 'STRIPE_WEBHOOK_SECRET' | 'PUBLIC_BASE_URL'>;
}

/** Stripe's own failures (network, 5xx) are a 503 with our words, not a 500. */
async function calling<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) throw new StripeUnavailableError(err);
    throw err;
  }
}

export async function changeStripePlan(billing: StripeBilling, userId: string, plan: PlanTier, baseUrl: string): Promise<SubscriptionDto> {
  const { stripe, env } = billing;
  const price = await calling(() => priceIdFor(stripe, env, plan));
  const current = await findSubscription(userId);
  if (current?.stripeSubscriptionId) {
    const existing = await calling(() => stripe.subscriptions.retrieve(current.stripeSubscriptionId as string));
    const item = existing.items.data[0];
    const updated = await calling(() =>
      stripe.subscriptions.update(existing.id, {
        items: [{ id: item?.id, price }],
        // Upgrades and downgrades are prorated to the day on the next invoice.
        proration_behavior: 'create_prorations',
        cancel_at_period_end: false,
        metadata: { userId },
      }),
    );
    return toSubscriptionDto(userId, await mirrorSubscription(env, updated, userId), 'stripe');
  }
  const user = await getUser(userId);
  const session = await calling(() =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price, quantity: 1 }],
      client_reference_id: userId,
      customer_email: user.email,
      metadata: { userId },
      subscription_data: { metadata: { userId } },
      success_url: `${baseUrl}/billing?checkout=success`,
      cancel_url: `${baseUrl}/billing?checkout=cancelled`,
    }),
  );
  return { ...toSubscriptionDto(userId, current, 'stripe'), checkoutUrl: session.url ?? undefined };
}

export async function cancelStripeSubscription(billing: StripeBilling, userId: string): Promise<SubscriptionDto> {
  const current = await findSubscription(userId);
  if (!current?.stripeSubscriptionId) throw new NoSubscriptionError();
  // No refund for a partial month (terms): access runs to the period's end, then Stripe ends it and tells the webhook.
  const updated = await calling(() => billing.stripe.subscriptions.update(current.stripeSubscriptionId as string, { cancel_at_period_end: true }));
  return toSubscriptionDto(userId, await mirrorSubscription(billing.env, updated, userId), 'stripe');
}

export async function portalUrl(billing: StripeBilling, userId: string, baseUrl: string): Promise<string> {
  const current = await findSubscription(userId);
  if (!current?.stripeCustomerId) throw new NoSubscriptionError();
  const session = await calling(() =>
    billing.stripe.billingPortal.sessions.create({ customer: current.stripeCustomerId as string, return_url: `${baseUrl}/billing` }),
  );
  return session.url;
}

/** Verifies the Stripe-Signature header over the raw body; 400 for a missing or bad one. */
export function verifyWebhook(billing: StripeBilling, rawBody: string | undefined, signature: string | undefined): Stripe.Event {
  if (!rawBody || !signature || !billing.env.STRIPE_WEBHOOK_SECRET) throw new WebhookSignatureError();
  try {
    return billing.stripe.webhooks.constructEvent(rawBody, signature, billing.env.STRIPE_WEBHOOK_SECRET);
  } catch {
    throw new WebhookSignatureError();
  }
}

/**
 * Applies an event once: its id is stored first (unique), so a repeat is
 * skipped; if applying fails the id is removed again, so Stripe's retry
 * applies it. Answers false for a repeat.
 */
export async function applyWebhookEvent(billing: StripeBilling, event: Stripe.Event): Promise<boolean> {
  try {
    await StripeEventModel.create({ _id: event.id, type: event.type, receivedAt: new Date() });
  } catch (err) {
    if ((err as { code?: number }).code === 11000) return false;
    throw err;
  }
  try {
    await apply(billing, event);
    return true;
  } catch (err) {
    await StripeEventModel.deleteOne({ _id: event.id });
    throw err;
  }
}

async function apply({ stripe, env }: StripeBilling, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
      if (!subscriptionId) return;
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] });
      await mirrorSubscription(env, subscription, session.client_reference_id ?? session.metadata?.userId);
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await mirrorSubscription(env, event.data.object);
      return;
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.voided':
    case 'invoice.marked_uncollectible':
      await mirrorInvoice(event.data.object);
      return;
    default:
      // Other events are not ours to act on; acknowledged so Stripe stops sending them.
      return;
  }
}
