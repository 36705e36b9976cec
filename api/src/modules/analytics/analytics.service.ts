import { DEFAULT_TIME_ZONE } from '@leadnest/assistant-engine';
import {
  type AiPerformanceDto,
  type AnalyticsConversionsDto,
  type AnalyticsDetailedDto,
  type AnalyticsPeriod,
  type AnalyticsSource,
  type ConversationPlatform,
  LEAD_SOURCES,
  type LeadStage,
  type MonthlyTrendDto,
  QUALIFIED_STAGES,
  REACHED_SHOWING_STAGES,
} from '@leadnest/contracts';

import { loadAgentSettings } from '../agent-settings/agent-settings.service.js';
import { growthPercent } from '../dashboard/dashboard.format.js';
import type { LeadsCreatedBreakdown } from '../leads/leads.service.js';
import { cents, monthsOf, oneDecimal, type PeriodRange, periodRange, toRangeDto, wholePercent } from './analytics.period.js';
import type { PeriodFigures } from './rollups/period-figures.js';
import { periodFigures } from './rollups/rollup-source.js';

/*
 * Analytics & Reports (spec part 2 §2). What each figure means is
 * written on its field in packages/contracts/src/analytics.ts; the
 * definitions it shares with the dashboard (conversion, response time,
 * appointments, change) are the dashboard's, computed by the same owners'
 * services over the period instead of the last 7 days. Each figure comes
 * from the agent's daily rollups when they are built (rollups/), else from
 * the raw documents: `source: 'raw'` forces the latter (the rollups' oracle).
 */

export type FigureSource = 'auto' | 'raw';

const DAY_MS = 24 * 3600_000;

/** The agent's period, read in their time zone (the dashboard's, from their availability). */
export async function rangeOf(userId: string, period: AnalyticsPeriod, now: Date): Promise<PeriodRange> {
  const settings = await loadAgentSettings(userId);
  return periodRange(period, settings?.availability.timeZone ?? DEFAULT_TIME_ZONE, now);
}

/**
 * The dashboard's signed whole percent, except against a previous period
 * that had nothing: there is no percentage of zero (the dashboard's '+100%'
 * would claim a doubling), so the card says it in words instead.
 */
const changeAgainst = (current: number, previous: number): string | null => (previous === 0 ? null : growthPercent(current, previous));

const countOf = (leads: LeadsCreatedBreakdown, stages: readonly LeadStage[]): number => stages.reduce((sum, s) => sum + leads.byStage[s], 0);
const seconds = (ms: number | null): number => (ms === null ? 0 : oneDecimal(ms / 1000));

function leadSourcesOf(leads: LeadsCreatedBreakdown): Record<AnalyticsSource, number> {
  const sources = Object.fromEntries(LEAD_SOURCES.map((s) => [s, leads.bySource[s]])) as Record<AnalyticsSource, number>;
  sources.other = leads.total - LEAD_SOURCES.reduce((sum, s) => sum + leads.bySource[s], 0);
  return sources;
}

/** Leads, bookings and closings per month of the period (indexed counts); none at all → [] (never sample months). */
async function monthlyTrendsOf(figures: PeriodFigures, range: PeriodRange): Promise<MonthlyTrendDto[]> {
  const trends = await Promise.all(
    monthsOf(range).map(async (m) => {
      const [leads, appointments, closed] = await Promise.all([
        figures.leadsCreatedCount(m.start, m.end),
        figures.bookings(m.start, m.end),
        figures.closedCount(m.start, m.end),
      ]);
      return { month: m.month, leads, appointments, closed };
    }),
  );
  return trends.some((t) => t.leads + t.appointments + t.closed > 0) ? trends : [];
}

/** GET /api/analytics/detailed: the Overview's cards (with their change), lead sources and monthly trends. */
export async function detailedAnalytics(
  userId: string,
  period: AnalyticsPeriod,
  now = new Date(),
  source: FigureSource = 'auto',
): Promise<AnalyticsDetailedDto> {
  const range = await rangeOf(userId, period, now);
  // Both periods from one read: the previous one ends where this one starts (a cut the read plan keeps whole months out of).
  const figures = await periodFigures(userId, range.timeZone, range.previousStart, range.end, source, [range.start]);
  const [leads, previousLeads, closed, previousClosed, booked, previousBooked, responseMs, monthlyTrends] = await Promise.all([
    figures.leadsCreated(range.start, range.end),
    figures.leadsCreated(range.previousStart, range.start),
    figures.closedTotals(range.start, range.end),
    figures.closedTotals(range.previousStart, range.start),
    figures.bookings(range.start, range.end),
    figures.bookings(range.previousStart, range.start),
    figures.medianResponse(range.start, range.end),
    monthlyTrendsOf(figures, range),
  ]);
  const summary = {
    totalLeads: leads.total,
    qualifiedLeads: countOf(leads, QUALIFIED_STAGES),
    appointmentsBooked: booked,
    closedDeals: closed.count,
    totalRevenue: cents(closed.commission),
  };
  const previous = {
    totalLeads: previousLeads.total,
    qualifiedLeads: countOf(previousLeads, QUALIFIED_STAGES),
    appointmentsBooked: previousBooked,
    closedDeals: previousClosed.count,
    totalRevenue: cents(previousClosed.commission),
  };
  const change = Object.fromEntries(
    Object.entries(summary).map(([k, v]) => [k, changeAgainst(v, previous[k as keyof typeof previous])]),
  ) as AnalyticsDetailedDto['change'];
  return {
    range: toRangeDto(range),
    ...summary,
    conversionRate: wholePercent(countOf(leads, REACHED_SHOWING_STAGES), leads.total),
    avgResponseTime: seconds(responseMs.medianMs),
    leadSources: leadSourcesOf(leads),
    monthlyTrends,
    previous,
    change,
  };
}

