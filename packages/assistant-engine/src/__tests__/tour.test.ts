import { describe, expect, it } from 'vitest';

import { respond, type RespondInput } from '..';
import { wantsTour } from '../tour';

/**
 * A request to see a home, with or without a time, is a showing
 * request and (when nothing else says so) a buying intent. Without a time
 * the assistant answers with times, not with qualifying questions.
 * Mon 23 Nov 2026, 10:00 in New York.
 */
const now = new Date('2026-11-23T15:00:00Z');
const base: RespondInput = { message: 'hi', now, channel: 'sms', turn: 1, agentName: 'Maya' };

describe('wantsTour', () => {
  it.each([
    'can i come see it?',
    'book me a viewing pls',
    'any open houses?',
    'could you show us the townhouse',
    'podemos ver la casa?',
    'want to check out the place on ponce',
  ])('is a tour: %s', (m) => expect(wantsTour(m)).toBe(true));
  it.each(['see you then', 'let me see what my wife thinks', 'send me listings to look at', 'is there a virtual tour?', 'we want to buy a house'])(
    'is not a tour: %s',
    (m) => expect(wantsTour(m)).toBe(false),
  );
});

describe('a tour request without a time', () => {
  it('reads as a wanted showing and a buyer, and offers times at once', () => {
    const out = respond({ ...base, message: 'can I come see the house on Maple?' });
    expect(out.understood.wantsShowing).toBe(true);
    expect(out.understood.intent).toBe('buy');
    expect(out.understood.showingRequest).toBeUndefined();
    expect(out.action.kind).toBe('offer-slots');
    expect(out.memory.offered.length).toBeGreaterThan(0);
  });

  it('with the calendar off, asks when they would like to come instead', () => {
    const out = respond({ ...base, message: 'can I come see the house on Maple?', calendarIntegration: false });
    expect(out.action.kind).toBe('ask-time');
  });

  it('an apartment tour is a rental; a known intent is kept', () => {
    expect(respond({ ...base, message: 'can i see the apartment' }).understood.intent).toBe('rent');
    const seller = respond({ ...base, message: 'can we see it', previous: { ...respond({ ...base, message: 'we want to sell' }).understood } });
    expect(seller.understood.intent).toBe('sell');
  });

  it('a lead who already asked is not offered times again on every message', () => {
    const first = respond({ ...base, message: 'can we tour it?' });
    const next = respond({ ...base, message: 'budget is 400k', previous: first.understood, memory: first.memory });
    expect(next.understood.wantsShowing).toBe(true);
    expect(next.action.kind).toBe('ask');
  });

  it('picking an offered time says a showing is wanted', () => {
    const first = respond({ ...base, message: 'can we tour it?' });
    const pick = respond({ ...base, message: 'the first one', previous: first.understood, memory: first.memory });
    expect(pick.understood.showingRequest).toBe(first.memory.offered[0]);
    expect(pick.understood.wantsShowing).toBe(true);
  });
});
