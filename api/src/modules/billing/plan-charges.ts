import type { InvoiceLineDto } from '@leadnest/contracts';
import { BILLING_CYCLE_DAYS } from '@leadnest/plans';
import mongoose, { Types } from 'mongoose';

import { type Invoice, InvoiceModel } from './invoice.model.js';

const DAY_MS = 24 * 3600_000;

/** One invoice's plan charge (its plan and proration lines) and the days it paid for. */
export interface PlanCharge {
  start: Date;
  end: Date;
  /** May be negative: a proration credit for the unused days of a plan left. */
  amountCents: number;
}

export interface PlanChargesBetween {
  /** The charges whose days overlap the range, whole (the caller takes the share of days it wants). */
  charges: PlanCharge[];
  /** Whether billing ever charged this account for a plan: without that, it holds no record of which plan was held when. */
  everCharged: boolean;
}

const PLAN_KINDS: readonly InvoiceLineDto['kind'][] = ['plan', 'proration'];

/**
 * The plan history billing keeps (analytics' ROI): each invoice bills the
 * plan held for its period, at the price of the day (a plan changed in a
 * period is billed on the next invoice, and Stripe's prorations are lines of
 * their own), so these are what the agent paid for which days. Voided
 * invoices charged nothing. An invoice without a length of its own (Stripe's
 * first invoice has its period start and end at the moment it was issued)
 * pays for one billing cycle from then.
 */
export async function planChargesBetween(ownerId: string, start: Date, end: Date): Promise<PlanChargesBetween> {
  if (!mongoose.isValidObjectId(ownerId)) return { charges: [], everCharged: false };
  const userId = new Types.ObjectId(ownerId);
  const charged = { userId, status: { $ne: 'void' as const }, 'lines.kind': { $in: [...PLAN_KINDS] } };
  // An invoice without a length of its own pays for a cycle past its date, so one that early may still reach the range.
  const earliest = new Date(start.getTime() - BILLING_CYCLE_DAYS * DAY_MS);
  const [invoices, any] = await Promise.all([
    InvoiceModel.find({ ...charged, periodStart: { $lt: end }, periodEnd: { $gt: earliest } }, { periodStart: 1, periodEnd: 1, lines: 1 }).lean<Invoice[]>(),
    InvoiceModel.exists(charged),
  ]);
  const charges = invoices
    .map((invoice) => {
      const chargeEnd =
        invoice.periodEnd.getTime() - invoice.periodStart.getTime() >= DAY_MS
          ? invoice.periodEnd
          : new Date(invoice.periodStart.getTime() + BILLING_CYCLE_DAYS * DAY_MS);
      const amountCents = invoice.lines.filter((line) => PLAN_KINDS.includes(line.kind)).reduce((sum, line) => sum + line.amountCents, 0);
      return { start: invoice.periodStart, end: chargeEnd, amountCents };
    })
    .filter((charge) => charge.end > start && charge.start < end);
  return { charges, everCharged: Boolean(any) };
}
