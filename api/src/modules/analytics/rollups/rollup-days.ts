import { ALL_LEAD_SOURCES, LEAD_STAGES, QUALIFIED_STAGES } from '@leadnest/contracts';
import { DateTime } from 'luxon';

import { zoneDayStart } from '../../../lib/zone-days.js';
import { bookingDatesBetween } from '../../appointments/appointments.service.js';
import { conversationRollupRows } from '../../conversations/conversations.service.js';
import { leadRollupRows } from '../../leads/leads.service.js';
import type { DailyRollup, RollupBody } from './daily-rollup.model.js';

/*
 * One day's rollup from the owners' raw documents: the same
 * definitions as the raw figures (leads.analytics.ts,
 * conversations.analytics.ts, appointments.analytics.ts), bucketed by the
 * agent's calendar day. Used by the rebuild (a month at a time) and by the
 * refresh of days a write marked.
 */

export type DayRow = Omit<DailyRollup, '_id'>;

/** The calendar day of `instant` in `zone`, 'YYYY-MM-DD' (Luxon, as lib/zone-days.ts). */
export const dayKeyOf = (instant: Date, zone: string): string => DateTime.fromJSDate(instant, { zone }).toISODate()!;

/** The month of a day key ('YYYY-MM-DD' → 'YYYY-MM'). */
export const monthOfDay = (day: string): string => day.slice(0, 7);

/** The day keys a month spans: its first day, and the next month's first day. */
export function monthDays(month: string): { first: string; next: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, next: `${next}-01` };
}

/**
 * Which rollups to read for the day keys [from, to) when figures will be
 * asked for ranges cut at `cuts` (day keys) besides from and to: the whole
 * months inside it with no cut in them (from the monthly rollups), and the
 * rest as day spans [from, to) (from the daily ones), adjacent spans joined.
 */
export function readPlan(from: string, to: string, cuts: readonly string[] = []): { months: string[]; days: [string, string][] } {
  const months: string[] = [];
  const days: [string, string][] = [];
  for (let month = monthOfDay(from); `${month}-01` < to; month = monthDays(month).next.slice(0, 7)) {
    const { first, next } = monthDays(month);
    if (first >= from && next <= to && !cuts.some((c) => c > first && c < next)) {
      months.push(month);
      continue;
    }
    const span: [string, string] = [first > from ? first : from, next < to ? next : to];
    const last = days[days.length - 1];
    if (last && last[1] === span[0]) last[1] = span[1];
    else days.push(span);
  }
  return { months, days };
}

const ascending = (a: number, b: number) => a - b;

/** Sorted lists merged into one sorted list. */
function mergeSorted(lists: readonly number[][]): number[] {
  return lists.flat().sort(ascending);
}

/** Rollup bodies summed: counts added, samples merged in order (a month's from its days). */
export function sumBodies(rows: readonly RollupBody[]): RollupBody {
  const out: RollupBody = {
    leads: { total: 0, byStage: {}, bySource: {} },
    closed: { count: 0, commission: 0, withCommission: 0, salePrice: 0, cycleMs: [], contactMs: [] },
    bookings: 0,
    conversations: { byPlatform: {}, begun: 0, leadWrote: 0, answered: 0, booked: 0, hot: 0, hotQualified: 0 },
    responseMs: [],
  };
  const add = (into: Record<string, number>, from: Record<string, number>) => {
    for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + n;
  };
  for (const r of rows) {
    out.leads.total += r.leads.total;
    add(out.leads.byStage, r.leads.byStage);
    add(out.leads.bySource, r.leads.bySource);
    out.closed.count += r.closed.count;
    out.closed.commission += r.closed.commission;
    out.closed.withCommission += r.closed.withCommission;
    out.closed.salePrice += r.closed.salePrice;
    out.bookings += r.bookings;
    const c = out.conversations;
    for (const [platform, p] of Object.entries(r.conversations.byPlatform)) {
      const into = (c.byPlatform[platform] ??= { begun: 0, leadWrote: 0 });
      into.begun += p.begun;
      into.leadWrote += p.leadWrote;
    }
    c.begun += r.conversations.begun;
    c.leadWrote += r.conversations.leadWrote;
    c.answered += r.conversations.answered;
    c.booked += r.conversations.booked;
    c.hot += r.conversations.hot;
    c.hotQualified += r.conversations.hotQualified;
  }
  out.closed.cycleMs = mergeSorted(rows.map((r) => r.closed.cycleMs));
  out.closed.contactMs = mergeSorted(rows.map((r) => r.closed.contactMs));
  out.responseMs = mergeSorted(rows.map((r) => r.responseMs));
  return out;
}

