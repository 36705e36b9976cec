import type { AnalyticsPeriod, AnalyticsRangeDto } from '@leadnest/contracts';
import { DateTime } from 'luxon';

import { zoneDayStart } from '../../lib/zone-days.js';

/**
 * How long each period is. Days are calendar days in the agent's zone (a
 * day with a clock change is 23 or 25 hours); '1y' is a calendar year.
 */
const LENGTH: Record<AnalyticsPeriod, { days?: number; years?: number }> = { '7d': { days: 7 }, '30d': { days: 30 }, '90d': { days: 90 }, '1y': { years: 1 } };
const negate = (d: { days?: number; years?: number }) => ({ days: -(d.days ?? 0), years: -(d.years ?? 0) });

export interface PeriodRange {
  period: AnalyticsPeriod;
  timeZone: string;
  start: Date;
  end: Date;
  /** The previous period of the same length, ending where this one starts. */
  previousStart: Date;
}

/**
 * The period ending with today in the agent's time zone: from midnight
 * `length` before tomorrow's midnight to tomorrow's midnight (so '7d' is
 * today and the six days before it).
 */
export function periodRange(period: AnalyticsPeriod, timeZone: string, now: Date): PeriodRange {
  const end = zoneDayStart(now, timeZone, { days: 1 });
  const start = zoneDayStart(end, timeZone, negate(LENGTH[period]));
  const previousStart = zoneDayStart(start, timeZone, negate(LENGTH[period]));
  return { period, timeZone, start, end, previousStart };
}

export interface MonthSlice {
  /** 'YYYY-MM' in the agent's zone. */
  month: string;
  start: Date;
  end: Date;
}

/** The months the range touches in its zone, each cut to the range's own days. */
export function monthsOf(range: Pick<PeriodRange, 'start' | 'end' | 'timeZone'>): MonthSlice[] {
  const months: MonthSlice[] = [];
  const end = DateTime.fromJSDate(range.end, { zone: range.timeZone });
  let cursor = DateTime.fromJSDate(range.start, { zone: range.timeZone }).startOf('month');
  while (cursor < end) {
    const next = cursor.plus({ months: 1 });
    months.push({
      month: cursor.toFormat('yyyy-MM'),
      start: new Date(Math.max(cursor.toMillis(), range.start.getTime())),
      end: new Date(Math.min(next.toMillis(), range.end.getTime())),
    });
    cursor = next;
  }
  return months;
}

export const toRangeDto = (range: PeriodRange): AnalyticsRangeDto => ({
  period: range.period,
  start: range.start.toISOString(),
  end: range.end.toISOString(),
  timeZone: range.timeZone,
});

/** The median of a list of numbers (the mean of the middle two for an even count); null when empty. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** part of whole, as a whole percent (the dashboard's percentOf, as a number); 0 when the whole is 0. */
export const wholePercent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** One decimal place. */
export const oneDecimal = (n: number): number => Math.round(n * 10) / 10;

/** Dollars to the cent. */
export const cents = (n: number): number => Math.round(n * 100) / 100;
