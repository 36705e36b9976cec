import { EMPTY_UNDERSTOOD } from '@leadnest/contracts';
import { describe, expect, it } from 'vitest';

import { labelFor, LEAD_SCORING_THRESHOLDS, matchScript, respond, type RespondInput } from '..';

/**
 * Each AI setting the agent can change changes what the engine
 * does. Mon 23 Nov 2026, 10:00 in New York.
 */
const now = new Date('2026-11-23T15:00:00Z');
const base: RespondInput = { message: 'hi', now, channel: 'chat', turn: 1, agentName: 'Maya', brandName: 'Nest Realty' };
const QUALIFIED = "I'm Dana, dana@example.com, 404-555-1234, buying a 3 bed in Decatur for 450k, pre-approved, moving in 2 months";

describe('personality shapes the wording, never the facts', () => {
  it('words the same move differently per personality', () => {
    const replies = (['friendly', 'professional', 'energetic', 'consultative'] as const).map((personality) =>
      respond({ ...base, message: 'I want to buy a house', personality }),
    );
    expect(new Set(replies.map((r) => r.reply)).size).toBe(4);
    expect(new Set(replies.map((r) => JSON.stringify(r.action))).size).toBe(1);
    expect(replies[0]?.reply).toMatch(/^Thanks!/);
    expect(replies[1]?.reply).toMatch(/^Thank you\./);
    expect(replies[3]?.reply).toMatch(/only show you homes that fit/);
  });
});

describe('objectives shape what is asked', () => {
  it('asks what the chat objective names first; voice follows the phone objective', () => {
    const objectives = { chatObjective: 'Always get their email and phone first', phoneObjective: 'Ask which neighborhood they want' };
    const chat = respond({ ...base, message: 'I want to buy a house', objectives });
    const voice = respond({ ...base, message: 'I want to buy a house', objectives, channel: 'voice' });
    const plain = respond({ ...base, message: 'I want to buy a house' });
    expect(chat.reply).toMatch(/best phone number or email/);
    expect(voice.reply).toMatch(/areas or neighborhoods/);
    expect(plain.reply).toMatch(/price range/);
  });
});

describe('maxResponseLength caps every channel', () => {
  it.each(['chat', 'sms', 'voice'] as const)('%s', (channel) => {
    const long = respond({ ...base, channel, message: QUALIFIED, personality: 'consultative' });
    expect(long.reply.length).toBeGreaterThan(90);
    const capped = respond({ ...base, channel, message: QUALIFIED, personality: 'consultative', maxLength: 80 });
    expect(capped.reply.length).toBeLessThanOrEqual(80);
    expect(capped.reply.length).toBeGreaterThan(0);
  });
});

describe('leadScoring moves the hot/warm/cold thresholds', () => {
  it('labels the same score by the agent’s strictness', () => {
    expect(labelFor(65, 'low')).toBe('hot');
    expect(labelFor(65, 'medium')).toBe('warm');
    expect(labelFor(65, 'high')).toBe('warm');
    expect(labelFor(50, 'high')).toBe('cold');
    expect(labelFor(75, 'high')).toBe('warm');
    expect(LEAD_SCORING_THRESHOLDS.medium).toEqual({ hot: 70, warm: 40 });
  });

  it('respond() labels with the setting; the score itself does not change', () => {
    const message = 'buying a house for 450k, pre-approved, 404-555-1234';
    const low = respond({ ...base, message, leadScoring: 'low' });
    const high = respond({ ...base, message, leadScoring: 'high' });
    expect(low.score).toBeGreaterThanOrEqual(60);
    expect(low.score).toBeLessThan(80);
    expect(low.score).toBe(high.score);
    expect(low.label).toBe(labelFor(low.score, 'low'));
    expect(high.label).toBe(labelFor(high.score, 'high'));
    expect(low.label).not.toBe(high.label);
  });
});

describe('calendarIntegration off: no slots, the preferred time is asked and noted', () => {
  it('offers slots with the calendar on', () => {
    const out = respond({ ...base, message: QUALIFIED });
    expect(out.action.kind).toBe('offer-slots');
  });

  it('asks for a preferred time instead, then notes the time named, booking nothing', () => {
    const asked = respond({ ...base, message: QUALIFIED, calendarIntegration: false });
    expect(asked.action).toEqual({ kind: 'ask-time' });
    expect(asked.reply).toMatch(/What day and time would suit you for a showing\? Maya will confirm it/);
    expect(asked.memory.offered).toEqual([]);

    const noted = respond({ ...base, turn: 2, message: 'thursday at 2pm', previous: asked.understood, memory: asked.memory, calendarIntegration: false });
    expect(noted.action.kind).toBe('note-time');
    expect(noted.reply).toMatch(/noted Thu(rsday)?,? Nov(ember)? 26.* 2:00 PM as your preferred time/);
    expect(noted.stage).not.toBe('showing');
    expect(noted.memory.scheduled).toBeUndefined();

    const after = respond({ ...base, turn: 3, message: 'great thanks', previous: noted.understood, memory: noted.memory, calendarIntegration: false });
    expect(after.action).toEqual({ kind: 'handoff', reason: 'time-noted' });
  });

  it('a time named with the calendar on is booked instead', () => {
    const out = respond({ ...base, message: `${QUALIFIED}. Can I see it thursday at 2pm?` });
    expect(out.action.kind).toBe('book');
  });
});

describe('matchScript', () => {
  const scripts = [
    { id: 'a', triggers: ['open house'] },
    { id: 'b', triggers: ['rent'] },
    { id: 'c', triggers: ['open house sunday'] },
  ];
  it('matches whole words and phrases, case and accents ignored; the longest trigger wins', () => {
    expect(matchScript('Is the OPEN house this weekend?', scripts)?.id).toBe('a');
    expect(matchScript('open house Sunday?', scripts)?.id).toBe('c');
    expect(matchScript('I want to rent', scripts)?.id).toBe('b');
    expect(matchScript('my parents are moving', scripts)).toBeUndefined();
    expect(matchScript('hello', [])).toBeUndefined();
    expect(matchScript('¿Renta? No: rent.', scripts)?.id).toBe('b');
  });
  it('ignores blank triggers', () => {
    expect(matchScript('anything', [{ id: 'x', triggers: ['  '] }])).toBeUndefined();
  });
});

it('the empty understanding is untouched by settings', () => {
  expect(respond({ ...base, message: 'hi', calendarIntegration: false, leadScoring: 'high' }).understood.intent).toBe(EMPTY_UNDERSTOOD.intent);
});
