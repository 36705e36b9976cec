import { BILLING_CYCLE_DAYS, hasActivePlan, monthlyPriceUsd, type PlanTier } from '@leadnest/plans';

import { planChargesBetween } from '../billing/plan-charges.js';

const DAY_MS = 24 * 3600_000;

/** What ROI knows of the account now, for an account billing never charged. */
export interface PlanNow {
  plan: string | null | undefined;
  createdAt?: Date;
}

/**
 * The plan's part of the ROI investment over [start, end), in dollars (not
 * rounded): each plan charge billing recorded, for the share of its days
 * inside the range, so a plan changed, started or ended inside the period
 * counts only for the days it was held, at the price it was billed at.
 * Billing owns the invoices: it answers through its service
 * (docs/decisions/0003-one-owner-per-collection.md).
 *
 * An account billing never charged (a plan granted without a subscription,
 * which billing creates on the first look at the billing page) has no record
 * of when it held what: its plan of today counts from the account's creation.
 */
export async function planCostBetween(ownerId: string, start: Date, end: Date, now: PlanNow): Promise<number> {
  const { charges, everCharged } = await planChargesBetween(ownerId, start, end);
  if (everCharged) {
    return charges.reduce((sum, charge) => {
      const overlap = Math.min(end.getTime(), charge.end.getTime()) - Math.max(start.getTime(), charge.start.getTime());
      return sum + (charge.amountCents / 100) * (Math.max(0, overlap) / (charge.end.getTime() - charge.start.getTime()));
    }, 0);
  }
  if (!hasActivePlan(now.plan)) return 0;
  const from = Math.max(start.getTime(), now.createdAt?.getTime() ?? start.getTime());
  // Whole days: a period across a clock change is still its 7, 30 or 90 days. An account made today holds its plan at
  // least that day (rounding alone made it 0 days after the agent's midday, and the ROI no ratio).
  const held = end.getTime() - from;
  const days = held > 0 ? Math.max(1, Math.round(held / DAY_MS)) : 0;
  return (monthlyPriceUsd(now.plan as PlanTier) * days) / BILLING_CYCLE_DAYS;
}
