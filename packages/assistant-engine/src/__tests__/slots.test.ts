import { describe, expect, it } from 'vitest';

import { DEFAULT_AVAILABILITY, formatSlot, freeSlots, fromWallTime, toWallTime } from '..';

const NY = 'America/New_York';

describe('freeSlots', () => {
  it('lists 09:00–16:00 local on a weekday, none at weekends', () => {
    // Fri 27 Nov – Sun 29 Nov 2026.
    const slots = freeSlots(DEFAULT_AVAILABILITY, [], '2026-11-27', 3, new Date('2026-11-01T00:00:00Z'));
    expect(slots).toHaveLength(8);
    expect(slots[0]).toBe('2026-11-27T14:00:00.000Z');
    expect(slots.at(-1)).toBe('2026-11-27T21:00:00.000Z');
  });

  it('excludes the past and booked hours', () => {
    const now = new Date('2026-11-23T15:30:00Z'); // Mon 10:30 local
    const booked = [{ start: '2026-11-23T17:00:00Z', end: '2026-11-23T18:00:00Z' }];
    const slots = freeSlots(DEFAULT_AVAILABILITY, booked, '2026-11-23', 1, now);
    // 10:00 has started, noon is booked.
    expect(slots.map((s) => toWallTime(new Date(s), NY).hour)).toEqual([11, 13, 14, 15, 16]);
    expect(slots).not.toContain('2026-11-23T17:00:00.000Z');
  });

  it('a 90-minute booking blocks both hours it touches', () => {
    const booked = [{ start: '2026-11-24T14:30:00Z', end: '2026-11-24T16:00:00Z' }];
    const slots = freeSlots(DEFAULT_AVAILABILITY, booked, '2026-11-24', 1, new Date('2026-11-01T00:00:00Z'));
    expect(slots).not.toContain('2026-11-24T14:00:00.000Z');
    expect(slots).not.toContain('2026-11-24T15:00:00.000Z');
    expect(slots).toContain('2026-11-24T16:00:00.000Z');
  });

  it('keeps local hours across the DST change (spring forward, Sun 8 Mar 2026)', () => {
    const open = {
      ...DEFAULT_AVAILABILITY,
      availableHours: {
        ...DEFAULT_AVAILABILITY.availableHours,
        sunday: { enabled: true, start: '00:00', end: '05:00' },
        monday: { enabled: true, start: '09:00', end: '10:00' },
      },
    };
    const slots = freeSlots(open, [], '2026-03-08', 2, new Date('2026-01-01T00:00:00Z'));
    // 00:00 and 01:00 EST, 02:00 does not exist, 03:00 and 04:00 EDT; Monday 09:00 EDT.
    expect(slots).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T08:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
    ]);
  });

  it('fall back (Sun 1 Nov 2026): 01:00 resolves to its first occurrence, 09:00 is EST', () => {
    expect(fromWallTime(2026, 11, 1, 1, 0, NY)?.toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(freeSlots(DEFAULT_AVAILABILITY, [], '2026-11-02', 1, new Date('2026-10-01T00:00:00Z'))[0]).toBe('2026-11-02T14:00:00.000Z');
    expect(freeSlots(DEFAULT_AVAILABILITY, [], '2026-10-30', 1, new Date('2026-10-01T00:00:00Z'))[0]).toBe('2026-10-30T13:00:00.000Z');
  });

  it('formats slots in the agent zone', () => {
    expect(formatSlot('2026-11-24T15:00:00.000Z', NY)).toBe('Tue, Nov 24 at 10:00 AM');
    expect(formatSlot('2026-11-24T15:00:00.000Z', 'America/Los_Angeles')).toBe('Tue, Nov 24 at 7:00 AM');
  });
});
