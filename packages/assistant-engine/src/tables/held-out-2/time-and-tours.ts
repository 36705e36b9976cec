import type { Row } from '../message-rows';

/**
 * HELD-OUT TABLE 2, part 1: time windows and tour requests, as
 * leads type them. Written before the engine work on them and never
 * tuned against (see ./index.ts for the rules of this table).
 *
 * Context: Monday 23 Nov 2026, 10:00 in New York (EST, UTC-5); months are
 * counted from November (spring = March = 4 months off, summer = June = 7).
 * Local 9:00 is 14:00Z, 10:00 15:00Z, 13:00 18:00Z, 18:00 23:00Z.
 */
const BUYER = { intent: 'buy' as const };
const SELLER = { intent: 'sell' as const };
const RENTER = { intent: 'rent' as const };
const OFFERED = ['2026-11-24T15:00:00.000Z', '2026-11-24T19:00:00.000Z', '2026-11-25T16:00:00.000Z']; // Tue 10:00, Tue 14:00, Wed 11:00

export const TIME_WINDOW_ROWS: Row[] = [
  { message: 'lookin to buy within the next year', expect: { intent: 'buy', timeline: '6-12m' } },
  { message: 'prob in a couple of months', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  { message: 'want to be in a new place by spring', given: { previous: BUYER }, expect: { timeline: '3-6m' } },
  { message: 'hoping to buy by spring, 3bd in decatur', expect: { intent: 'buy', timeline: '3-6m', bedrooms: 3, areas: ['Decatur'] } },
  { message: 'we r thinking w/in the next yr', given: { previous: BUYER }, expect: { timeline: '6-12m' } },
  { message: 'in the next six months or so', given: { previous: BUYER }, expect: { timeline: '3-6m' } },
  { message: 'timeline is like 6-9 months', given: { previous: BUYER }, expect: { timeline: '6-12m' } },
  { message: 'sometime after the holidays', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  { message: 'before xmas ideally', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  { message: 'by the end of the year', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  { message: 'asap lol, lease is up', given: { previous: BUYER }, expect: { timeline: 'asap' } },
  { message: 'like yesterday 😅', given: { previous: BUYER }, expect: { timeline: 'asap' } },
  { message: 'not for another year or two', given: { previous: BUYER }, expect: { timeline: '12m+' } },
  { message: 'maybe in 18 months', given: { previous: BUYER }, expect: { timeline: '12m+' } },
  { message: 'couple months out', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  { message: 'few months from now', given: { previous: SELLER }, expect: { timeline: '0-3m' } },
  { message: 'in about 4 months', given: { previous: BUYER }, expect: { timeline: '3-6m' } },
  { message: 'within 90 days', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  { message: 'next summer prob', given: { previous: BUYER }, expect: { timeline: '6-12m' } },
  { message: 'by early spring', given: { previous: SELLER }, expect: { timeline: '3-6m' } },
  { message: 'end of january', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  { message: 'we need to be out by march 1st', given: { previous: RENTER }, expect: { timeline: '3-6m' } },
  { message: 'thinking late spring', given: { previous: SELLER }, expect: { timeline: '3-6m' } },
  { message: 'just starting to look, prob a year out', given: { previous: BUYER }, expect: { timeline: '6-12m' } },
  { message: 'in the next 12 months', given: { previous: BUYER }, expect: { timeline: '6-12m' } },
  { message: 'sometime in the next two years', given: { previous: BUYER }, expect: { timeline: '12m+' } },
  { message: 'we have 2 weeks to find something', given: { previous: RENTER }, expect: { timeline: 'asap' } },
  { message: 'need to move in 3 wks', given: { previous: RENTER }, expect: { timeline: '0-3m' } },
  { message: 'our lease ends in june', expect: { timeline: '6-12m' } },
  { message: 'moving for work in february', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  { message: 'within the year hopefully', given: { previous: BUYER }, expect: { timeline: '6-12m' } },
  { message: 'by next fall', given: { previous: BUYER }, expect: { timeline: '6-12m' } },
  { message: 'closing on our current house in 45 days so need something soon after', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  { message: 'no rush at all, just seeing whats out there', given: { previous: BUYER }, expect: { timeline: '12m+' } },
  { message: 'we want to list in the spring and buy something smaller after', expect: { intent: 'sell', timeline: '3-6m' } },
  { message: 'Relocating from Denver in approx. 2 months', expect: { intent: 'buy', timeline: '0-3m' } },
  { message: 'need something by the first of the year', given: { previous: RENTER }, expect: { timeline: '0-3m' } },
  { message: 'within a few weeks', given: { previous: RENTER }, expect: { timeline: '0-3m' } },
  { message: 'in six months', given: { previous: SELLER }, expect: { timeline: '3-6m' } },
  { message: 'couple of yrs out', given: { previous: BUYER }, expect: { timeline: '12m+' } },
  { message: 'not til next year', given: { previous: BUYER }, expect: { timeline: '6-12m' } },
  { message: "we're aiming for spring break", given: { previous: BUYER }, expect: { timeline: '3-6m' } },
  { message: 'in like two months', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  { message: 'six months from now', given: { previous: BUYER }, expect: { timeline: '3-6m' } },
  { message: 'would like to be moved in within the next year or so', given: { previous: BUYER }, expect: { timeline: '6-12m' } },
  { message: 'hopefully in a couple months, def by spring', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  { message: 'we want to sell in the next couple of months', expect: { intent: 'sell', timeline: '0-3m' } },
  { message: 'thinking about buying sometime this coming year', expect: { intent: 'buy', timeline: '6-12m' } },
];

export const TOUR_ROWS: Row[] = [
  { message: 'can i come see the house on maple ave?', expect: { intent: 'buy', wantsShowing: true, propertyType: 'house' } },
  { message: 'id love to take a look at it', expect: { intent: 'buy', wantsShowing: true } },
  { message: 'when can we see it??', expect: { intent: 'buy', wantsShowing: true } },
  { message: 'is it still available? would like to schedule a showing', expect: { intent: 'buy', wantsShowing: true } },
  { message: 'can we tour tmrw at 5', expect: { intent: 'buy', showingRequest: '2026-11-24T22:00:00.000Z' } },
  { message: 'wanna see it sat morning', expect: { intent: 'buy', showingRequest: '2026-11-28T14:00:00.000Z' } },
  { message: 'Could I get a walkthrough this week?', expect: { intent: 'buy', wantsShowing: true } },
  { message: 'saw the listing on zillow, can I view it thursday at 4:30?', expect: { intent: 'buy', showingRequest: '2026-11-26T21:30:00.000Z' } },
  { message: 'Interested in 412 Oak St, can we do a showing friday at 11am', expect: { intent: 'buy', showingRequest: '2026-11-27T16:00:00.000Z' } },
  { message: 'can i swing by today around 3', expect: { intent: 'buy', showingRequest: '2026-11-23T20:00:00.000Z' } },
  { message: 'please set up a tour for me and my wife', expect: { intent: 'buy', wantsShowing: true } },
  { message: 'can we visit the property this weekend', expect: { intent: 'buy', showingDay: '2026-11-28' } },
  {
    message: 'like to see the townhouse in grant park, any time wed after 2',
    expect: { intent: 'buy', showingRequest: '2026-11-25T19:00:00.000Z', propertyType: 'townhouse', areas: ['Grant Park'] },
  },
  { message: 'does 6pm tomorrow work for a showing', expect: { intent: 'buy', showingRequest: '2026-11-24T23:00:00.000Z' } },
  {
    message: 'we want to see 3 or 4 homes in kirkwood this saturday',
    expect: { intent: 'buy', showingDay: '2026-11-28', areas: ['Kirkwood'] },
  },
  { message: 'can u show me the condo tonight', expect: { intent: 'buy', showingRequest: '2026-11-23T23:00:00.000Z', propertyType: 'condo' } },
  { message: 'is there an open house?', expect: { intent: 'buy', wantsShowing: true } },
  { message: 'how do I get in to see it', expect: { intent: 'buy', wantsShowing: true } },
  { message: 'Can I see the apartment tmrw at 6', expect: { intent: 'rent', showingRequest: '2026-11-24T23:00:00.000Z', propertyType: 'apartment' } },
  { message: 'want to see the 2br for rent on peachtree', expect: { intent: 'rent', wantsShowing: true, bedrooms: 2 } },
  { message: 'could we view it on dec 3 at 1pm', given: { previous: BUYER }, expect: { showingRequest: '2026-12-03T18:00:00.000Z' } },
  { message: 'id like to tour a few places in decatur before we make an offer', expect: { intent: 'buy', wantsShowing: true, areas: ['Decatur'] } },
  { message: 'showing request for 88 Elm - sat 10am', expect: { intent: 'buy', showingRequest: '2026-11-28T15:00:00.000Z' } },
  { message: 'can i walk through it tuesday?', expect: { intent: 'buy', showingDay: '2026-11-24' } },
  { message: "we're in town sunday and want to see some houses", expect: { intent: 'buy', showingDay: '2026-11-29', propertyType: 'house' } },
  { message: 'book me a viewing pls', expect: { intent: 'buy', wantsShowing: true } },
  { message: 'is 11 tomorrow ok to see it', expect: { intent: 'buy', showingRequest: '2026-11-24T16:00:00.000Z' } },
  { message: 'me and my husband want to look at it after work, like 5:30 wed', expect: { intent: 'buy', showingRequest: '2026-11-25T22:30:00.000Z' } },
  {
    message: 'can we see it before it goes under contract? buyers, preapproved 500k',
    expect: { intent: 'buy', wantsShowing: true, financing: 'preapproved', budget: { max: 500_000 } },
  },
  { message: 'what times r available to see the ranch on Cedar Ln', expect: { intent: 'buy', wantsShowing: true, propertyType: 'house' } },
  { message: 'lemme know when i can come by and check it out', expect: { intent: 'buy', wantsShowing: true } },
  { message: 'I want to schedule a visit to the listing at 1020 Pine', expect: { intent: 'buy', wantsShowing: true } },
  { message: 'any chance i can see it at noon on friday', expect: { intent: 'buy', showingRequest: '2026-11-27T17:00:00.000Z' } },
  {
    message: 'schedule showing thurs 2pm, name is Kevin Park 404-555-0187',
    expect: { intent: 'buy', showingRequest: '2026-11-26T19:00:00.000Z', name: 'Kevin Park', phone: '+14045550187' },
  },
  { message: 'can we look at the house this afternoon?', expect: { intent: 'buy', showingRequest: '2026-11-23T18:00:00.000Z', propertyType: 'house' } },
  { message: 'i drove by the one on elm, can we go inside sometime?', expect: { intent: 'buy', wantsShowing: true } },
  { message: "we'd like a private showing, were cash buyers", expect: { intent: 'buy', wantsShowing: true, financing: 'cash' } },
  { message: 'the wed one works', given: { previous: BUYER, offered: OFFERED }, expect: { showingRequest: OFFERED[2] } },
  { message: 'tuesday at 2 pls', given: { previous: BUYER, offered: OFFERED }, expect: { showingRequest: OFFERED[1] } },
  { message: '10am is perfect', given: { previous: BUYER, offered: OFFERED }, expect: { showingRequest: OFFERED[0] } },
  { message: 'can i see it', given: { previous: RENTER }, expect: { wantsShowing: true } },
  {
    message: 'want to view the condo in buckhead, is it still listed',
    expect: { intent: 'buy', wantsShowing: true, propertyType: 'condo', areas: ['Buckhead'] },
  },
  { message: 'hi can we arrange a viewing for friday evening', expect: { intent: 'buy', showingRequest: '2026-11-27T23:00:00.000Z' } },
  { message: 'we would love to see it in person before deciding', given: { previous: BUYER }, expect: { wantsShowing: true } },
];
