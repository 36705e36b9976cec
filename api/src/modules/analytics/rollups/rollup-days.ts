import { ALL_LEAD_SOURCES, LEAD_STAGES, QUALIFIED_STAGES } from '@leadnest/contracts';
import { DateTime } from 'luxon';
import { bookingDatesBetween } from '../../appointments/appointments.service.js';
import { conversationRollupRows } from '../../conversations/conversations.service.js';
import { leadRollupRows } from '../../leads/leads.service.js';
import type { DailyRollup } from './daily-rollup.model.js';

/*
 * One day's rollup from the owners' raw documents (issue 21): the same
 * definitions as the raw figures (leads.analytics.ts,
 * conversations.analytics.ts, appointments.analytics.ts), bucketed by the
 * agent's calendar day. Used by the rebuild (a month at a time) and by the
 * refresh of days a write marked.
 */

export type DayRow = Omit<DailyRollup, '_id'>;

/** The calendar day of `instant` in `zone`, 'YYYY-MM-DD' (Luxon, as lib/zone-days.ts). */
export const dayKeyOf = (instant: Date, zone: string): string => DateTime.fromJSDate(instant, { zone }).toISODate()!;

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

const ascending = (a: number, b: number) => a - b;

/** The non-empty days in [start, end) (zone midnights), each from the raw documents. */
export async function computeDays(userId: DayRow['userId'], zone: string, start: Date, end: Date): Promise<DayRow[]> {
  const owner = String(userId);
  const [leads, conversations, bookings] = await Promise.all([leadRollupRows(owner, start, end), conversationRollupRows(owner, start, end), bookingDatesBetween(owner, start, end)]);
  const days = new Map<string, DayRow>();
  const dayOf = (at: Date) => {
    const key = dayKeyOf(at, zone);
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
