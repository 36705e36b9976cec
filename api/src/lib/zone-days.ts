import { DateTime, type DurationLike } from 'luxon';

/*
 * Calendar days in an agent's time zone, the one way the API finds a zone's
 * midnights (Luxon): analytics' periods and the dashboard's week both come
 * from here, so they cut days at the same instants. A midnight skipped by a
 * clock change (America/Santiago in September) starts the day at 01:00.
 */

/** The midnight in `timeZone` that starts the calendar day `shift` away (days, months, years) from `instant`'s day there. */
export function zoneDayStart(instant: Date, timeZone: string, shift: DurationLike = {}): Date {
  return DateTime.fromJSDate(instant, { zone: timeZone }).startOf('day').plus(shift).startOf('day').toJSDate();
}

/** The calendar week of `instant` in `timeZone`: Monday's midnight to the next Monday's. */
export function zoneWeek(instant: Date, timeZone: string): { start: Date; end: Date } {
  const back = DateTime.fromJSDate(instant, { zone: timeZone }).weekday - 1;
  return { start: zoneDayStart(instant, timeZone, { days: -back }), end: zoneDayStart(instant, timeZone, { days: 7 - back }) };
}