const days = (ms: number | null): number => (ms === null ? 0 : oneDecimal(ms / DAY_MS));

/** GET /api/analytics/conversions: the funnel of the period's leads, the revenue of its closed deals, and how long things took. */
export async function conversionAnalytics(
  userId: string,
  period: AnalyticsPeriod,
  now = new Date(),
  source: FigureSource = 'auto',
): Promise<AnalyticsConversionsDto> {
  const range = await rangeOf(userId, period, now);
  const figures = await periodFigures(userId, range.timeZone, range.start, range.end, source);
  const [leads, deals, responseMs] = await Promise.all([
    figures.leadsCreated(range.start, range.end),
    figures.closedDeals(range.start, range.end),
    figures.medianResponse(range.start, range.end),
  ]);
  const closed = deals.totals;
  // Averages divide the total rounded to cents: raw documents and daily rollups add the same commissions in a
  // different order, and the float noise of that order must not tip a half cent (18494.205 → .20 or .21).
  const commission = cents(closed.commission);
  const steps = [
    ['leads', leads.total],
    ['qualified', countOf(leads, QUALIFIED_STAGES)],
    ['appointments', countOf(leads, REACHED_SHOWING_STAGES)],
    ['closed', leads.byStage.closed],
  ] as const;
  return {
    range: toRangeDto(range),
    funnel: steps.map(([step, count]) => ({ step, count, percent: wholePercent(count, leads.total) })),
    revenue: {
      totalRevenue: commission,
      averageDealSize: closed.withCommission > 0 ? cents(commission / closed.withCommission) : 0,
      revenuePerLead: leads.total > 0 ? cents(commission / leads.total) : 0,
      salesVolume: cents(closed.salePrice),
      closedDeals: closed.count,
      dealsWithValue: closed.withCommission,
    },
    time: {
      avgResponseTimeMinutes: responseMs.medianMs === null ? 0 : oneDecimal(responseMs.medianMs / 60_000),
      answeredConversations: responseMs.answered,
      salesCycleDays: days(deals.salesCycleMs),
      firstContactToCloseDays: days(deals.firstContactMs),
      dealsWithFirstContact: deals.dealsWithFirstContact,
    },
  };
}

/**
 * The assistant's script on each channel: it greets, qualifies and offers
 * showings the same way per channel, so a channel is a script here until
 * agents write their own.
 */
export const SCRIPT_NAMES: Record<ConversationPlatform, string> = {
  website: 'Website chat',
  sms: 'Text messages (SMS)',
  voice: 'Phone calls',
  facebook: 'Facebook Messenger',
  instagram: 'Instagram direct messages',
};

/** GET /api/analytics/ai-performance: how the assistant did on the conversations begun in the period. */
export async function aiPerformance(userId: string, period: AnalyticsPeriod, now = new Date(), source: FigureSource = 'auto'): Promise<AiPerformanceDto> {
  const range = await rangeOf(userId, period, now);
  const figures = await periodFigures(userId, range.timeZone, range.start, range.end, source);
  const [begun, responseMs] = await Promise.all([figures.conversationsBegun(range.start, range.end), figures.medianResponse(range.start, range.end)]);
  const scripts = Object.entries(begun.byPlatform)
    .map(([platform, c]) => ({ name: SCRIPT_NAMES[platform as ConversationPlatform], usage: c.begun, engagement: wholePercent(c.leadWrote, c.begun) }))
    // Ties fall back to the name: the platforms' order in begun.byPlatform depends on which was met first, which
    // differs between the raw documents and the rollups, and an answer must not reorder between two reads.
    .sort((a, b) => b.engagement - a.engagement || b.usage - a.usage || a.name.localeCompare(b.name));
  return {
    range: toRangeDto(range),
    avgResponseTime: seconds(responseMs.medianMs),
    answeredConversations: responseMs.answered,
    engagementRate: wholePercent(begun.leadWrote, begun.begun),
    qualificationAccuracy: wholePercent(begun.hotQualified, begun.hot),
    appointmentBookingRate: wholePercent(begun.booked, begun.leadWrote),
    conversations: begun.leadWrote,
    topPerformingScripts: scripts,
  };
}
