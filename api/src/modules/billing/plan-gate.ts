import { hasActivePlan, type PlanFeature, planIncludes } from '@leadnest/plans';
import type { Middleware } from 'koa';

import { accountOf } from '../../lib/auth.js';
import { findUser } from '../agent-settings/profile.service.js';
import { PlanFeatureError, PlanRequiredError } from './billing.errors.js';

/**
 * The plan enforced on the server (docs/decisions/0012-plan-tiers-and-inclusions.md).
 * Routers do not call these themselves: each declares its routes' access
 * once (route-access.ts), which puts the gate in front of every route:
 *
 *   return declareAccess(router, { default: 'plan' });       // 402 PLAN_REQUIRED without a plan
 *   return declareAccess(router, { default: 'bulkCalling' }); // 403 PLAN_FEATURE below Enterprise
 *
 * A check that depends on the request's body (voice customization) calls
 * requirePlanFeature inside the route. Both answer 401 first for a visitor. They read user.plan (billing keeps it
 * in step with the subscription) through findUser's caches, so a gated
 * request costs no extra query on a warm cache.
 */
async function planOf(ctx: Parameters<Middleware>[0]): Promise<string | null> {
  // The team's plan is its owner's: every member works under it (docs/decisions/0034-teams.md).
  const user = await findUser(accountOf(ctx));
  return user?.plan ?? null;
}

export const requirePlan: Middleware = async (ctx, next) => {
  if (!hasActivePlan(await planOf(ctx))) throw new PlanRequiredError();
  return next();
};

export function requirePlanFeature(feature: PlanFeature): Middleware {
  return async (ctx, next) => {
    const plan = await planOf(ctx);
    if (!hasActivePlan(plan)) throw new PlanRequiredError();
    if (!planIncludes(plan, feature)) throw new PlanFeatureError(feature);
    return next();
  };
}

/** For services answering a visitor on an agent's behalf (the chat widget): whether the agent's plan is active. */
export function agentHasPlan(plan: string | null | undefined): boolean {
  return hasActivePlan(plan);
}
