import { formatAgentTime } from '@leadnest/ui';

/**
 * Scheduling in the agent's time zone (docs/decisions/0013-agent-time-zone.md):
 * a datetime-local value means that wall-clock time in the profile's zone,
 * whatever the browser's zone is, and goes to the API as ISO 8601 with that
 * zone's offset at that moment.
 */

const parts = (at: Date, timeZone: string | undefined) => {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(f.formatToParts(at).find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
};

/** The zone's offset from UTC at `at`, in minutes (New York in winter: -300). */
function offsetMinutes(at: Date, timeZone: string | undefined): number {
  const p = parts(at, timeZone);
  return Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - at.getTime()) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-12-01T09:00` in `timeZone` → `2026-12-01T09:00:00-05:00`; undefined for anything else. */
export function zonedLocalToIso(local: string, timeZone: string | undefined): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return undefined;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(wall)) return undefined;
  // Twice: the offset at the guessed instant can differ from the one at the answer around a clock change.
  let offset = offsetMinutes(new Date(wall), timeZone);
  offset = offsetMinutes(new Date(wall - offset * 60_000), timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Now in `timeZone` as a datetime-local value (the picker's earliest choice). */
export function zonedNowLocal(timeZone: string | undefined, now: Date = new Date()): string {
  const p = parts(now, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** "Tue, Dec 1 at 9:00 AM" in the agent's zone. */
export function formatScheduled(iso: string, timeZone: string | undefined): string {
  const day = formatAgentTime(iso, timeZone, { weekday: 'short', month: 'short', day: 'numeric' });
  const time = formatAgentTime(iso, timeZone, { hour: 'numeric', minute: '2-digit' });
  return day && time ? `${day} at ${time}` : '';
}

/** "Nov 27, 2026, 9:00 AM" in the agent's zone: when a version went live. */
export const formatWhen = (iso: string, timeZone: string | undefined) =>
  formatAgentTime(iso, timeZone, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
