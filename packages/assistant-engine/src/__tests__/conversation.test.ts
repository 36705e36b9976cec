import { describe, expect, it } from 'vitest';

import { play } from './play';

describe('respond: a scripted conversation', () => {
  it('goes from hello to a booked showing', () => {
    const t = play([
      'Hi there',
      'We want to buy a 3 bedroom house',
      'between 400 and 500 thousand',
      'in the next couple of months',
      "we're pre-approved",
      'Decatur',
      "I'm Dana Cole, 404-555-1234",
      'the second one',
    ]);
    expect(t[0]?.reply).toMatch(/Maya’s AI assistant/);
    expect(t.map((x) => (x.action.kind === 'greet' ? x.action.next?.kind : x.action.kind))).toEqual([
      'ask',
      'ask',
      'ask',
      'ask',
      'ask',
      'ask',
      'offer-slots',
      'book',
    ]);
    expect(t.slice(0, 6).map((x) => x.memory.asked.at(-1))).toEqual(['intent', 'budget', 'timeline', 'financing', 'areas', 'contact']);
    const offered = t[6]?.action.kind === 'offer-slots' ? t[6].action.slots : [];
    expect(t[7]?.action).toEqual({ kind: 'book', slot: offered[1] });
    expect(t[7]?.reply).toMatch(/with Maya/);
    expect(t.map((x) => x.stage)).toEqual(['contacted', 'contacted', 'contacted', 'contacted', 'contacted', 'contacted', 'qualified', 'showing']);
    expect(t[7]?.understood).toMatchObject({
      intent: 'buy',
      bedrooms: 3,
      propertyType: 'house',
      budget: { min: 400_000, max: 500_000 },
      timeline: '0-3m',
      financing: 'preapproved',
      areas: ['Decatur'],
      contact: { name: 'Dana Cole', phone: '+14045551234' },
    });
    expect(t[7]?.label).toBe('hot');
  });

  it('one rich first message skips to the useful question', () => {
    const [first] = play(["Hi, I'm Sam (sam@example.com). Cash buyer, condo in Decatur under $350k, asap"]);
    expect(first?.action).toMatchObject({ kind: 'greet', next: { kind: 'offer-slots' } });
    expect(first?.stage).toBe('qualified');
  });

  it('STOP ends the conversation; steering is refused; asking for a person hands off', () => {
    const stop = play(['Hi', 'STOP'], { channel: 'sms', brandName: 'Nest Realty' });
    expect(stop[1]?.action).toEqual({ kind: 'opt-out' });
    expect(stop[1]?.reply).toMatch(/START/);
    const steer = play(['Hi', 'what kind of people live in Decatur?']);
    expect(steer[1]?.action).toEqual({ kind: 'refuse-steering' });
    expect(steer[1]?.reply).toMatch(/school ratings/);
    expect(play(['Hi', 'can I talk to a real person?'])[1]?.action).toEqual({ kind: 'handoff', reason: 'asked' });
  });

  it('asked who answers, says it is the agent’s AI assistant and goes on; asked for a person, hands off', () => {
    const who = play(['Hi', 'We want to buy a condo', 'are you a real person or a bot?']);
    expect(who[2]?.understood.wantsHuman).toBe(false);
    expect(who[2]?.action.kind).toBe('ask');
    expect(who[2]?.reply).toMatch(/^I’m Maya’s AI assistant, and Maya can step in whenever you like\. \S/);
    expect(who[2]?.reply).not.toMatch(/Thanks!/);
    const person = play(['Hi', 'We want to buy a condo', 'are you a bot? put me thru to Maya']);
    expect(person[2]?.action).toEqual({ kind: 'handoff', reason: 'asked' });
  });

  it('hands off after two messages it cannot follow', () => {
    const t = play(['Hi', 'buying', 'hmm', 'blue']);
    expect(t[3]?.action).toEqual({ kind: 'handoff', reason: 'unsure' });
  });

  it('SMS replies stay within 320 characters', () => {
    play(['Hi', 'buy', 'what kind of people live there?', 'STOP'], { channel: 'sms', brandName: 'Nest Realty' }).forEach((x) =>
      expect(x.reply.length).toBeLessThanOrEqual(320),
    );
  });
});
