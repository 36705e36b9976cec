import { PLAN_READINGS, type PlanReading } from './readings';
import type { PlanTier } from './tiers';

type PlanOf<R extends PlanReading> = (typeof PLAN_READINGS)[R][number];

/** The plan of `tier` in a reading, or undefined when that reading does not sell it (e.g. agency on the pricing page). */
export function findPlan<R extends PlanReading>(reading: R, tier: string | null | undefined): PlanOf<R> | undefined {
  const plans = PLAN_READINGS[reading] as readonly PlanOf<R>[];
  return plans.find((plan) => plan.tier === tier);
}

/** Like findPlan, for a tier the reading is known to hold; throws otherwise (a programming error). */
export function getPlan<R extends PlanReading>(reading: R, tier: PlanTier): PlanOf<R> {
  const plan = findPlan(reading, tier);
  if (!plan) throw new Error(`The ${reading} reading has no ${tier} plan`);
  return plan;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 1947 → "$1,947" (whole dollars, as every plan price is). */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** The discount between a list and a sale price, in whole percent: (447 → 247) → 45. */
export function discountPercent(wasUsd: number, priceUsd: number): number {
  if (wasUsd <= 0) return 0;
  return Math.round(((wasUsd - priceUsd) / wasUsd) * 100);
}

/** "Unlimited" for null, "1,000" otherwise. */
export function formatAllowance(amount: number | null): string {
  return amount === null ? 'Unlimited' : amount.toLocaleString('en-US');
}
