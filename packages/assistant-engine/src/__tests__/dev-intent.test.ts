import { describe, expect, it } from 'vitest';

import { wantsHuman } from '../compliance';
import { extractFinancing, extractPropertyType } from '../facts';
import { extractIntent, intentFromBudget } from '../intent';
import { extractTimeline } from '../timeline';
import { understand } from '../understand';

describe('intent rules', () => {
  it.each([
    'How much is this one?',
    'what is the list price',
    'how much for the 3/2 on Maple',
    'interested in 88 Elm, is it nice inside?',
    'are the owners flexible on price',
    'any homes for sale near the beltline?',
    'we saw a for sale sign on Fifth',
    "we'd like to put in an offer",
  ])('a question about a listing is a buyer: %s', (m) => expect(extractIntent(m)).toBe('buy'));

  it.each([
    ['how much is the rent', 'rent'],
    ['how much are the hoa fees', null],
    ['what would my condo sell for', 'valuation'],
    ['should we make a counter offer', null],
  ] as const)('not a listing question: %s', (m, intent) => expect(extractIntent(m)).toBe(intent));

  it.each([
    'Thinking of putting the condo up for sale',
    'putting our place on the market',
    'we will list in March',
    'list my lot on Main',
    'our townhouse is going up for sale soon',
  ])('a home put up for sale is a seller: %s', (m) => expect(extractIntent(m)).toBe('sell'));

  it.each([
    ['is the seller motivated?', null],
    ['we have money from selling our old place', null],
    ["not planning to sell, what's it worth?", 'valuation'],
    ['do you do rentals or only sales?', null],
  ] as const)('not the lead selling: %s', (m, intent) => expect(extractIntent(m)).toBe(intent));

  it.each(['got any off market deals', 'I close 6 deals a year', 'hard money lined up', 'want a commercial building', 'looking at a spec house'])(
    'an investor: %s',
    (m) => expect(extractIntent(m)).toBe('invest'),
  );
  it.each([
    ["we're not investors, we want a house", 'buy'],
    ['we buy a house every decade', 'buy'],
  ] as const)('not an investor: %s', (m, intent) => expect(extractIntent(m)).toBe(intent));

  it.each(['relocating, want to rent first', 'moving to Atlanta and need a rental', 'plan to rent before buying'])(
    'renting now outweighs a move or a later purchase: %s',
    (m) => expect(extractIntent(m)).toBe('rent'),
  );
  it.each(['rent to own?', 'would the owner do a lease option?', 'house hacking: a duplex, living in one side'])(
    'a path to owning, or a home lived in, is a purchase: %s',
    (m) => expect(extractIntent(m)).toBe('buy'),
  );
  it.each([
    ['need to rent out my condo', 'rent'],
    ['want to buy a rental', 'invest'],
    ['need a rental property to add to my portfolio', 'invest'],
    ['renting now, want to buy', 'buy'],
  ] as const)('the other sides of renting: %s', (m, intent) => expect(extractIntent(m)).toBe(intent));

  it.each([
    ['not interested in condos', null],
    ["don't want a townhouse, looking for a house", 'buy'],
    ["we're not investors", null],
    ['we are pre-approved', 'buy'],
  ] as const)('a thing ruled out is not sought: %s', (m, intent) => expect(extractIntent(m)).toBe(intent));

  // Financing a purchase is a buyer's side, approved or not yet (docs/decisions/0023-readings-settled.md).
  it.each([
    ["I'm not preapproved yet", 'buy'],
    ['still talking to lenders', 'buy'],
    ['we still owe on our mortgage and want to list', 'sell'],
  ] as const)('financing talk: %s', (m, intent) => expect(extractIntent(m)).toBe(intent));

  it.each([
    ['je veux acheter une maison', 'buy'],
    ['quero alugar', 'rent'],
    ['tôi muốn bán nhà', 'sell'],
    ['想买房', 'buy'],
    ['great location near the park', null],
  ] as const)('other languages: %s', (m, intent) => expect(extractIntent(m)).toBe(intent));

  // A ceiling or range of a sale's size is a purchase; a floor alone may be a seller's price (docs/decisions/0023-readings-settled.md).
  it('a sale-sized ceiling or range is a purchase, a floor alone is not', () => {
    expect(intentFromBudget('we can go to 500k', { max: 500_000 })).toBe('buy');
    expect(intentFromBudget('four to four fifty', { min: 400_000, max: 450_000 })).toBe('buy');
    expect(intentFromBudget('at least 500 for it', { min: 500_000 })).toBeNull();
    expect(intentFromBudget('a house under 500k', { max: 500_000 })).toBe('buy');
    expect(intentFromBudget('approved for a 500k loan', { max: 500_000 })).toBe('buy');
    expect(intentFromBudget('500k in Decatur', { max: 500_000 }, true)).toBe('buy');
    expect(intentFromBudget('2k a month', { max: 2_000 })).toBe('rent');
  });
});

