import type { InvoiceLineDto, InvoiceStatus } from '@leadnest/contracts';
import mongoose, { Types } from 'mongoose';
import type Stripe from 'stripe';

import type { Env } from '../../../config/env.js';
import { setPlan } from '../../agent-settings/settings.service.js';
import { upsertStripeInvoice } from '../invoices.service.js';
import { type StoredSubscriptionStatus, type Subscription, SubscriptionModel } from '../subscription.model.js';
import { tierOfPrice } from './stripe-prices.js';

/**
 * Stripe is the source of truth in Stripe mode: these copy what it says
 * (from API answers and webhook events) into our subscription, user.plan and
 * invoices. Each is idempotent: applying the same object twice changes nothing.
 */
const ACCESS: readonly string[] = ['active', 'trialing', 'past_due'];
const id = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

function userIdOf(subscription: Stripe.Subscription, hint?: string): string | undefined {
  const candidate = subscription.metadata?.userId ?? hint;
  return candidate && mongoose.isValidObjectId(candidate) ? candidate : undefined;
}

function cardOf(subscription: Stripe.Subscription): Subscription['paymentMethod'] {
  const method = subscription.default_payment_method;
  if (!method || typeof method === 'string' || !method.card) return undefined;
  return { brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year };
}

/** Copies a Stripe subscription; answers ours (null when it ended and was deleted, or is not one of ours). */
export async function mirrorSubscription(
  env: Pick<Env, 'STRIPE_PRICES'>,
  subscription: Stripe.Subscription,
  userIdHint?: string,
): Promise<Subscription | null> {
  const userId = userIdOf(subscription, userIdHint);
  const item = subscription.items.data[0];
  const plan = item ? tierOfPrice(env, item.price) : undefined;
  if (!userId || !item || !plan) return null;
  const _userId = new Types.ObjectId(userId);
  if (!ACCESS.includes(subscription.status) && subscription.status !== 'incomplete' && subscription.status !== 'unpaid') {
    // canceled, incomplete_expired, paused: the subscription is over ("cancel deletes the subscription").
    await SubscriptionModel.deleteOne({ userId: _userId, stripeSubscriptionId: subscription.id });
    await setPlan(userId, null);
    return null;
  }
  const card = cardOf(subscription);
  const stored = await SubscriptionModel.findOneAndUpdate(
    { userId: _userId },
    {
      $set: {
        plan,
        status: subscription.status as StoredSubscriptionStatus,
        currentPeriodStart: new Date(item.current_period_start * 1000),
        currentPeriodEnd: new Date(item.current_period_end * 1000),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        provider: 'stripe',
        stripeSubscriptionId: subscription.id,
        stripeCustomerId: id(subscription.customer),
        ...(card ? { paymentMethod: card } : {}),
      },
    },
    { upsert: true, returnDocument: 'after' },
  ).lean<Subscription>();
  await setPlan(userId, ACCESS.includes(subscription.status) ? plan : null);
  return stored;
}

const INVOICE_STATUS: Record<string, InvoiceStatus> = { paid: 'paid', open: 'open', void: 'void', uncollectible: 'uncollectible' };

/** Copies a finalized Stripe invoice (drafts are not shown: they may still change). */
export async function mirrorInvoice(invoice: Stripe.Invoice): Promise<void> {
  const status = INVOICE_STATUS[invoice.status ?? ''];
  const userId = invoice.parent?.subscription_details?.metadata?.userId ?? invoice.metadata?.userId;
  if (!status || !invoice.id || !userId || !mongoose.isValidObjectId(userId)) return;
  const lines: InvoiceLineDto[] = invoice.lines.data.map((line) => ({
    kind: line.parent?.subscription_item_details?.proration ? 'proration' : 'plan',
    description: line.description ?? 'Subscription',
    quantity: line.quantity ?? 1,
    amountCents: line.amount,
  }));
  await upsertStripeInvoice({
    userId: new Types.ObjectId(userId),
    stripeInvoiceId: invoice.id,
    number: invoice.number,
    periodStart: new Date(invoice.period_start * 1000),
    periodEnd: new Date(invoice.period_end * 1000),
    issuedAt: new Date(invoice.created * 1000),
    amountCents: invoice.total,
    status,
    lines,
  });
}
