import { Router } from '@koa/router';
import { BillingUserParams, SubscriptionPatchInput } from '@leadnest/contracts';
import { requireSelfOrAdmin, requireUser } from '../../lib/auth.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import { registerJobHandler } from '../jobs/jobs.service.js';
import type { ModuleDeps } from '../types.js';
import { listInvoices } from './invoices.service.js';
import { cancelOffSubscription, changeOffPlan, closeOffPeriod, PERIOD_END_JOB, readOffSubscription, toSubscriptionDto } from './subscriptions.service.js';

const byUser = { params: BillingUserParams };
const patch = { params: BillingUserParams, body: SubscriptionPatchInput };

/**
 * Subscriptions and invoices (spec part 2 §7; issue 15):
 * GET/PATCH/DELETE /api/subscription/{userId}, GET /api/invoices/{userId}.
 * {userId} must be the session's user (admins may read any): 401, then 403.
 */
export function billingRouter(_deps: ModuleDeps): Router {
  registerJobHandler(PERIOD_END_JOB, closeOffPeriod);
  const router = new Router();
  const mode = 'off' as const;

  router.use(['/subscription', '/invoices'], requireUser, noStore);

  router.get('/subscription/:userId', requireSelfOrAdmin('userId'), validate(byUser), async (ctx) => {
    const { params } = validated(ctx, byUser);
    ctx.body = toSubscriptionDto(params.userId, await readOffSubscription(params.userId), mode);
  });

  router.patch('/subscription/:userId', requireSelfOrAdmin('userId'), validate(patch), async (ctx) => {
    const { params, body } = validated(ctx, patch);
    ctx.body = toSubscriptionDto(params.userId, await changeOffPlan(params.userId, body.plan), mode);
  });

  router.delete('/subscription/:userId', requireSelfOrAdmin('userId'), validate(byUser), async (ctx) => {
    const { params } = validated(ctx, byUser);
    ctx.body = toSubscriptionDto(params.userId, await cancelOffSubscription(params.userId), mode);
  });

  router.get('/invoices/:userId', requireSelfOrAdmin('userId'), validate(byUser), async (ctx) => {
    const { params } = validated(ctx, byUser);
    ctx.body = await listInvoices(params.userId);
  });

  return router;
}
