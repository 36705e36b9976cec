import { describe, expect, it } from 'vitest';

import { DEFAULT_AVAILABILITY, respond, type RespondInput } from '..';

// A date alone is a date (docs/decisions/0038-whole-conversations.md): the
// assistant asks for a time that day or offers the agent's free hours that
// day; it never turns the day into midnight, and never notes a time outside
// the agent's hours.
const now = new Date('2026-11-27T15:00:00Z'); // Friday 10:00 in New York
const base: RespondInput = { message: 'hi', now, channel: 'chat', turn: 1, agentName: 'Demo', previous: undefined };
const WEEKEND_TOO = {
  ...DEFAULT_AVAILABILITY,
  availableHours: { ...DEFAULT_AVAILABILITY.availableHours, saturday: { enabled: true, start: '10:00', end: '16:00' } },
};
const KNOWN = "I'm Dana Reyes, dana@example.com, buying a 3 bed house in Decatur for 450k, pre-approved, moving in 2 months";

const anyMidnight = /12:00 AM|12 AM|midnight/i;

describe('a showing day named without a time', () => {
  it('with the calendar off, asks for a time that day within the agent’s hours, and notes none', () => {
    const out = respond({ ...base, message: `${KNOWN}. Can I see the house tomorrow?`, calendarIntegration: false, availability: WEEKEND_TOO });
    expect(out.understood.showingDay).toBe('2026-11-28');
    expect(out.understood.showingRequest).toBeUndefined();
    expect(out.action).toEqual({ kind: 'ask-time', day: '2026-11-28', hours: { start: '10:00', end: '16:00' } });
    expect(out.reply).toContain('What time on Saturday, Nov 28 would suit you? Demo shows homes from 10 AM to 4 PM that day');
    expect(out.reply).not.toMatch(anyMidnight);
    expect(out.memory.noted).toBeUndefined();

    // The time they answer is on that day, and is what gets noted.
    const noted = respond({
      ...base,
      turn: 2,
      message: '2pm works',
      previous: out.understood,
      memory: out.memory,
      calendarIntegration: false,
      availability: WEEKEND_TOO,
    });
    expect(noted.action).toEqual({ kind: 'note-time', time: '2026-11-28T19:00:00.000Z' });
    expect(noted.reply).toContain('Sat, Nov 28 at 2:00 PM');
  });

  it('on a day the agent shows no homes, says so and asks for another day', () => {
    const out = respond({ ...base, message: `${KNOWN}. Can I see the house tomorrow?`, calendarIntegration: false });
    expect(out.action).toEqual({ kind: 'ask-time', day: '2026-11-28', hours: null });
    expect(out.reply).toContain('Demo doesn’t show homes on Saturdays. What other day and time would suit you?');
  });

  it('with the calendar on, a day and time the agent shows no homes is answered with other days, saying why', () => {
    const out = respond({ ...base, message: `${KNOWN}. Can I see the house Saturday at 1pm?` });
    expect(out.action.kind).toBe('offer-slots');
    expect(out.action).toMatchObject({ dayOff: '2026-11-28' });
    expect(out.reply).toMatch(/^Demo doesn’t show homes on Saturdays\. Here are a few times that work: 1\) Mon, Nov 30/);
    // A day alone on a day off says it too; a working day does not.
    const dayAlone = respond({ ...base, message: `${KNOWN}. Can I see the house Sunday?` });
    expect(dayAlone.reply).toMatch(/^Demo doesn’t show homes on Sundays\. /);
    const working = respond({ ...base, message: `${KNOWN}. Can I see the house Monday?` });
    expect(working.action.kind).toBe('offer-slots');
    expect(working.reply).not.toMatch(/doesn’t show homes/);
  });

  it('a bare time after it is noted on the agent’s next working day, not answered with the same question', () => {
    const out = respond({ ...base, message: `${KNOWN}. Can I see the house tomorrow?`, calendarIntegration: false });
    const next = respond({ ...base, turn: 2, message: '2pm', previous: out.understood, memory: out.memory, calendarIntegration: false });
    // Saturday is off; Monday 30 Nov 14:00 in New York is 19:00Z, within 9–5.
    expect(next.action).toEqual({ kind: 'note-time', time: '2026-11-30T19:00:00.000Z', dayOff: '2026-11-28' });
    expect(next.reply).toBe(
      'Demo doesn’t show homes on Saturdays, so I’ve noted Mon, Nov 30 at 2:00 PM as your preferred time instead, and Demo will confirm it with you shortly.',
    );
    expect(next.reply).not.toBe(out.reply);
    // The turn after does not note it again.
    const after = respond({ ...base, turn: 3, message: 'thanks', previous: next.understood, memory: next.memory, calendarIntegration: false });
    expect(after.action.kind).not.toBe('note-time');
    // Outside the hours of every working day (9 PM): nothing is noted.
    const late = respond({ ...base, turn: 2, message: '9pm', previous: out.understood, memory: out.memory, calendarIntegration: false });
    expect(late.action.kind).not.toBe('note-time');
  });

  it('a day off named with its time in one message is answered with the day off, not moved', () => {
    const out = respond({ ...base, message: `${KNOWN}. Can I see the house tomorrow at 2pm?`, calendarIntegration: false });
    expect(out.action).toEqual({ kind: 'ask-time', day: '2026-11-28', hours: null });
  });

  it('with the calendar on, offers that day’s free hours', () => {
    const out = respond({ ...base, message: `${KNOWN}. Could we tour it Monday?`, availability: WEEKEND_TOO });
    expect(out.understood.showingDay).toBe('2026-11-30');
    expect(out.action.kind).toBe('offer-slots');
    const slots = out.action.kind === 'offer-slots' ? out.action.slots : [];
    expect(slots.length).toBeGreaterThan(0);
    // Monday 30 Nov in New York (UTC-5) runs from 05:00Z to 05:00Z the next day.
    for (const slot of slots) expect(slot >= '2026-11-30T05:00:00.000Z' && slot < '2026-12-01T05:00:00.000Z', slot).toBe(true);
    expect(out.reply).not.toMatch(anyMidnight);
  });

  it('"open house this weekend" is a day, not 12 AM or 5 AM', () => {
    const out = respond({ ...base, message: 'can we visit the property this weekend', calendarIntegration: false, availability: WEEKEND_TOO });
    expect(out.understood.showingDay).toBe('2026-11-28');
    expect(out.understood.showingRequest).toBeUndefined();
    expect(out.reply).not.toMatch(/12:00 AM|5:00 AM|midnight/);
  });
});

describe('a showing time outside the agent’s hours, with the calendar off', () => {
  it('is not noted: the hours of that day are said, once', () => {
    const out = respond({ ...base, message: `${KNOWN}. Can I see it Monday at 8pm?`, calendarIntegration: false });
    expect(out.action).toEqual({ kind: 'ask-time', day: '2026-11-30', hours: { start: '09:00', end: '17:00' } });
    expect(out.reply).toContain('What time on Monday, Nov 30 would suit you? Demo shows homes from 9 AM to 5 PM that day');
    const next = respond({ ...base, turn: 2, message: 'ok 3pm then', previous: out.understood, memory: out.memory, calendarIntegration: false });
    expect(next.action).toEqual({ kind: 'note-time', time: '2026-11-30T20:00:00.000Z' });
  });
});
