import type { SubscriptionDto } from '@leadnest/contracts';
import { hasActivePlan, monthlyPriceCents, type PlanTier } from '@leadnest/plans';
import { DateTime } from 'luxon';
import mongoose, { Types } from 'mongoose';

import { findUser } from '../agent-settings/profile.service.js';
import { setPlan } from '../agent-settings/settings.service.js';
import { cancelJob, scheduleJob } from '../jobs/jobs.service.js';
import { NoSubscriptionError } from './billing.errors.js';
import { issueOffInvoice } from './invoices.service.js';
import { type Subscription, SubscriptionModel } from './subscription.model.js';

/**
 * Subscriptions in billing-off mode (STRIPE_SECRET_KEY unset): choosing a
 * plan activates it at once; each period is invoiced (status open) by the
 * durable period-end job; cancelling keeps access to the period's end, when
 * the job deletes the subscription and removes the plan (no refund for a
 * partial month, per the terms). Stripe mode (stripe/) mirrors Stripe's
 * subscription into the same document and user.plan.
 */
export const PERIOD_END_JOB = 'billing.period-end';
const DEFAULT_TIME_ZONE = 'America/New_York';

/** One month on, in the agent's time zone: Jan 31 → Feb 28, and a DST change keeps the wall-clock time. */
export function addBillingMonth(from: Date, timeZone = DEFAULT_TIME_ZONE): Date {
  const start = DateTime.fromJSDate(from, { zone: timeZone });
  const zoned = start.isValid ? start : DateTime.fromJSDate(from, { zone: DEFAULT_TIME_ZONE });
  return zoned.plus({ months: 1 }).toJSDate();
}

const periodJobKey = (userId: Types.ObjectId | string, periodEnd: Date) => `${PERIOD_END_JOB}:${String(userId)}:${periodEnd.toISOString()}`;

export function findSubscription(userId: string): Promise<Subscription | null> {
  if (!mongoose.isValidObjectId(userId)) return Promise.resolve(null);
  return SubscriptionModel.findOne({ userId }).lean<Subscription>();
}

export function toSubscriptionDto(userId: string, subscription: Subscription | null, billingMode: 'stripe' | 'off'): SubscriptionDto {
  if (!subscription) {
    return {
      userId,
      plan: null,
      status: 'none',
      currentPeriodStart: null,
      currentPeriodEnd: null,
      nextBillingDate: null,
      priceCents: null,
      cancelAtPeriodEnd: false,
      paymentMethod: null,
      billingMode,
    };
  }
  const end = subscription.currentPeriodEnd.toISOString();
  return {
    userId,
    plan: subscription.plan,
    status: subscription.status,
    currentPeriodStart: subscription.currentPeriodStart.toISOString(),
    currentPeriodEnd: end,
    nextBillingDate: subscription.cancelAtPeriodEnd ? null : end,
    priceCents: monthlyPriceCents(subscription.plan),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    paymentMethod: subscription.paymentMethod ?? null,
    billingMode,
  };
}

/** Starts a billing-off subscription now: the first period, its invoice, and the job that ends it. */
async function startOffSubscription(userId: string, plan: PlanTier, now: Date): Promise<Subscription> {
  const user = await findUser(userId);
  const periodEnd = addBillingMonth(now, user?.timeZone);
  const _id = new Types.ObjectId(userId);
  // Upsert on userId (unique): two tabs subscribing at once make one subscription. Two
  // upserts racing may see the duplicate-key error instead; the other one inserted it.
  await SubscriptionModel.updateOne(
    { userId: _id },
    { $setOnInsert: { userId: _id, plan, status: 'active', currentPeriodStart: now, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false, provider: 'off' } },
    { upsert: true },
  ).catch((err: unknown) => {
    if ((err as { code?: unknown }).code !== 11000) throw err;
  });
  const subscription = (await SubscriptionModel.findOne({ userId: _id }).lean<Subscription>()) as Subscription;
  await scheduleJob(PERIOD_END_JOB, periodJobKey(_id, subscription.currentPeriodEnd), subscription.currentPeriodEnd, {
    userId,
    periodEnd: subscription.currentPeriodEnd.toISOString(),
  });
  await issueOffInvoice({
    userId: _id,
    plan: subscription.plan,
    periodStart: subscription.currentPeriodStart,
    periodEnd: subscription.currentPeriodEnd,
    issuedAt: now,
  });
  await setPlan(userId, subscription.plan);
  return subscription;
}

