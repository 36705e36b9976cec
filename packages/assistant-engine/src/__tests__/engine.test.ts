import { EMPTY_UNDERSTOOD, type Understood } from '@leadnest/contracts';
import { describe, expect, it } from 'vitest';

import { decide, type DecideState, nextStage, questionOrder, respond, scoreLead, SMS_MAX, speak } from '..';

const now = new Date('2026-11-23T15:00:00Z'); // Mon 10:00 New York
const buyer: Understood = { ...EMPTY_UNDERSTOOD, intent: 'buy' };
const state = (over: Partial<DecideState> = {}): DecideState => ({ understood: buyer, turn: 1, channel: 'chat', objectives: {}, booked: [], now, ...over });
const opts = { agentName: 'Maya', brandName: 'Nest Realty', channel: 'chat' as const };

describe('decide', () => {
  it('greets first, saying it is the agent’s AI assistant', () => {
    const action = decide(state({ turn: 0, understood: EMPTY_UNDERSTOOD }));
    expect(action).toEqual({ kind: 'greet', next: { kind: 'ask', field: 'intent' } });
    expect(speak(action, opts)).toMatch(/Maya’s AI assistant at Nest Realty/);
  });

  it('asks a buyer budget → timeline → financing → areas → contact', () => {
    expect(questionOrder('buy', 'chat', {})).toEqual(['budget', 'timeline', 'financing', 'areas', 'contact']);
    expect(decide(state())).toEqual({ kind: 'ask', field: 'budget' });
    expect(decide(state({ understood: { ...buyer, budget: { max: 1 } } }))).toEqual({ kind: 'ask', field: 'timeline' });
  });

  it('follows the objective’s order, per channel', () => {
    const objectives = { chatObjective: 'Get their phone number first, then ask where they want to live', phoneObjective: 'Confirm financing' };
    expect(questionOrder('buy', 'chat', objectives).slice(0, 2)).toEqual(['contact', 'areas']);
    expect(decide(state({ objectives }))).toEqual({ kind: 'ask', field: 'contact' });
    expect(decide(state({ objectives, channel: 'voice' }))).toEqual({ kind: 'ask', field: 'financing' });
  });

  it('never asks the same question twice; offers slots once qualified', () => {
    const action = decide(state({ asked: ['budget', 'timeline', 'financing', 'areas', 'contact'] }));
    expect(action.kind).toBe('offer-slots');
    if (action.kind !== 'offer-slots') return;
    expect(action.slots.length).toBeGreaterThanOrEqual(2);
    expect(action.slots.length).toBeLessThanOrEqual(3);
    // Two hours' notice: nothing before noon today.
    expect(Date.parse(action.slots[0] ?? '')).toBeGreaterThanOrEqual(Date.parse('2026-11-23T17:00:00Z'));
  });

  it('opt-out wins over everything; a paused AI stays silent', () => {
    expect(decide(state({ turn: 0, understood: { ...buyer, optOut: true, wantsHuman: true } }))).toEqual({ kind: 'opt-out' });
    const paused = decide(state({ aiPaused: true }));
    expect(speak(paused, opts)).toBe('');
  });

  it('hands off on request or after two misses; refuses steering', () => {
    expect(decide(state({ understood: { ...buyer, wantsHuman: true } }))).toEqual({ kind: 'handoff', reason: 'asked' });
    expect(decide(state({ misses: 2 }))).toEqual({ kind: 'handoff', reason: 'unsure' });
    expect(decide(state({ steering: true }))).toEqual({ kind: 'refuse-steering' });
  });

  it('books a named free time once contact is known, else asks for it', () => {
    const slot = '2026-11-24T15:00:00.000Z'; // Tue 10:00
    const withTime = { ...buyer, showingRequest: slot };
    expect(decide(state({ understood: withTime }))).toEqual({ kind: 'ask', field: 'contact' });
    const known = { ...withTime, contact: { name: 'Dana', phone: '+14045551234' } };
    expect(decide(state({ understood: known }))).toEqual({ kind: 'book', slot });
    // Taken: offers that day's free hours instead, never double-books.
    const taken = decide(state({ understood: known, booked: [{ start: slot, end: '2026-11-24T16:00:00.000Z' }] }));
    expect(taken.kind).toBe('offer-slots');
    if (taken.kind === 'offer-slots') expect(taken.slots).not.toContain(slot);
    // Saturday is off: the next free days.
    const weekend = decide(state({ understood: { ...known, showingRequest: '2026-11-28T15:00:00.000Z' } }));
    expect(weekend.kind === 'offer-slots' && weekend.slots[0]).toBe('2026-11-30T14:00:00.000Z');
  });
});

