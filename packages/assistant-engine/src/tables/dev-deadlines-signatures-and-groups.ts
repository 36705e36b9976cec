import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS written from the CLASSES of misses found on held-out
 * table 11 (read once its figures were reported; held-out table 12 took
 * its place): "a million one"; "the most we can do is"; a budget that
 * "went from" one figure to another; a price followed by words that look
 * like a street; a name standing first or last beside an email or phone,
 * or said again corrected; a day of this month to be done by; a wait to
 * come ("won't be buying for two years"); "after Memorial Day"; a correction
 * whose unit was said before it; a refund or a bonus "next week"; a date a
 * listing goes live; an email corrected with "wait no"; "is there someone I
 * can actually talk to?", "get me your agent", "a licensed agent"; Spanish
 * "no me llame"; groups named in the plural; listing a parent's house;
 * "we're listing"; "do you sell…? looking to buy"; a preapproval letter; a
 * bare bedroom count after a correction; "we're renting in X". They are new
 * wording of each class, not copies or paraphrases of held-out phrases.
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW).
 */
const BUYER = { intent: 'buy' as const };

export const DEV_DEADLINES_SIGNATURES_AND_GROUPS_ROWS: Row[] = [
  { message: 'we can go to a million three if it has a pool', given: { previous: BUYER }, expect: { budget: { max: 1300000 } } },
  { message: 'the most I can spend is 420k', expect: { intent: 'buy', budget: { max: 420000 } } },
  { message: 'our range dropped from 600 to 550 max', given: { previous: BUYER }, expect: { budget: { max: 550000 } } },
  { message: 'we could do 900000 for the perfect house', given: { previous: BUYER }, expect: { budget: { max: 900000 }, propertyType: 'house' } },
  { message: 'Nina Patel, 470-555-0144', expect: { name: 'Nina Patel', phone: '+14705550144' } },
  { message: 'text me at 404-555-0133. Omar', expect: { name: 'Omar', phone: '+14045550133' } },
  { message: "I'm Jon, sorry, John, with an h", expect: { name: 'John' } },
  { message: 'we have to close by the 30th', given: { previous: BUYER }, expect: { timeline: 'asap' } },
  { message: "we won't be selling for about three years", expect: { intent: 'sell', timeline: '12m+' } },
  { message: 'planning to list right after Labor Day', expect: { intent: 'sell', timeline: '6-12m' } },
  { message: 'two or three months, no, more like five to six, before we move', given: { previous: BUYER }, expect: { timeline: '3-6m' } },
  { message: 'my bonus lands next week and we want to buy in about 4 months', expect: { intent: 'buy', timeline: '3-6m' } },
  { message: 'hoping the condo goes live on the market by January 20', expect: { intent: 'sell', propertyType: 'condo', timeline: '0-3m' } },
  { message: "email's ana.r@gmail.com wait no, ana.rios@gmail.com", expect: { email: 'ana.rios@gmail.com' } },
  { message: 'is there anybody I could really talk to?', given: { previous: BUYER }, expect: { wantsHuman: true } },
  { message: 'get me a real agent please', given: { previous: BUYER }, expect: { wantsHuman: true } },
  { message: 'no me llames, gracias', expect: { optOut: true } },
  { message: 'are there many Asians in Decatur?', expect: { steering: true, areas: ['Decatur'] } },
  { message: 'want to find someone to list my dad’s condo', expect: { intent: 'sell', propertyType: 'condo' } },
  { message: "we're selling once the kitchen is done", expect: { intent: 'sell' } },
  { message: 'do you sell condos too? we want to purchase one', expect: { intent: 'buy', propertyType: 'condo' } },
  { message: 'got my preapproval letter today', expect: { intent: 'buy', financing: 'preapproved' } },
  { message: '4 beds, actually 5', given: { previous: BUYER }, expect: { bedrooms: 5 } },
  { message: "i'm renting in Decatur right now, we'd buy in Kirkwood", expect: { intent: 'buy', areas: ['Kirkwood'] } },
];
