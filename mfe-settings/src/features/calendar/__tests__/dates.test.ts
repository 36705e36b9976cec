// @vitest-environment node
// Pure logic: nothing rendered, no DOM, so no jsdom to build.
import type { AppointmentDto } from '@leadnest/contracts';
import { describe, expect, it } from 'vitest';

import { addDays, inWeek, mondayOf, onDay, timeLabel, todayIn, upcomingFrom } from '../dates';

const appt = (id: string, date: string, time: string, status: 'scheduled' | 'cancelled' = 'scheduled') =>
  ({ id, date, time, status, scheduledAt: `${date}T${time}:00.000Z`, appointmentType: 'showing' }) as AppointmentDto;

describe('calendar days', () => {
  it('reads today in the agent’s zone, not the browser’s', () => {
    // 03:30 UTC on Nov 25 is still Nov 24 in New York and Los Angeles, already Nov 25 in Berlin.
    const now = new Date('2026-11-25T03:30:00Z');
    expect(todayIn('America/New_York', now)).toBe('2026-11-24');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-11-24');
    expect(todayIn('Europe/Berlin', now)).toBe('2026-11-25');
  });

  it('does date arithmetic that no clock change shifts, with weeks from Monday', () => {
    expect(addDays('2027-03-13', 1)).toBe('2027-03-14');
    expect(addDays('2027-11-06', 2)).toBe('2027-11-08');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(timeLabel('00:00')).toBe('12:00 AM');
    expect(timeLabel('14:00')).toBe('2:00 PM');
  });

  it('Upcoming is the next 5 from tomorrow; cancelled ones appear nowhere', () => {
    const all = [
      appt('t', '2026-11-24', '10:00'),
      ...Array.from({ length: 7 }, (_, i) => appt(`u${i}`, addDays('2026-11-25', i), '09:00')),
      appt('c', '2026-11-25', '08:00', 'cancelled'),
    ];
    expect(upcomingFrom(all, '2026-11-24').map((a) => a.id)).toEqual(['u0', 'u1', 'u2', 'u3', 'u4']);
    expect(onDay(all, '2026-11-24').map((a) => a.id)).toEqual(['t']);
    expect(inWeek(all, '2026-11-23').map((a) => a.id)).toEqual(['t', 'u0', 'u1', 'u2', 'u3', 'u4']);
  });
});
