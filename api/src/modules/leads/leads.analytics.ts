import { ALL_LEAD_SOURCES, LEAD_STAGES, type LeadSource, type LeadStage } from '@leadnest/contracts';
import { Types } from 'mongoose';
import { LeadModel } from './lead.model.js';

/*
 * The lead figures of Analytics & Reports (issue 21), over any time range
 * [start, end). Each is one indexed range walk: sorted on the ranged field
 * so the embedded database walks that field's own index over just the
 * range (as leads.figures.ts does for the dashboard), grouped without
 * decoding whole leads.
 */

export interface LeadsCreatedBreakdown {
  total: number;
  byStage: Record<LeadStage, number>;
  bySource: Record<LeadSource, number>;
}

/** Leads created in [start, end), by their stage now and by source. */
export async function leadsCreatedBreakdown(ownerId: string, start: Date, end: Date): Promise<LeadsCreatedBreakdown> {
  const rows = await LeadModel.aggregate<{ _id: { stage: LeadStage; source: LeadSource }; n: number }>([
    { $match: { userId: new Types.ObjectId(ownerId), createdAt: { $gte: start, $lt: end } } },
    { $sort: { createdAt: 1 } },
    { $group: { _id: { stage: '$stage', source: '$source' }, n: { $sum: 1 } } },
  ]);
  const byStage = Object.fromEntries(LEAD_STAGES.map((s) => [s, 0])) as Record<LeadStage, number>;
  const bySource = Object.fromEntries(ALL_LEAD_SOURCES.map((s) => [s, 0])) as Record<LeadSource, number>;
  let total = 0;
  for (const { _id, n } of rows) {
    byStage[_id.stage] = (byStage[_id.stage] ?? 0) + n;
    bySource[_id.source] = (bySource[_id.source] ?? 0) + n;
    total += n;
  }
  return { total, byStage, bySource };
}

/** How many of the agent's leads have `field` in [start, end): one count per range (monthly trends). */
export async function countLeadsBetween(ownerId: string, field: 'createdAt' | 'closedAt', start: Date, end: Date): Promise<number> {
  const [row] = await LeadModel.aggregate<{ n: number }>([
    { $match: { userId: new Types.ObjectId(ownerId), [field]: { $gte: start, $lt: end } } },
    { $sort: { [field]: 1 } },
    { $group: { _id: null, n: { $sum: 1 } } },
  ]);
  return row?.n ?? 0;
}

export interface ClosedDealTotals {
  /** Leads moved to Closed Won in the range (closedAt is cleared when one leaves it). */
  count: number;
  /** Sum of the agents' commissions, dollars. */
  commission: number;
  /** Deals with a commission entered. */
  withCommission: number;
  /** Sum of the sale prices, dollars. */
  salePrice: number;
}

/** The deals closed in [start, end) and their value. */
export async function closedDealTotals(ownerId: string, start: Date, end: Date): Promise<ClosedDealTotals> {
  const closed = { userId: new Types.ObjectId(ownerId), closedAt: { $gte: start, $lt: end } };
  const [[row], withCommission] = await Promise.all([
    LeadModel.aggregate<{ n: number; commission: number; salePrice: number }>([
      { $match: closed },
      { $sort: { closedAt: 1 } },
      { $group: { _id: null, n: { $sum: 1 }, commission: { $sum: '$commission' }, salePrice: { $sum: '$salePrice' } } },
    ]),
    LeadModel.countDocuments({ ...closed, commission: { $gte: 0 } }),
  ]);
  return { count: row?.n ?? 0, commission: row?.commission ?? 0, withCommission, salePrice: row?.salePrice ?? 0 };
}

export interface ClosedDealTiming {
  createdAt: Date;
  closedAt: Date;
  /** The first thing done with the lead after it arrived (a stage change, a note, a booking); null when none is recorded. */
  firstContactAt: Date | null;
}

/** What counts as contact with a lead: moving it on, a note (a call, a chat), a booking — not editing its fields. */
const CONTACT_ACTIVITIES = new Set(['stage', 'note', 'appointment']);

/** When each deal closed in [start, end) arrived, was first contacted and closed (for the sales-cycle medians). */
export async function closedDealTimings(ownerId: string, start: Date, end: Date): Promise<ClosedDealTiming[]> {
  const leads = await LeadModel.find({ userId: new Types.ObjectId(ownerId), closedAt: { $gte: start, $lt: end } }, { createdAt: 1, closedAt: 1, activities: 1, _id: 0 })
    .sort({ closedAt: 1 })
    .lean<{ createdAt: Date; closedAt: Date; activities?: { type: string; at: Date }[] }[]>();
  return leads.map((lead) => {
    const contacts = (lead.activities ?? []).filter((a) => CONTACT_ACTIVITIES.has(a.type)).map((a) => a.at.getTime());
    return { createdAt: lead.createdAt, closedAt: lead.closedAt, firstContactAt: contacts.length > 0 ? new Date(Math.min(...contacts)) : null };
  });
}
