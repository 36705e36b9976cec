import { Router } from '@koa/router';
import { BILLING_MESSAGES, type BillingPortalResponse, BillingUserParams, SubscriptionPatchInput } from '@leadnest/contracts';
import type { Context } from 'koa';

import { currentUser, requireSelfOrAdmin, requireUser } from '../../lib/auth.js';
import { ConflictError } from '../../lib/errors.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import type { ModuleDeps } from '../types.js';
import { listInvoices } from './invoices.service.js';
import { assertPlanChangeAllowed } from './plan-change-checks.js';
import { declareAccess } from './route-access.js';
import {
  applyWebhookEvent,
  cancelStripeSubscription,
  changeStripePlan,
  portalUrl,
  type StripeBilling,
  verifyWebhook,
} from './stripe/stripe-billing.service.js';
import { createStripeClient } from './stripe/stripe-client.js';
import { cancelOffSubscription, changeOffPlan, findSubscription, readOffSubscription, toSubscriptionDto } from './subscriptions.service.js';

const byUser = { params: BillingUserParams };
const patch = { params: BillingUserParams, body: SubscriptionPatchInput };

/**
 * Subscriptions and invoices (spec part 2 §7):
 * GET/PATCH/DELETE /api/subscription/{userId}, GET /api/invoices/{userId}
 * ({userId} must be the session's user, admins may read any: 401, then
 * 403), POST /api/billing/portal, and Stripe's webhook
 * POST /api/billing/stripe/webhook (signed; no session).
 *
 * Billing-off mode without STRIPE_SECRET_KEY (subscriptions.service.ts);
 * Stripe mode with it (stripe/). Accounts that had a plan before any
 * subscription existed (registration in billing-off mode, the demo agent) are given a
 * billing-off subscription in both modes; in Stripe mode choosing a plan
 * takes them through Checkout like everyone else.
 */
export function billingRouter({ env }: ModuleDeps): Router {
  const stripe = createStripeClient(env);
  const billing: StripeBilling | undefined = stripe && { stripe, env };
  const mode = billing ? 'stripe' : 'off';
  // Where Stripe sends the browser back: the configured address, or the one the agent is using.
  const baseUrl = (ctx: Context) => (env.PUBLIC_BASE_URL === `http://localhost:${env.PORT}` ? `${ctx.protocol}://${ctx.host}` : env.PUBLIC_BASE_URL);

  const router = new Router();
  router.use(['/subscription', '/invoices', '/billing/portal'], requireUser, noStore);

  router.get('/subscription/:userId', requireSelfOrAdmin('userId'), validate(byUser), async (ctx) => {
    const { params } = validated(ctx, byUser);
    ctx.body = toSubscriptionDto(params.userId, await readOffSubscription(params.userId), mode);
  });

  router.patch('/subscription/:userId', requireSelfOrAdmin('userId'), validate(patch), async (ctx) => {
    const { params, body } = validated(ctx, patch);
    await assertPlanChangeAllowed(params.userId, body.plan);
    ctx.body = billing
      ? await changeStripePlan(billing, params.userId, body.plan, baseUrl(ctx))
      : toSubscriptionDto(params.userId, await changeOffPlan(params.userId, body.plan), mode);
  });

  router.delete('/subscription/:userId', requireSelfOrAdmin('userId'), validate(byUser), async (ctx) => {
    const { params } = validated(ctx, byUser);
    const current = await findSubscription(params.userId);
    ctx.body =
      billing && current?.provider === 'stripe'
        ? await cancelStripeSubscription(billing, params.userId)
        : toSubscriptionDto(params.userId, await cancelOffSubscription(params.userId), mode);
  });

  router.get('/invoices/:userId', requireSelfOrAdmin('userId'), validate(byUser), async (ctx) => {
    const { params } = validated(ctx, byUser);
    // A plan held without a subscription gets one (and its first invoice) on first read,
    // here too: the billing page asks for invoices and subscription at once.
    await readOffSubscription(params.userId);
    ctx.body = await listInvoices(params.userId);
  });

  /** Stripe's customer portal for the payment method (Stripe mode only). */
  router.post('/billing/portal', async (ctx) => {
    if (!billing) throw new ConflictError(BILLING_MESSAGES.paymentsNotConfigured, { code: 'BILLING_OFF' });
    ctx.body = { url: await portalUrl(billing, currentUser(ctx).id, baseUrl(ctx)) } satisfies BillingPortalResponse;
  });

  router.post('/billing/stripe/webhook', async (ctx) => {
    if (!billing) throw new ConflictError(BILLING_MESSAGES.paymentsNotConfigured, { code: 'BILLING_OFF' });
    const event = verifyWebhook(billing, (ctx.request as { rawBody?: string }).rawBody, ctx.get('Stripe-Signature') || undefined);
    const applied = await applyWebhookEvent(billing, event);
    ctx.body = { received: true, applied };
  });

  return declareAccess(router, { default: 'signedIn', routes: { 'POST /billing/stripe/webhook': 'public' } });
}
