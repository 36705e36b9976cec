import { fromWallTime } from '@leadnest/assistant-engine';
import { describe, expect, it } from 'vitest';

import { zoneDayStart, zoneWeek } from '../zone-days.js';

describe('zone days (one helper for analytics periods and the dashboard week)', () => {
  it('finds the zone midnight of a day, and of days, months and years away from it', () => {
    const at = new Date('2030-03-10T12:00:00Z'); // Sunday; Los Angeles moves to PDT at 02:00 that day
    expect(zoneDayStart(at, 'America/Los_Angeles').toISOString()).toBe('2030-03-10T08:00:00.000Z');
    expect(zoneDayStart(at, 'America/Los_Angeles', { days: 1 }).toISOString()).toBe('2030-03-11T07:00:00.000Z');
    expect(zoneDayStart(at, 'America/Los_Angeles', { years: -1 }).toISOString()).toBe('2029-03-10T08:00:00.000Z');
    expect(zoneDayStart(at, 'Asia/Tokyo', { months: -1 }).toISOString()).toBe('2030-02-09T15:00:00.000Z');
  });

  it('starts a day whose midnight a clock change skips at 01:00', () => {
    expect(zoneDayStart(new Date('2024-09-08T15:00:00Z'), 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z');
  });

  it('cuts weeks at the midnights the engine’s wall-time helpers give', () => {
    for (const zone of ['America/Los_Angeles', 'Europe/Berlin', 'Asia/Tokyo', 'America/Santiago']) {
      for (let day = 0; day < 40; day++) {
        const at = new Date(Date.UTC(2024, 8, 1 + day, (day * 7) % 24));
        const { start, end } = zoneWeek(at, zone);
        expect(at >= start && at < end).toBe(true);
        // Monday in the zone, at its first wall time of the day.
        const local = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(
          start,
        );
        const part = (t: string) => Number(local.find((p) => p.type === t)!.value);
        expect(local.find((p) => p.type === 'weekday')!.value).toBe('Mon');
        const engine = fromWallTime(part('year'), part('month'), part('day'), 0, 0, zone) ?? fromWallTime(part('year'), part('month'), part('day'), 1, 0, zone);
        expect(start.toISOString()).toBe(engine!.toISOString());
      }
    }
  });
});
