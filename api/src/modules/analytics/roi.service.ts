import {
  type AdSpendDto,
  ANALYTICS_SOURCES,
  type AnalyticsPeriod,
  type AnalyticsSource,
  DEFAULT_MINUTES_PER_ITEM,
  LEAD_SOURCES,
  type RoiDto,
  type RoiSettingsInput,
} from '@leadnest/contracts';
import { hasActivePlan, monthlyPriceUsd, type PlanTier } from '@leadnest/plans';
import { DateTime } from 'luxon';
import { Types } from 'mongoose';
import type { z } from 'zod';

import { findUser } from '../agent-settings/profile.service.js';
import { usageBetween } from '../billing/usage.service.js';
import { cents, monthsOf, oneDecimal, toRangeDto } from './analytics.period.js';
import { type FigureSource, rangeOf } from './analytics.service.js';
import { planCostBetween } from './roi-plan-cost.js';
import { type RoiSettings, RoiSettingsModel } from './roi-settings.model.js';
import { periodFigures } from './rollups/rollup-source.js';

const DAY_MS = 24 * 3600_000;

async function settingsOf(userId: string): Promise<Pick<RoiSettings, 'minutesPerItem' | 'adSpend'>> {
  const found = await RoiSettingsModel.findOne({ userId: new Types.ObjectId(userId) }).lean<RoiSettings>();
  return found ?? { minutesPerItem: DEFAULT_MINUTES_PER_ITEM, adSpend: [] };
}

/**
 * GET /api/analytics/roi: the period's investment (each plan for the days
 * it was held in the period, at what it was billed (roi-plan-cost.ts), plus
 * the usage metered in it), what the deals closed in it brought in
 * (commissions), cost per lead, and time saved.
 * Each month's ad spend counts by the share of its days inside the period.
 */
export async function roiAnalytics(userId: string, period: AnalyticsPeriod, now = new Date(), source: FigureSource = 'auto'): Promise<RoiDto> {
  const range = await rangeOf(userId, period, now);
  const figures = await periodFigures(userId, range.timeZone, range.start, range.end, source);
  const [user, settings, leads, closed, usage, begun] = await Promise.all([
    findUser(userId),
    settingsOf(userId),
    figures.leadsCreated(range.start, range.end),
    figures.closedTotals(range.start, range.end),
    usageBetween(userId, range.start, range.end),
    figures.conversationsBegun(range.start, range.end),
  ]);
  const plan = hasActivePlan(user?.plan) ? (user!.plan as PlanTier) : null;
  const planMonthlyPrice = plan ? monthlyPriceUsd(plan) : 0;
  const planCost = cents(await planCostBetween(userId, range.start, range.end, { plan: user?.plan, createdAt: user?.createdAt }));
  const usageCost = cents(usage.amountMillicents / 100_000);
  const investment = cents(planCost + usageCost);
  const revenue = cents(closed.commission);

  const months = monthsOf(range);
  const touched = new Set(months.map((m) => m.month));
  const adSpend: AdSpendDto[] = settings.adSpend.filter((e) => touched.has(e.month)).map((e) => ({ month: e.month, source: e.source, amount: e.amount }));
  const spendBySource = new Map<AnalyticsSource, number>();
  for (const entry of adSpend) {
    const slice = months.find((m) => m.month === entry.month)!;
    const monthDays = DateTime.fromFormat(entry.month, 'yyyy-MM', { zone: range.timeZone }).daysInMonth ?? 30;
    const share = Math.min(1, (slice.end.getTime() - slice.start.getTime()) / DAY_MS / monthDays);
    spendBySource.set(entry.source, (spendBySource.get(entry.source) ?? 0) + entry.amount * share);
  }
  const leadsOf = (s: AnalyticsSource) => (s === 'other' ? leads.total - LEAD_SOURCES.reduce((n, k) => n + leads.bySource[k], 0) : leads.bySource[s]);
  const sources = ANALYTICS_SOURCES.filter((s) => spendBySource.has(s)).map((source) => {
    const spend = cents(spendBySource.get(source)!);
    const n = leadsOf(source);
    return { source, leads: n, adSpend: spend, costPerLead: n > 0 ? cents(spend / n) : null };
  });

  const conversations = begun.answered;
  const items = conversations + usage.aiCalls;
  return {
    range: toRangeDto(range),
    plan,
    planMonthlyPrice,
    planCost,
    usageCost,
    investment,
    revenue,
    closedDeals: closed.count,
    roi: investment > 0 ? oneDecimal((revenue - investment) / investment) : null,
    leads: leads.total,
    costPerLead: leads.total > 0 ? cents(investment / leads.total) : null,
    sources,
    adSpend,
    timeSaved: { conversations, calls: usage.aiCalls, minutesPerItem: settings.minutesPerItem, hours: oneDecimal((items * settings.minutesPerItem) / 60) },
  };
}

/** PUT /api/analytics/roi-settings: the minutes figure and/or one month's spend on one source (null removes it). */
export async function updateRoiSettings(userId: string, input: z.output<typeof RoiSettingsInput>): Promise<void> {
  const uid = new Types.ObjectId(userId);
  await RoiSettingsModel.updateOne({ userId: uid }, { $setOnInsert: { userId: uid, minutesPerItem: DEFAULT_MINUTES_PER_ITEM, adSpend: [] } }, { upsert: true });
  if (input.minutesPerItem !== undefined) await RoiSettingsModel.updateOne({ userId: uid }, { $set: { minutesPerItem: input.minutesPerItem } });
  if (input.adSpend) {
    const { month, source, amount } = input.adSpend;
    await RoiSettingsModel.updateOne({ userId: uid }, { $pull: { adSpend: { month, source } } });
    if (amount !== null) await RoiSettingsModel.updateOne({ userId: uid }, { $push: { adSpend: { month, source, amount } } });
  }
}
