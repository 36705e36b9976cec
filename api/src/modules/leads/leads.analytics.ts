import { ALL_LEAD_SOURCES, LEAD_STAGES, type LeadSource, type LeadStage } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { BACKGROUND_READ_BATCH } from '../../lib/background-reads.js';
import { firstContactOf, LeadModel } from './lead.model.js';

/*
 * The lead figures of Analytics & Reports, over any time range
 * [start, end). Counts are countDocuments on a compound index whose last
 * field is the ranged one ({userId, stage, createdAt}, {userId, closedAt}…):
 * the embedded database answers those from the index by position without
 * visiting a lead (packages/embedded-mongo, engine/count.ts), MongoDB by an
 * index scan. Only the closed deals' sums and timings read documents.
 */

export interface LeadsCreatedBreakdown {
  total: number;
  byStage: Record<LeadStage, number>;
  bySource: Record<LeadSource, number>;
}

/** Leads created in [start, end), by their stage now and by source: one indexed count per stage and per source. */
export async function leadsCreatedBreakdown(ownerId: string, start: Date, end: Date): Promise<LeadsCreatedBreakdown> {
  const userId = new Types.ObjectId(ownerId);
  const createdAt = { $gte: start, $lt: end };
  const [stages, sources] = await Promise.all([
    Promise.all(LEAD_STAGES.map((stage) => LeadModel.countDocuments({ userId, stage, createdAt }))),
    Promise.all(ALL_LEAD_SOURCES.map((source) => LeadModel.countDocuments({ userId, source, createdAt }))),
  ]);
  const byStage = Object.fromEntries(LEAD_STAGES.map((s, i) => [s, stages[i]!])) as Record<LeadStage, number>;
  const bySource = Object.fromEntries(ALL_LEAD_SOURCES.map((s, i) => [s, sources[i]!])) as Record<LeadSource, number>;
  // Every lead has one of the stages (the schema's enum), so they add up to all of them.
  return { total: stages.reduce((sum, n) => sum + n, 0), byStage, bySource };
}

