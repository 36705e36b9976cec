import { EMPTY_UNDERSTOOD } from '@leadnest/contracts';
import { describe, expect, it } from 'vitest';

import { isSteeringQuestion, understand } from '..';

// Monday 23 Nov 2026, 10:00 in New York.
const now = new Date('2026-11-23T15:00:00Z');
const u = (message: string, serviceAreas: string[] = ['Decatur', 'Buckhead']) => understand(message, { now, serviceAreas });

describe('budget', () => {
  it.each([
    ['My budget is $450k', { max: 450_000 }],
    ['we can do 450,000', { max: 450_000 }],
    ['between 400 and 500 thousand', { min: 400_000, max: 500_000 }],
    ['under half a million', { max: 500_000 }],
    ['looking around 1.2m', { min: 1_080_000, max: 1_320_000, around: 1_200_000 }],
    ['1.2m', { max: 1_200_000 }],
    ['four hundred fifty thousand tops', { max: 450_000 }],
    ['$400k to $550k', { min: 400_000, max: 550_000 }],
    ['at least 300k', { min: 300_000 }],
  ])('%s', (message, budget) => expect(u(message).budget).toEqual(budget));

  it('ignores sizes, zip codes, years and phone numbers', () => {
    expect(u('3 bed 2 bath 1800 sq ft near 30030, moving in 2027, call 404-555-1234').budget).toEqual({});
  });
});

describe('facts', () => {
  it.each([
    ['we want to buy a house', 'buy'],
    ['thinking of selling my condo', 'sell'],
    ['looking for an apartment to rent', 'rent'],
    ['I want an investment property', 'invest'],
    ['what is my home worth?', 'valuation'],
    ['hello', 'other'],
  ] as const)('intent: %s', (m, intent) => expect(u(m).intent).toBe(intent));

  it.each([
    ['3 bed', 3],
    ['three bedrooms please', 3],
    ['a 4br house', 4],
  ])('bedrooms: %s', (m, n) => expect(u(m).bedrooms).toBe(n));

  it.each([
    ['a condo downtown', 'condo'],
    ['townhome with a yard', 'townhouse'],
    ['a duplex', 'multi-family'],
    ['5 acres of land', 'land'],
    ['single-family house', 'house'],
  ] as const)('property type: %s', (m, t) => expect(u(m).propertyType).toBe(t));

  it.each([
    ['asap please', 'asap'],
    ['next month', '0-3m'],
    ['this summer', '6-12m'],
    // The bucket named 6-12m includes 12 months; past it is 12m+.
    ['in a year', '6-12m'],
    ['in 13 months', '12m+'],
    ['within the next year', '6-12m'],
    ['by spring', '3-6m'],
    ['in a couple of months', '0-3m'],
    ['in 4 months', '3-6m'],
    ['in two weeks', 'asap'],
    ['in six weeks', '0-3m'],
    ['just browsing for now', undefined],
  ] as const)('timeline: %s', (m, t) => expect(u(m).timeline).toBe(t));

  it.each([
    ['we are pre-approved', 'preapproved'],
    ['paying cash', 'cash'],
    ["we haven't been pre-approved yet", 'needs-lender'],
    ['can you recommend a lender?', 'needs-lender'],
    ['hi', 'unknown'],
  ] as const)('financing: %s', (m, f) => expect(u(m).financing).toBe(f));

  it('areas: service areas in any case plus "in <Place>"', () => {
    expect(u('something in decatur or in Kirkwood').areas).toEqual(['Decatur', 'Kirkwood']);
    expect(u('moving in March').areas).toEqual([]);
  });
});

describe('contact', () => {
  it('reads name, email and phone', () => {
    const r = u("Hi, I'm Dana Cole, dana.cole@example.com or (404) 555-1234");
    expect(r.contact).toEqual({ name: 'Dana Cole', email: 'dana.cole@example.com', phone: '+14045551234' });
  });
  it('"my name is" in lower case, and "I\'m looking" is not a name', () => {
    expect(u('my name is sam and I want to buy').contact.name).toBe('Sam');
    expect(u("I'm looking for a condo").contact.name).toBeUndefined();
  });
  it('a bare name answers the contact question', () => {
    expect(understand('Dana Cole 404-555-1234', { now, expecting: 'contact' }).contact).toMatchObject({ name: 'Dana Cole', phone: '+14045551234' });
  });
});