describe('speak', () => {
  it('words the same action per personality', () => {
    const texts = (['friendly', 'professional', 'enthusiastic', 'energetic', 'consultative'] as const).map((p) =>
      speak({ kind: 'ask', field: 'budget' }, { ...opts, personality: p }),
    );
    expect(new Set(texts).size).toBe(5);
    texts.forEach((t) => expect(t).toMatch(/price range/));
  });

  it('never asks a caller or texter for the number caller ID gave, only for what is missing', () => {
    const ask = { kind: 'ask', field: 'contact' } as const;
    expect(speak(ask, opts)).toMatch(/phone number or email/);
    const call = speak(ask, { ...opts, channel: 'voice', known: { phone: true } });
    expect(call).not.toMatch(/phone number|email/i);
    expect(call).toMatch(/name/);
    expect(speak(ask, { ...opts, channel: 'sms', known: { phone: true } })).not.toMatch(/phone number|email/i);
    expect(speak(ask, { ...opts, known: { name: true } })).not.toMatch(/name/);
    // Through the engine: a call's conversation starts with the caller's number known.
    const caller = { ...EMPTY_UNDERSTOOD, contact: { phone: '+18305550001' } };
    const out = respond({
      message: 'I want to buy a home',
      now,
      channel: 'voice',
      turn: 1,
      previous: caller,
      objectives: { phoneObjective: 'Get their name first' },
      agentName: 'Maya',
      booked: [],
    });
    expect(out.action).toEqual({ kind: 'ask', field: 'contact' });
    expect(out.reply).toMatch(/What name should I put this under\?/);
    expect(out.reply).not.toMatch(/phone number or email/);
  });

  it('reads slots in the agent’s zone', () => {
    expect(speak({ kind: 'offer-slots', slots: ['2026-11-24T15:00:00.000Z'] }, opts)).toMatch(/Tue, Nov 24 at 10:00 AM/);
  });

  it('caps SMS at 320 characters, at a sentence or a word', () => {
    const long = speak({ kind: 'greet', next: { kind: 'refuse-steering' } }, { ...opts, channel: 'sms', agentName: 'Maximiliana Featherstonehaugh' });
    expect(long.length).toBeLessThanOrEqual(SMS_MAX);
    expect(long).toMatch(/[.…]$/);
    expect(speak({ kind: 'refuse-steering' }, { ...opts, channel: 'sms' })).toMatch(/crime maps/);
  });
});

describe('stage and score', () => {
  const qualified: Understood = { ...buyer, budget: { max: 450_000 }, contact: { phone: '+14045551234' } };
  it('moves forward only, never out of lost/closed', () => {
    const ask = { kind: 'ask', field: 'budget' } as const;
    expect(nextStage('new', buyer, ask)).toBe('contacted');
    expect(nextStage('contacted', qualified, ask)).toBe('qualified');
    expect(nextStage('qualified', qualified, { kind: 'book', slot: 'x' })).toBe('showing');
    expect(nextStage('showing', buyer, ask)).toBe('showing');
    expect(nextStage('lost', qualified, { kind: 'book', slot: 'x' })).toBe('lost');
    expect(nextStage('closed', qualified, ask)).toBe('closed');
  });

  it('labels hot/warm/cold and ignores who the lead is', () => {
    const cold = scoreLead(EMPTY_UNDERSTOOD, { source: 'website', messageCount: 1 });
    expect(cold.label).toBe('cold');
    const hot = scoreLead(
      { ...qualified, timeline: 'asap', financing: 'cash', contact: { phone: '+14045551234', email: 'a@b.co' } },
      { source: 'website', messageCount: 5 },
    );
    expect(hot.label).toBe('hot');
    expect(hot.score).toBeLessThanOrEqual(100);
    const other = scoreLead(
      { ...qualified, areas: ['Anywhere'], bedrooms: 5, contact: { ...qualified.contact, name: 'Someone Else' } },
      { source: 'website', messageCount: 3 },
    );
    expect(other.score).toBe(scoreLead(qualified, { source: 'website', messageCount: 3 }).score);
  });
});
