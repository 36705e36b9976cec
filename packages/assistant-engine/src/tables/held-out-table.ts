import type { Row } from './message-rows';

/**
 * HELD-OUT messages: written before the extractors were reworked and never
 * tuned against. Nothing asserts on these rows one by one; the benchmark
 * (scripts/bench-assistant.ts) reports accuracy on them next to the main
 * table, as an honest estimate of accuracy on messages not seen. Do not
 * edit a row to make it pass; add new rows to message-table.ts instead.
 * (One convention changed since it was written: asking to see a home, with
 * or without a time, is a buying intent when nothing else says otherwise;
 * the seven showing rows say so now. See docs/decisions/0023-readings-settled.md.)
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (EST, UTC-5).
 */
const OFFERED = ['2026-11-24T15:00:00.000Z', '2026-11-24T19:00:00.000Z', '2026-11-25T16:00:00.000Z'];
const JUNE = '2026-06-15T14:00:00.000Z'; // Monday 15 Jun 2026, 10:00 EDT (UTC-4)

export const HELD_OUT_TABLE: Row[] = [
  {
    message: "hey there! we're looking to buy our first home in kirkwood, budget around 350k",
    expect: { intent: 'buy', areas: ['Kirkwood'], budget: { min: 315_000, max: 385_000 } },
  },
  {
    message: 'Need a 2br apt for rent near Midtown, max 1800/month',
    expect: { intent: 'rent', bedrooms: 2, propertyType: 'apartment', areas: ['Midtown'], budget: { max: 1800 } },
  },
  { message: 'what could i get for my townhouse in grant park', expect: { intent: 'valuation', propertyType: 'townhouse', areas: ['Grant Park'] } },
  { message: 'We want to list our house this spring', expect: { intent: 'sell', propertyType: 'house', timeline: '3-6m' } },
  {
    message: 'looking for investment properties, duplex or triplex, cash buyer',
    expect: { intent: 'invest', propertyType: 'multi-family', financing: 'cash' },
  },
  { message: 'Budget is 600-650k', expect: { budget: { min: 600_000, max: 650_000 } } },
  { message: 'we could go up to seven hundred thousand', expect: { budget: { max: 700_000 } } },
  { message: 'no more than 425', given: { expecting: 'budget', previous: { intent: 'buy' } }, expect: { budget: { max: 425_000 } } },
  { message: '5 bedrooms minimum', expect: { bedrooms: 5 } },
  { message: 'four bed three bath ranch', expect: { bedrooms: 4, propertyType: 'house' } },
  { message: 'Actually make that 2 bedrooms', given: { previous: { intent: 'buy', bedrooms: 3 } }, expect: { bedrooms: 2 } },
  { message: 'East Atlanta', given: { expecting: 'areas', previous: { intent: 'buy' } }, expect: { areas: ['East Atlanta'] } },
  { message: 'somewhere around Sandy Springs or Buckhead', expect: { areas: ['Sandy Springs', 'Buckhead'] } },
  { message: 'we need to move by the end of january', expect: { timeline: '0-3m' } },
  { message: 'our lease is up in 5 months', expect: { timeline: '3-6m' } },
  { message: 'not in a rush, probably a year or two out', expect: { timeline: '12m+' } },
  { message: "we've got a preapproval letter from our bank", expect: { financing: 'preapproved' } },
  { message: 'Do you know any good mortgage brokers?', expect: { financing: 'needs-lender' } },
  { message: "we're going to pay all cash", expect: { financing: 'cash' } },
  { message: 'jamie.lee88@gmail.com', given: { expecting: 'contact' }, expect: { email: 'jamie.lee88@gmail.com' } },
  { message: 'Its Marcus Webb, cell is 678-555-0199', given: { expecting: 'contact' }, expect: { name: 'Marcus Webb', phone: '+16785550199' } },
  { message: 'priya patel 770 555 2345', given: { expecting: 'contact' }, expect: { name: 'Priya Patel', phone: '+17705552345' } },
  { message: 'text me at (404) 555-8821', expect: { phone: '+14045558821' } },
  { message: 'could we tour it wednesday at 1?', expect: { intent: 'buy', showingRequest: '2026-11-25T18:00:00.000Z' } },
  { message: 'is friday at 10am open', expect: { intent: 'buy', showingRequest: '2026-11-27T15:00:00.000Z' } },
  { message: 'tmrw at 11?', given: { offered: [] }, expect: { intent: 'buy', showingRequest: '2026-11-24T16:00:00.000Z' } },
  { message: "I'd like to see it thursday afternoon", expect: { intent: 'buy', showingRequest: '2026-11-26T18:00:00.000Z' } },
  { message: 'the first one', given: { offered: OFFERED }, expect: { showingRequest: OFFERED[0] } },
  {
    message: '3pm works',
    given: { offered: ['2026-11-24T15:00:00.000Z', '2026-11-24T20:00:00.000Z', '2026-11-25T16:00:00.000Z'] },
    expect: { intent: 'buy', showingRequest: '2026-11-24T20:00:00.000Z' },
  },
  { message: 'sounds good, 2 works', given: { offered: OFFERED }, expect: { showingRequest: OFFERED[1] } },
  { message: 'Stop', expect: { optOut: true } },
  { message: 'please stop messaging me', expect: { optOut: true } },
  { message: 'remove me from your list', expect: { optOut: true } },
  { message: 'DON’T TEXT ME AGAIN', expect: { optOut: true } },
  { message: 'unstop', given: { previous: { optOut: true } }, expect: { optOut: false } },
  { message: 'Can I stop by tomorrow to see it at 2', expect: { intent: 'buy', showingRequest: '2026-11-24T19:00:00.000Z' } },
  { message: "I'd rather talk to the agent directly", expect: { wantsHuman: true } },
  { message: 'can someone give me a call this afternoon', expect: { wantsHuman: true } },
  { message: 'call me at 404-555-1212', expect: { wantsHuman: true, phone: '+14045551212' } },
  { message: 'Is it a good neighborhood for raising kids?', expect: { steering: true } },
  { message: "what's the crime rate like over there", expect: { steering: true } },
  { message: 'are there a lot of hispanic families in the area', expect: { steering: true } },
  { message: 'how far is it from the elementary school', expect: { steering: false } },
  { message: 'does the condo have an elevator? my mom uses a wheelchair', expect: { steering: false, propertyType: 'condo' } },
  { message: 'how are the schools', expect: { steering: false } },
  {
    message: "Hi, I'm Tom. Looking to sell my 3 bed condo in Midtown in the next few months, what's it worth?",
    expect: { name: 'Tom', intent: 'sell', bedrooms: 3, propertyType: 'condo', areas: ['Midtown'], timeline: '0-3m' },
  },
  {
    message: "We're relocating from Chicago for work in March, need a 4 bed house under 550k near good schools",
    expect: { intent: 'buy', timeline: '3-6m', bedrooms: 4, propertyType: 'house', budget: { max: 550_000 } },
  },
  { message: '1.5 mil max', expect: { budget: { max: 1_500_000 } } },
  { message: 'somewhere in the 300s', given: { expecting: 'budget', previous: { intent: 'buy' } }, expect: { budget: { min: 300_000, max: 400_000 } } },
  { message: 'Mobile home on a couple acres', expect: { propertyType: 'mobile-home' } },
  { message: 'looking for office space to lease', expect: { intent: 'rent', propertyType: 'commercial' } },
  { message: 'hola', expect: {} },
  { message: 'ok thanks', given: { previous: { intent: 'buy', bedrooms: 3 } }, expect: {} },
  { message: 'What are the HOA fees?', expect: {} },
  { message: 'pre-qualified with Rocket for 400k', expect: { financing: 'preapproved', budget: { max: 400_000 } } },
  { message: '3 or 4 bedrooms, townhome is fine', expect: { bedrooms: 3, propertyType: 'townhouse' } },
  { message: 'can we see it tomorrow at 9:30am', given: { now: JUNE }, expect: { intent: 'buy', showingRequest: '2026-06-16T13:30:00.000Z' } },
  { message: 'moving this fall', given: { now: JUNE }, expect: { timeline: '0-3m' } },
];
