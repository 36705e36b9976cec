import { formatAgentTime } from '@leadnest/ui';

/**
 * Dates and times in the agent's time zone (the profile's; the browser's
 * when it has none), through the shared formatter (docs/decisions/0013-agent-time-zone.md).
 */

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of `instant` in `timeZone` ('en-CA' writes a day so): two instants are on the same day when these are equal. */
export function dayIn(instant: Date, timeZone: string | undefined): string {
  let f = dayFormats.get(timeZone ?? '');
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone ?? '', f);
  }
  return f.format(instant);
}

/** "2:00 PM" in `timeZone`. */
export function timeIn(iso: string, timeZone: string | undefined): string {
  return formatAgentTime(iso, timeZone, TIME);
}