describe('showing request', () => {
  it('is parsed in the agent zone', () => {
    expect(u('can I see it tomorrow at 2pm?').showingRequest).toBe('2026-11-24T19:00:00.000Z');
  });
  it('a move date is not a showing', () => expect(u('we want to move next month').showingRequest).toBeUndefined());
  it('a visit called off or refused takes back the visit, its day and its time (docs/decisions/0038-whole-conversations.md)', () => {
    const previous = { ...EMPTY_UNDERSTOOD, intent: 'buy' as const, wantsShowing: true, showingDay: '2026-11-25', showingRequest: '2026-11-26T19:00:00.000Z' };
    for (const message of ['I have to cancel the showing Wednesday, sorry', "we don't want to tour it anymore", 'not ready to see the house yet']) {
      const after = understand(message, { now, serviceAreas: [], previous });
      expect(after.wantsShowing, message).toBeUndefined();
      expect(after.showingDay, message).toBeUndefined();
      expect(after.showingRequest, message).toBeUndefined();
    }
    // A new time with the cancellation is a move of the visit, not a refusal.
    expect(understand('can we move it to Friday at 2pm instead?', { now, serviceAreas: [], previous }).showingRequest).toBe('2026-11-27T19:00:00.000Z');
  });
  it('a time to call back is not a visit', () => expect(u('can someone call me back tomorrow morning?').showingDay).toBeUndefined());
  it('a day with no showings is never the day of the visit', () => {
    // Monday 23 Nov: Saturday is the 28th, Sunday the 29th.
    expect(u('no showings on sunday please, saturday works').showingDay).toBe('2026-11-28');
    expect(u('can I tour it? no showings sunday though').showingDay).toBeUndefined();
  });
});

describe('opt-out and wants-human', () => {
  it.each(['STOP', 'unsubscribe', 'End', 'QUIT', 'stopall', 'REVOKE', 'optout', 'cancel', ' Stop. '])('%s opts out', (m) => expect(u(m).optOut).toBe(true));
  it.each(['stop texting me', "please don't contact me again", 'Do not call me'])('%s opts out', (m) => expect(u(m).optOut).toBe(true));
  it.each(['can I stop by Tuesday?', 'cancel my 2pm and find another time', 'the end unit looks nice'])('%s does not', (m) => expect(u(m).optOut).toBe(false));
  it('START opts back in', () => {
    expect(understand('START', { now, previous: { ...EMPTY_UNDERSTOOD, optOut: true } }).optOut).toBe(false);
  });
  it.each(['can I talk to a real person?', 'I want to speak with an agent', 'just call me', 'talk to a human please'])('%s wants a human', (m) =>
    expect(u(m).wantsHuman).toBe(true),
  );
  it.each(["don't call me", 'call me Bob', 'what are the schools rated?'])('%s does not', (m) => expect(u(m).wantsHuman).toBe(false));
});

describe('merging', () => {
  it('new facts override, unknown keeps old, areas accumulate', () => {
    const first = u('buying a 2 bed in Decatur under 400k');
    const second = understand('actually 3 beds, also Buckhead', { now, serviceAreas: ['Decatur', 'Buckhead'], previous: first });
    expect(second).toMatchObject({ intent: 'buy', bedrooms: 3, budget: { max: 400_000 }, areas: ['Decatur', 'Buckhead'] });
  });
});

describe('fair housing steering', () => {
  it.each([
    'Who lives in Decatur?',
    'What kind of people live there?',
    'Is it a safe neighborhood?',
    'are there many families with kids on that street?',
    'Is the area mostly white?',
    'Are there a lot of Muslims in the neighborhood?',
    'Good schools for our kind of family?',
    'what are the demographics of Buckhead',
    'Will we fit in there?',
    'any immigrants in the area?',
  ])('%s is steering', (m) => expect(isSteeringQuestion(m)).toBe(true));

  // Objective questions about the property or public facts are answered, not refused.
  it.each([
    'what are the schools rated?',
    'Which school district is it in?',
    'Is the house wheelchair accessible?',
    'I want a single-family home with a family room',
    'we have 2 kids so we need 4 bedrooms',
    'is there a park nearby?',
  ])('%s is not', (m) => expect(isSteeringQuestion(m)).toBe(false));
});