/**
 * The user's subscription. An account that has a plan but no subscription
 * (registered with a plan, the demo agent, the admin) is given one from now
 * on first read, so every plan holder is billed the same way.
 */
export async function readOffSubscription(userId: string, now = new Date()): Promise<Subscription | null> {
  const subscription = await findSubscription(userId);
  if (subscription) return subscription;
  // Two first reads at once (the billing page reads subscription and
  // invoices together, on any API process) both start it: the upsert on the
  // unique userId makes one subscription, and the invoice's id is derived
  // from its period, so both claim the same usage into one invoice.
  const user = await findUser(userId);
  return user && hasActivePlan(user.plan) ? startOffSubscription(userId, user.plan, now) : null;
}

/**
 * PATCH {plan} in billing-off mode: subscribes (no subscription yet), or
 * changes the plan at once (upgrade or downgrade: the next invoice is at the
 * new price), and undoes a pending cancellation.
 */
export async function changeOffPlan(userId: string, plan: PlanTier, now = new Date()): Promise<Subscription> {
  const current = await readOffSubscription(userId, now);
  if (!current) return startOffSubscription(userId, plan, now);
  const updated = await SubscriptionModel.findOneAndUpdate(
    { _id: current._id },
    { $set: { plan, cancelAtPeriodEnd: false } },
    { returnDocument: 'after' },
  ).lean<Subscription>();
  await setPlan(userId, plan);
  return updated as Subscription;
}

/** DELETE in billing-off mode: cancel at the period's end (access runs to it). */
export async function cancelOffSubscription(userId: string, now = new Date()): Promise<Subscription> {
  const current = await readOffSubscription(userId, now);
  if (!current) throw new NoSubscriptionError();
  const updated = await SubscriptionModel.findOneAndUpdate(
    { _id: current._id },
    { $set: { cancelAtPeriodEnd: true } },
    { returnDocument: 'after' },
  ).lean<Subscription>();
  return updated as Subscription;
}

/**
 * The period-end job: closes the period that ends at `periodEnd`. A
 * cancelled subscription ends here (a last invoice for its usage, then
 * deleted and the plan removed); any other rolls into the next period,
 * invoiced now, with the next job scheduled. A job for a period that is no
 * longer current (already rolled, or the subscription went) does nothing.
 */
export async function closeOffPeriod(payload: Record<string, unknown>): Promise<void> {
  const userId = String(payload.userId);
  const periodEnd = new Date(String(payload.periodEnd));
  const subscription = await findSubscription(userId);
  if (!subscription || subscription.provider !== 'off' || subscription.currentPeriodEnd.getTime() !== periodEnd.getTime()) return;

  if (subscription.cancelAtPeriodEnd) {
    await issueOffInvoice({ userId: subscription.userId, plan: null, periodStart: periodEnd, periodEnd, issuedAt: periodEnd });
    await SubscriptionModel.deleteOne({ _id: subscription._id, currentPeriodEnd: periodEnd });
    await setPlan(userId, null);
    return;
  }
  const user = await findUser(userId);
  const nextEnd = addBillingMonth(periodEnd, user?.timeZone);
  // The next job first: if we stop after it, it finds the period not yet rolled and does nothing harmful.
  await scheduleJob(PERIOD_END_JOB, periodJobKey(subscription.userId, nextEnd), nextEnd, { userId, periodEnd: nextEnd.toISOString() });
  await issueOffInvoice({ userId: subscription.userId, plan: subscription.plan, periodStart: periodEnd, periodEnd: nextEnd, issuedAt: periodEnd });
  await SubscriptionModel.updateOne(
    { _id: subscription._id, currentPeriodEnd: periodEnd },
    { $set: { currentPeriodStart: periodEnd, currentPeriodEnd: nextEnd } },
  );
}

/** Removes a subscription's pending period-end job (Stripe takes over its billing). */
export async function dropPeriodJob(subscription: Subscription): Promise<void> {
  await cancelJob(periodJobKey(subscription.userId, subscription.currentPeriodEnd));
}