describe('timeline rules', () => {
  // April and November, as the month of `now`.
  it.each([
    ['before the new school year', 4, '3-6m'],
    ['by the start of the school year', 11, '6-12m'],
    ['after the kids finish school', 4, '0-3m'],
    ['when school is out', 11, '6-12m'],
  ] as const)('the school year: %s (month %i)', (m, month, want) => expect(extractTimeline(m, month)).toBe(want));

  it.each([
    ['need to move fast', 'asap'],
    ['we have to sell quickly.', 'asap'],
    ['need to move fast, closing is in March', '3-6m'],
    ['need a house with fast internet', null],
  ] as const)('urgency without a date: %s', (m, want) => expect(extractTimeline(m, 11)).toBe(want));

  it.each([
    ['how soon can we buy?', null],
    ['we buy 3 houses a year', null],
    ['toured one yesterday', null],
    ['need it like yesterday', 'asap'],
    ["can't get a loan right now", null],
    ['ready to move right now', 'asap'],
  ] as const)('no plan said: %s', (m, want) => expect(extractTimeline(m, 11)).toBe(want));

  it.each([
    ['just browsing, maybe next spring', '3-6m'],
    ['just browsing, maybe next year', '6-12m'],
    ['just browsing, maybe next month', null],
    ['just browsing', null],
  ] as const)('browsing with a date: %s', (m, want) => expect(extractTimeline(m, 11)).toBe(want));

  it.each([
    ['just browsing', '12m+'],
    ['just looking for now', '12m+'],
    ['just looking to buy a condo', null],
  ] as const)('browsing as the answer to "when?": %s', (m, want) => expect(extractTimeline(m, 11, 2026, 23, true)).toBe(want));

  it('a season said in its last month without "this" is the next one', () => {
    expect(extractTimeline('in the spring', 5)).toBe('6-12m');
    expect(extractTimeline('this spring', 5)).toBe('0-3m');
    expect(extractTimeline('in the spring', 4)).toBe('0-3m');
  });

  it('a day to see a home is not a day to move, with or without a time read', () => {
    const now = new Date('2026-11-23T15:00:00Z');
    expect(understand('can I tour it next week?', { now }).timeline).toBeUndefined();
    expect(understand('we want to move next week', { now }).timeline).toBe('asap');
  });
});

describe('property type rules', () => {
  it.each([
    ['a studio or 1 bed condo', 'condo'],
    ['a loft style townhome', 'townhouse'],
    ['a studio near campus', 'apartment'],
    ['not interested in condos, only houses', 'house'],
    ['no townhomes, a single family', 'house'],
    ["we don't want a condo or townhouse, a ranch", 'house'],
    ['my house sold so we need a condo', 'condo'],
    ['moving out of our apartment into a townhome', 'townhouse'],
    ['homes in our neighborhood sell fast', null],
    ['we flip 5 houses a year', null],
    ['3 bed plus an office', null],
    ['office space downtown', 'commercial'],
    ['un appartement', 'apartment'],
    ['mua nhà', 'house'],
  ] as const)('%s', (m, want) => expect(extractPropertyType(m)).toBe(want));
});

describe('financing rules', () => {
  it.each([
    ["FHA, haven't applied yet", 'needs-lender'],
    ["haven't applied for the job yet", null],
    ["we don't need financing, paying cash", 'cash'],
    ['no loan needed, cash buyer', 'cash'],
    ['not preapproved, all cash', 'cash'],
    ['not preapproved yet', 'needs-lender'],
    ['do you buy houses for cash?', null],
    ['we want a cash offer for our house', null],
    ['we are paying cash', 'cash'],
  ] as const)('%s', (m, want) => expect(extractFinancing(m)).toBe(want));
});

describe('asking for a person', () => {
  it.each([
    ["I don't want to talk to a robot", true],
    ["don't want to text with a bot, let me talk to sam", true],
    ["I don't need to talk to a person", false],
    ["I don't want to talk to my wife yet", false],
    ['r u the agent? want to talk to u', true],
    ['are you the agent?', false],
    ['want to talk to you about my house', false],
  ] as const)('%s', (m, want) => expect(wantsHuman(m)).toBe(want));
});
