import { describe, expect, it } from 'vitest';

import { toWallTime } from '../time-zone';

/** What Intl itself says, the reference the quarter-hour offsets must match. */
const formats = new Map<string, Intl.DateTimeFormat>();
function byIntl(instant: Date, timeZone: string) {
  const parts: Record<string, string> = {};
  const f =
    formats.get(timeZone) ??
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
  formats.set(timeZone, f);
  for (const p of f.formatToParts(instant)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!),
  };
}

describe('toWallTime', () => {
  it('agrees with Intl around DST changes and in odd zones (every 17 minutes across the transitions)', () => {
    const zones = [
      'America/New_York',
      'America/Los_Angeles',
      'Europe/London',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'America/St_Johns',
      'UTC',
    ];
    const windows = [
      '2026-03-08T00:00:00Z',
      '2026-11-01T00:00:00Z',
      '2026-03-29T00:00:00Z',
      '2026-10-25T00:00:00Z',
      '2026-04-05T00:00:00Z',
      '2026-10-04T00:00:00Z',
    ];
    for (const zone of zones) {
      for (const start of windows) {
        for (let t = Date.parse(start); t < Date.parse(start) + 30 * 3_600_000; t += 17 * 60_000 + 13_000) {
          expect(toWallTime(new Date(t), zone), `${zone} ${new Date(t).toISOString()}`).toEqual(byIntl(new Date(t), zone));
        }
      }
    }
  }, 30_000);
});