/** How many of the agent's leads have `field` in [start, end): one indexed count per range (monthly trends). */
export function countLeadsBetween(ownerId: string, field: 'createdAt' | 'closedAt', start: Date, end: Date): Promise<number> {
  return LeadModel.countDocuments({ userId: new Types.ObjectId(ownerId), [field]: { $gte: start, $lt: end } });
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

interface ClosedDealRow {
  _id: Types.ObjectId;
  createdAt: Date;
  closedAt: Date;
  firstContactAt?: Date | null;
  commission?: number | null;
  salePrice?: number | null;
}

/** The deals closed in [start, end): just the fields the figures need, never the activity lists. */
function closedDealRows(ownerId: string, start: Date, end: Date): Promise<ClosedDealRow[]> {
  return LeadModel.find(
    { userId: new Types.ObjectId(ownerId), closedAt: { $gte: start, $lt: end } },
    { createdAt: 1, closedAt: 1, firstContactAt: 1, commission: 1, salePrice: 1 },
  ).lean<ClosedDealRow[]>();
}

function totalsOf(rows: ClosedDealRow[]): ClosedDealTotals {
  const totals: ClosedDealTotals = { count: rows.length, commission: 0, withCommission: 0, salePrice: 0 };
  for (const row of rows) {
    if (typeof row.commission === 'number') {
      totals.commission += row.commission;
      totals.withCommission++;
    }
    if (typeof row.salePrice === 'number') totals.salePrice += row.salePrice;
  }
  return totals;
}

/**
 * The deals closed in [start, end) and their value: summed inside the
 * database (a $group the embedded one runs natively over the stored bytes),
 * since sending thousands of leads to the API costs far more.
 */
export async function closedDealTotals(ownerId: string, start: Date, end: Date): Promise<ClosedDealTotals> {
  const userId = new Types.ObjectId(ownerId);
  const closedAt = { $gte: start, $lt: end };
  const [[row], count, withCommission] = await Promise.all([
    LeadModel.aggregate<{ commission: number; salePrice: number }>([
      { $match: { userId, closedAt } },
      { $sort: { closedAt: 1 } },
      { $group: { _id: null, commission: { $sum: '$commission' }, salePrice: { $sum: '$salePrice' } } },
    ]),
    LeadModel.countDocuments({ userId, closedAt }),
    LeadModel.countDocuments({ userId, closedAt, commission: { $gte: 0 } }),
  ]);
  return { count, commission: row?.commission ?? 0, withCommission, salePrice: row?.salePrice ?? 0 };
}

export interface ClosedDealTiming {
  createdAt: Date;
  closedAt: Date;
  /** The first thing done with the lead after it arrived (a stage change, a note, a booking); null when none is recorded. */
  firstContactAt: Date | null;
}

export interface ClosedDealRowDerived extends ClosedDealTiming {
  commission?: number | null;
  salePrice?: number | null;
}

/** The deals closed in [start, end), each with its value and derived first contact (a lead saved before firstContactAt existed has its activities read). */
async function closedDealRowsDerived(ownerId: string, start: Date, end: Date): Promise<{ rows: ClosedDealRow[]; derivedRows: ClosedDealRowDerived[] }> {
  const rows = await closedDealRows(ownerId, start, end);
  const underived = rows.filter((r) => r.firstContactAt === undefined).map((r) => r._id);
  const derived = new Map<string, Date | null>();
  if (underived.length > 0) {
    const older = await LeadModel.find({ _id: { $in: underived } }, { activities: 1 }).lean<
      { _id: Types.ObjectId; activities?: { type: string; at: Date }[] }[]
    >();
    for (const lead of older) derived.set(String(lead._id), firstContactOf(lead.activities));
  }
  const derivedRows = rows.map((r) => ({
    createdAt: r.createdAt,
    closedAt: r.closedAt,
    firstContactAt: r.firstContactAt === undefined ? (derived.get(String(r._id)) ?? null) : r.firstContactAt,
    commission: r.commission,
    salePrice: r.salePrice,
  }));
  return { rows, derivedRows };
}

/**
 * The deals closed in [start, end): their value, and when each arrived, was
 * first contacted and closed (for the sales-cycle medians), from one read.
 */
export async function closedDeals(ownerId: string, start: Date, end: Date): Promise<{ totals: ClosedDealTotals; timings: ClosedDealTiming[] }> {
  const { rows, derivedRows } = await closedDealRowsDerived(ownerId, start, end);
  const timings = derivedRows.map(({ createdAt, closedAt, firstContactAt }) => ({ createdAt, closedAt, firstContactAt }));
  return { totals: totalsOf(rows), timings };
}

/**
 * What analytics' daily rollups (analytics/rollups) need of the leads in
 * [start, end): the ones created in it (stage, source) and the deals closed
 * in it (value, timings). The raw figures above stay the rollups' oracle.
 */
export async function leadRollupRows(
  ownerId: string,
  start: Date,
  end: Date,
): Promise<{ created: { createdAt: Date; stage: LeadStage; source: LeadSource }[]; closed: ClosedDealRowDerived[] }> {
  const [created, { derivedRows }] = await Promise.all([
    LeadModel.find({ userId: new Types.ObjectId(ownerId), createdAt: { $gte: start, $lt: end } }, { _id: 0, createdAt: 1, stage: 1, source: 1 })
      .batchSize(BACKGROUND_READ_BATCH)
      .lean<{ createdAt: Date; stage: LeadStage; source: LeadSource }[]>(),
    closedDealRowsDerived(ownerId, start, end),
  ]);
  return { created, closed: derivedRows };
}

/** The earliest date a rollup of the agent's leads is keyed by (created or closed); null without leads. */
export async function earliestLeadDate(ownerId: string): Promise<Date | null> {
  const userId = new Types.ObjectId(ownerId);
  const [created, closed] = await Promise.all([
    LeadModel.findOne({ userId }, { createdAt: 1 }).sort({ createdAt: 1 }).lean<{ createdAt: Date }>(),
    LeadModel.findOne({ userId, closedAt: { $ne: null } }, { closedAt: 1 })
      .sort({ closedAt: 1 })
      .lean<{ closedAt: Date }>(),
  ]);
  const dates = [created?.createdAt, closed?.closedAt].filter((d): d is Date => d instanceof Date);
  return dates.length > 0 ? new Date(Math.min(...dates.map((d) => d.getTime()))) : null;
}

/** The agents that have leads (analytics builds their daily rollups at start-up). */
export async function leadOwnerIds(): Promise<string[]> {
  const ids = await LeadModel.distinct('userId');
  return ids.map(String);
}
