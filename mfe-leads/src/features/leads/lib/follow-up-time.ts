import { FOLLOW_UP_MESSAGES, isPastFollowUp } from '@leadnest/contracts';
import { DateTime } from 'luxon';

import { FOLLOW_UP_HOURS } from './actions';

/** Minutes between the picker's times. */
export const FOLLOW_UP_STEP_MINUTES = 15;

/** A wall-clock date and `HH:MM` time as the picker holds them, in the agent's time zone. */
export interface FollowUpPick {
  date: string;
  time: string;
}

/**
 * The picker reads and writes times in the agent's own time zone (the
 * profile's, as Due today / Overdue and the reminder mail do), not the
 * browser's: an agent whose laptop is set elsewhere still picks 9:00 at home.
 * Luxon does the zone arithmetic (DST included); an unknown or missing zone
 * falls back to the browser's.
 */
const inZone = (ms: number, zone?: string): DateTime => {
  const dt = DateTime.fromMillis(ms, zone ? { zone } : {});
  return dt.isValid ? dt : DateTime.fromMillis(ms);
};

const pickAt = (dt: DateTime): FollowUpPick => ({ date: dt.toFormat('yyyy-MM-dd'), time: dt.toFormat('HH:mm') });

/** `YYYY-MM-DD` of a moment in the agent's zone (the date input's minimum). */
export const localDate = (d: Date, zone?: string) => inZone(d.getTime(), zone).toFormat('yyyy-MM-dd');

/**
 * The picker's first value: 24 hours from now (spec part 2 §4, §9), moved up
 * to the picker's next 15-minute step, in the agent's time zone.
 */
export function defaultFollowUp(now: Date = new Date(), zone?: string): FollowUpPick {
  const step = FOLLOW_UP_STEP_MINUTES * 60_000;
  const rounded = Math.ceil((now.getTime() + FOLLOW_UP_HOURS * 3600_000) / step) * step;
  return pickAt(inZone(rounded, zone));
}

/** An ISO time the lead already has → what the picker shows, in the agent's zone. */
export function pickOf(iso: string, zone?: string): FollowUpPick {
  return pickAt(inZone(Date.parse(iso), zone));
}

/** The pick (wall time in the agent's zone) as an ISO timestamp; null when incomplete. */
export function pickToIso(pick: FollowUpPick, zone?: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(pick.date) || !/^\d{2}:\d{2}$/.test(pick.time)) return null;
  let dt = DateTime.fromISO(`${pick.date}T${pick.time}`, zone ? { zone } : {});
  if (!dt.isValid && dt.invalidReason === 'unsupported zone') dt = DateTime.fromISO(`${pick.date}T${pick.time}`);
  return dt.isValid ? dt.toUTC().toISO() : null;
}

/** The picker's message for a pick: a time that has passed is refused (as the API does). */
export function pickError(pick: FollowUpPick, now = Date.now(), zone?: string): string | null {
  const iso = pickToIso(pick, zone);
  if (!iso) return 'Pick a date and a time.';
  return isPastFollowUp(iso, now) ? FOLLOW_UP_MESSAGES.past : null;
}
