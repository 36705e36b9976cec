import { EMPTY_UNDERSTOOD } from '@leadnest/contracts';
import { describe, expect, it } from 'vitest';

import { respond } from '..';
import { MONDAY_10AM, play } from './play';

/**
 * Nothing is said twice in a row (docs/decisions/0038-whole-conversations.md):
 * times on offer are not offered again word for word, a contact asked for is
 * asked again only once and in other words, a refusal of the times asks for
 * a better one, and a hand-off repeated says it differently.
 */
const kinds = (turns: ReturnType<typeof play>) => turns.map((t) => (t.action.kind === 'greet' ? t.action.next?.kind : t.action.kind));
const noneTwiceInARow = (turns: ReturnType<typeof play>) => turns.slice(1).forEach((t, i) => expect(t.reply).not.toBe(turns[i]!.reply));

describe('a time asked for on a day the agent takes off', () => {
  it('is answered with other times once; the lead’s next facts get the next question, then the times in other words', () => {
    const t = play([
      'Could we see the 2 bed in Kirkwood Saturday at 1?',
      'we’re looking to rent, under 1900 a month',
      'Lena Ortiz 404-555-0199',
      'the second one',
    ]);
    expect(kinds(t)).toEqual(['offer-slots', 'ask', 'offer-slots', 'book']);
    expect(t[0]!.reply).toMatch(/Maya doesn’t show homes on Saturdays/);
    expect(t[1]!.reply).toBe('Thanks! When are you hoping to move?');
    const offered = t[0]!.memory.offered;
    expect(t[2]!.action).toEqual({ kind: 'offer-slots', slots: offered, again: true });
    expect(t[2]!.reply).toMatch(/^Thanks! Would one of these times work for you: 1\) Mon, Nov 30 at 9:00 AM; 2\)/);
    expect(t[3]!.action).toEqual({ kind: 'book', slot: offered[1] });
    noneTwiceInARow(t);
  });
});

describe('times on offer that the lead does not pick', () => {
  it('are asked about once more, then the agent finds a time with them', () => {
    const t = play([
      'buying in Decatur, up to 400k, preapproved, moving next month. Dana Whitfield 404-555-0123',
      'cool',
      'we might look in Kirkwood too',
      'ok',
    ]);
    expect(kinds(t)).toEqual(['offer-slots', 'offer-slots', 'handoff', 'handoff']);
    expect(t[1]!.reply).toMatch(/^Thanks! Would one of these times work for you/);
    expect(t[2]!.action).toEqual({ kind: 'handoff', reason: 'no-slots' });
    expect(t[2]!.reply).toBe('Maya will reach out personally to find a time that works for you.');
    // Writing on after a hand-off: the same hand-off in other words, never the same sentence twice in a row.
    expect(t[3]!.action).toEqual({ kind: 'handoff', reason: 'no-slots', again: true });
    expect(t[3]!.reply).toBe('Maya has your message and will be in touch soon.');
    noneTwiceInARow(t);
  });

  it('are asked about again without one booked by someone else meanwhile', () => {
    const [first] = play(['buying in Decatur, up to 400k, preapproved, moving next month. Dana Whitfield 404-555-0123']);
    const [gone, ...free] = first!.memory.offered;
    const next = respond({
      message: 'cool',
      now: new Date(MONDAY_10AM.getTime() + 60_000),
      channel: 'chat',
      turn: 1,
      previous: first!.understood,
      memory: first!.memory,
      agentName: 'Maya',
      booked: [{ start: gone!, end: new Date(Date.parse(gone!) + 3_600_000).toISOString() }],
    });
    expect(next.action).toEqual({ kind: 'offer-slots', slots: free, again: true });
  });
});

describe('“none of those work”', () => {
  it('asks for a better day and time, and offers the day named', () => {
    const t = play([
      'Hi, I’m Sam Reyes, 404-555-0101. Can I come see the townhouse on Ponce?',
      'none of those work for me',
      'how about thursday',
      '2nd one works',
    ]);
    expect(kinds(t)).toEqual(['offer-slots', 'ask-time', 'offer-slots', 'book']);
    expect(t[1]!.reply).toBe('No problem. What day and time would suit you better?');
    expect(t[1]!.memory.offered).toEqual([]);
    expect(t[2]!.reply).toMatch(/Thu, Nov 26 at/);
    expect(t[3]!.action).toEqual({ kind: 'book', slot: t[2]!.memory.offered[1] });
  });

  it('is not a pick: “no one” and “neither” choose no time', () => {
    for (const refusal of [
      'neither one',
      'sorry, can’t make any of those',
      'those times don’t work',
      'do you have anything later?',
      'a different day would be better',
    ]) {
      const t = play(['Hi, I’m Sam Reyes, 404-555-0101. Can I come see the townhouse on Ponce?', refusal]);
      expect(t[1]!.action, refusal).toEqual({ kind: 'ask-time', declined: true });
    }
  });
});

describe('the contact for a free time asked for', () => {
  it('is asked again once, saying the time is held, and then left to the agent', () => {
    const t = play(['Could I see the house on Elm on Tuesday at 2?', 'why do you need that', 'hmm', 'no']);
    expect(t[0]!.reply).toMatch(/What’s your name and the best phone number or email to reach you\?$/);
    expect(t[1]!.action).toEqual({ kind: 'ask', field: 'contact', hold: '2026-11-24T19:00:00.000Z' });
    expect(t[1]!.reply).toBe('I can hold Tue, Nov 24 at 2:00 PM for you. What name and phone number or email should I put it under?');
    expect(t.slice(2).map((x) => x.action.kind)).toEqual(['handoff', 'handoff']);
    noneTwiceInARow(t);
  });

  it('is not needed twice when caller ID reaches the lead: the time is booked without a name', () => {
    const t = play(['Could I see the house on Elm on Tuesday at 2?', 'why do you need that'], {
      channel: 'sms',
      previous: { ...EMPTY_UNDERSTOOD, contact: { phone: '+14045550111' } },
    });
    expect(t[0]!.reply).toMatch(/What name should I put this under\? I’ll reach you at this number\.$/);
    expect(t[1]!.action).toEqual({ kind: 'book', slot: '2026-11-24T19:00:00.000Z' });
  });

  it('names what is missing when the name is known', () => {
    const t = play(['I’m Ana. Could I see the house on Elm on Tuesday at 2?', 'why?']);
    expect(t[1]!.reply).toBe('I can hold Tue, Nov 24 at 2:00 PM for you. What’s a phone number or email where Maya can reach you?');
  });
});
