/**
 * Wall-clock arithmetic in the agent's time zone with nothing but Intl.
 * Showings are booked in the agent's local hours, and those hours move
 * against UTC twice a year, so every conversion goes through the zone's real
 * offset at that instant instead of a fixed one.
 */
export const DEFAULT_TIME_ZONE = 'America/New_York';

export interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // hourCycle h23 so midnight is 0, not 24.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock in `timeZone` at `instant`, read by Intl (slow: formatToParts). */
function wallTimeByIntl(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/**
 * Zone offsets by quarter hour of UTC. Every zone changes its offset only
 * at a quarter-hour instant of UTC, so within one the offset Intl gave for
 * its start holds for all of it, and the wall time is plain arithmetic.
 * Finding free showing slots converts hundreds of instants per turn, and
 * formatToParts each time was the assistant's largest cost under load
 * (bench:phone profile).
 */
const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, number>();

function offsetOfQuarter(quarter: number, timeZone: string): number {
  const key = `${timeZone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR;
    const w = wallTimeByIntl(new Date(start), timeZone);
    offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - start;
    if (offsets.size >= 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall clock in `timeZone` at `instant`. */
export function toWallTime(instant: Date, timeZone: string): WallTime {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) return wallTimeByIntl(instant, timeZone);
  const local = new Date(ms + offsetOfQuarter(Math.floor(ms / QUARTER_HOUR), timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: local.getUTCDay(),
  };
}

/** Minutes the zone is ahead of UTC at `instant` (New York in winter: -300). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const w = toWallTime(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant at which the wall clock in `timeZone` reads the given time, or
 * null when that time does not exist (the hour skipped when clocks spring
 * forward). A repeated hour (clocks fall back) resolves to its first
 * occurrence.
 */
export function fromWallTime(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date | null {
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes: the offset guessed at the naive instant may be the other
  // side of a transition from the answer.
  const first = naive - offsetMinutes(new Date(naive), timeZone) * 60_000;
  const second = naive - offsetMinutes(new Date(first), timeZone) * 60_000;
  const candidates = [Math.min(first, second), Math.max(first, second)];
  for (const t of candidates) {
    const w = toWallTime(new Date(t), timeZone);
    if (w.year === year && w.month === month && w.day === day && w.hour === hour && w.minute === minute) return new Date(t);
  }
  return null;
}

/** Calendar date arithmetic without a zone: the date `n` days after y-m-d. */
export function addDays(year: number, month: number, day: number, n: number): { year: number; month: number; day: number } {
  const d = new Date(Date.UTC(year, month - 1, day + n));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Day of week (0 = Sunday) of a calendar date; a date has no zone. */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** "Tue, Nov 24 at 10:00 AM" in the agent's zone: how slots are read to leads. */
export function formatSlot(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts: Record<string, string> = {};
  const f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
  for (const p of f.formatToParts(new Date(iso))) parts[p.type] = p.value;
  return `${parts.weekday}, ${parts.month} ${parts.day} at ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** "Saturday, Nov 28": a YYYY-MM-DD day (a date has no zone), as a day is said to leads. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'short', day: 'numeric' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}

/** "9 AM", "5:30 PM": an "HH:MM" hour of the agent's day. */
export function formatHour(hhmm: string): string {
  const [h = 0, min = 0] = hhmm.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${min ? `:${String(min).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
}
