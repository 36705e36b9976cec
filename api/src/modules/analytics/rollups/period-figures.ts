import { ALL_LEAD_SOURCES, type ConversationPlatform, LEAD_STAGES, type LeadSource, type LeadStage } from '@leadnest/contracts';

import { countBookingsBetween } from '../../appointments/appointments.service.js';
import { type ConversationsBegun, conversationsBegun, medianFirstResponseBetween } from '../../conversations/conversations.service.js';
import {
  closedDeals,
  type ClosedDealTotals,
  closedDealTotals,
  countLeadsBetween,
  type LeadsCreatedBreakdown,
  leadsCreatedBreakdown,
} from '../../leads/leads.service.js';
import { median } from '../analytics.period.js';
import type { RollupBody } from './daily-rollup.model.js';
import { dayKeyOf } from './rollup-days.js';

/*
 * The figures the endpoints are made of, over any day-aligned range, from
 * one of two sources with the same answers: the owners' raw documents (the
 * definitions, and the rollups' test oracle) or the agent's daily rollups.
 */

export interface ClosedDealFigures {
  totals: ClosedDealTotals;
  /** Median of closedAt − createdAt, ms (null without deals). */
  salesCycleMs: number | null;
  /** Median of closedAt − firstContactAt over the deals with a first contact, ms. */
  firstContactMs: number | null;
  dealsWithFirstContact: number;
}

export interface PeriodFigures {
  leadsCreated(start: Date, end: Date): Promise<LeadsCreatedBreakdown>;
  closedTotals(start: Date, end: Date): Promise<ClosedDealTotals>;
  closedDeals(start: Date, end: Date): Promise<ClosedDealFigures>;
  bookings(start: Date, end: Date): Promise<number>;
  leadsCreatedCount(start: Date, end: Date): Promise<number>;
  closedCount(start: Date, end: Date): Promise<number>;
  medianResponse(start: Date, end: Date): Promise<{ medianMs: number | null; answered: number }>;
  conversationsBegun(start: Date, end: Date): Promise<ConversationsBegun>;
}

/** From the raw documents (each call its own indexed reads). */
export function rawFigures(userId: string): PeriodFigures {
  return {
    leadsCreated: (s, e) => leadsCreatedBreakdown(userId, s, e),
    closedTotals: (s, e) => closedDealTotals(userId, s, e),
    async closedDeals(s, e) {
      const { totals, timings } = await closedDeals(userId, s, e);
      const contacted = timings.filter((t) => t.firstContactAt !== null);
      return {
        totals,
        salesCycleMs: median(timings.map((t) => t.closedAt.getTime() - t.createdAt.getTime())),
        firstContactMs: median(contacted.map((t) => t.closedAt.getTime() - t.firstContactAt!.getTime())),
        dealsWithFirstContact: contacted.length,
      };
    },
    bookings: (s, e) => countBookingsBetween(userId, s, e),
    leadsCreatedCount: (s, e) => countLeadsBetween(userId, 'createdAt', s, e),
    closedCount: (s, e) => countLeadsBetween(userId, 'closedAt', s, e),
    medianResponse: (s, e) => medianFirstResponseBetween(userId, s, e),
    conversationsBegun: (s, e) => conversationsBegun(userId, s, e),
  };
}

/**
 * median() of the rows' samples taken together, through one Float64Array
 * sorted natively: outside V8's heap and without a comparator call per
 * step, where concatenating then sorting a JS array (a year: ~50k samples
 * over three medians) cost conversions several ms and collector work.
 */
export function medianOf(lists: readonly (readonly number[])[]): { median: number | null; count: number } {
  let count = 0;
  for (const list of lists) count += list.length;
  if (count === 0) return { median: null, count };
  const all = new Float64Array(count);
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  const mid = count >> 1;
  return { median: count % 2 === 1 ? all[mid]! : (all[mid - 1]! + all[mid]!) / 2, count };
}

/** A rollup read for a period: a day's or a whole month's, spanning the day keys [from, to). */
export interface RollupSpan extends RollupBody {
  from: string;
  to: string;
}

/**
 * From the agent's rollups `rows` (in any order, covering every range asked,
 * in `zone`). A range asked must not cut a row (a month read whole but
 * asked for in part): that is a read plan that missed a cut, and throws.
 */
export function rollupFigures(rows: readonly RollupSpan[], zone: string): PeriodFigures {
  const within = (s: Date, e: Date) => {
    const from = dayKeyOf(s, zone);
    const to = dayKeyOf(e, zone);
    return rows.filter((r) => {
      if (r.from >= from && r.to <= to) return true;
      if (r.from < to && r.to > from) throw new Error(`analytics: the rollup of ${r.from}..${r.to} was read whole but ${from}..${to} is asked for`);
      return false;
    });
  };
  const sum = (list: readonly RollupSpan[], pick: (r: RollupSpan) => number) => list.reduce((n, r) => n + pick(r), 0);
  const closedTotals = (list: readonly RollupSpan[]): ClosedDealTotals => ({
    count: sum(list, (r) => r.closed.count),
    commission: sum(list, (r) => r.closed.commission),
    withCommission: sum(list, (r) => r.closed.withCommission),
    salePrice: sum(list, (r) => r.closed.salePrice),
  });
  return {
    async leadsCreated(s, e) {
      const list = within(s, e);
      const byStage = Object.fromEntries(LEAD_STAGES.map((st) => [st, sum(list, (r) => r.leads.byStage[st] ?? 0)])) as Record<LeadStage, number>;
      const bySource = Object.fromEntries(ALL_LEAD_SOURCES.map((so) => [so, sum(list, (r) => r.leads.bySource[so] ?? 0)])) as Record<LeadSource, number>;
      return { total: sum(list, (r) => r.leads.total), byStage, bySource };
    },
    closedTotals: async (s, e) => closedTotals(within(s, e)),
    async closedDeals(s, e) {
      const list = within(s, e);
      const contact = medianOf(list.map((r) => r.closed.contactMs));
      return {
        totals: closedTotals(list),
        salesCycleMs: medianOf(list.map((r) => r.closed.cycleMs)).median,
        firstContactMs: contact.median,
        dealsWithFirstContact: contact.count,
      };
    },
    bookings: async (s, e) => sum(within(s, e), (r) => r.bookings),
    leadsCreatedCount: async (s, e) => sum(within(s, e), (r) => r.leads.total),
    closedCount: async (s, e) => sum(within(s, e), (r) => r.closed.count),
    async medianResponse(s, e) {
      const sample = medianOf(within(s, e).map((r) => r.responseMs));
      return { medianMs: sample.median, answered: sample.count };
    },
    async conversationsBegun(s, e) {
      const list = within(s, e);
      const result: ConversationsBegun = { byPlatform: {}, begun: 0, leadWrote: 0, answered: 0, booked: 0, hot: 0, hotQualified: 0 };
      for (const { conversations: c } of list) {
        for (const [platform, p] of Object.entries(c.byPlatform)) {
          const into = (result.byPlatform[platform as ConversationPlatform] ??= { begun: 0, leadWrote: 0 });
          into.begun += p.begun;
          into.leadWrote += p.leadWrote;
        }
        result.begun += c.begun;
        result.leadWrote += c.leadWrote;
        result.answered += c.answered;
        result.booked += c.booked;
        result.hot += c.hot;
        result.hotQualified += c.hotQualified;
      }
      return result;
    },
  };
}