const QUALIFIED = new Set<string>(QUALIFIED_STAGES);
const isDate = (d: unknown): d is Date => d instanceof Date;

function emptyDay(userId: DayRow['userId'], day: string): DayRow {
  return {
    userId,
    day,
    leads: { total: 0, byStage: Object.fromEntries(LEAD_STAGES.map((s) => [s, 0])), bySource: Object.fromEntries(ALL_LEAD_SOURCES.map((s) => [s, 0])) },
    closed: { count: 0, commission: 0, withCommission: 0, salePrice: 0, cycleMs: [], contactMs: [] },
    bookings: 0,
    conversations: { byPlatform: {}, begun: 0, leadWrote: 0, answered: 0, booked: 0, hot: 0, hotQualified: 0 },
    responseMs: [],
  };
}

/**
 * The day key of instants in [start, end) (zone midnights): Luxon finds the
 * span's midnights once, each instant is then placed among them by binary
 * search. Luxon per document (a zone offset through Intl each time) was a
 * third of a rebuild's CPU and a quarter of what it allocated.
 * Instants outside the span (none are read) still get Luxon's answer.
 */
export function dayLookup(zone: string, start: Date, end: Date): (at: Date) => string {
  const starts: number[] = [];
  const keys: string[] = [];
  for (let day = start; day < end; day = zoneDayStart(day, zone, { days: 1 })) {
    starts.push(day.getTime());
    keys.push(dayKeyOf(day, zone));
  }
  return (at) => {
    const t = at.getTime();
    if (starts.length === 0 || t < starts[0]! || t >= end.getTime()) return dayKeyOf(at, zone);
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= t) lo = mid;
      else hi = mid - 1;
    }
    return keys[lo]!;
  };
}

/** The non-empty days in [start, end) (zone midnights), each from the raw documents. */
export async function computeDays(userId: DayRow['userId'], zone: string, start: Date, end: Date): Promise<DayRow[]> {
  const owner = String(userId);
  const [leads, conversations, bookings] = await Promise.all([
    leadRollupRows(owner, start, end),
    conversationRollupRows(owner, start, end),
    bookingDatesBetween(owner, start, end),
  ]);
  const days = new Map<string, DayRow>();
  const keyOf = dayLookup(zone, start, end);
  const dayOf = (at: Date) => {
    const key = keyOf(at);
    let row = days.get(key);
    if (!row) days.set(key, (row = emptyDay(userId, key)));
    return row;
  };
  for (const lead of leads.created) {
    const d = dayOf(lead.createdAt).leads;
    d.total++;
    d.byStage[lead.stage] = (d.byStage[lead.stage] ?? 0) + 1;
    d.bySource[lead.source] = (d.bySource[lead.source] ?? 0) + 1;
  }
  for (const deal of leads.closed) {
    const c = dayOf(deal.closedAt).closed;
    c.count++;
    if (typeof deal.commission === 'number') {
      c.commission += deal.commission;
      c.withCommission++;
    }
    if (typeof deal.salePrice === 'number') c.salePrice += deal.salePrice;
    c.cycleMs.push(deal.closedAt.getTime() - deal.createdAt.getTime());
    if (deal.firstContactAt) c.contactMs.push(deal.closedAt.getTime() - deal.firstContactAt.getTime());
  }
  for (const at of bookings) dayOf(at).bookings++;
  for (const conv of conversations.begun) {
    const c = dayOf(conv.createdAt).conversations;
    const wrote = isDate(conv.firstLeadAt) && conv.firstLeadAt.getTime() >= 0;
    const platform = (c.byPlatform[conv.platform] ??= { begun: 0, leadWrote: 0 });
    platform.begun++;
    c.begun++;
    if (wrote) {
      platform.leadWrote++;
      c.leadWrote++;
      if (isDate(conv.scheduledShowing) && conv.scheduledShowing.getTime() >= 0) c.booked++;
    }
    if (typeof conv.firstResponseMs === 'number' && conv.firstResponseMs >= 0) c.answered++;
    if (conv.label === 'hot') {
      c.hot++;
      if (conv.leadStage && QUALIFIED.has(conv.leadStage)) c.hotQualified++;
    }
  }
  for (const r of conversations.responses) dayOf(r.firstLeadAt).responseMs.push(r.firstResponseMs);
  for (const row of days.values()) {
    row.closed.cycleMs.sort(ascending);
    row.closed.contactMs.sort(ascending);
    row.responseMs.sort(ascending);
  }
  return [...days.values()];
}
