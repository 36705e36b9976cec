import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS written from the CLASSES of misses found on held-out
 * table 7 (read once its figures were reported; held-out table 8 took its
 * place): holidays in greetings, in getting in touch and as days of a
 * visit; "a year and a half", a season with its year, a correction counted
 * in the unit said before it, "no rush" beside a named season; where the
 * lead grew up or sold before; fillers and titles that are no place; a
 * name after "my name is,"; renting first; a sale that pays for this
 * purchase; "thinking about selling"; commercial space for one's own
 * business; a visit "seeing" or refused "for showings"; "tonight, like
 * 7pm"; an email spelled letter by letter with commas; steering by faith
 * in the plural or "people from"; "I'll call back". They are new wording of
 * each class, not copies or paraphrases of held-out phrases.
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW).
 */
const BUYER = { intent: 'buy' as const };

export const DEV_HOLIDAYS_AND_SPELLING_ROWS: Row[] = [
  { message: 'happy thanksgiving to you and yours!', given: { previous: BUYER }, expect: {} },
  { message: 'lets chat after the holidays', given: { previous: BUYER }, expect: {} },
  { message: 'could we tour it on christmas eve at 10am?', expect: { intent: 'buy', wantsShowing: true, showingRequest: '2026-12-24T15:00:00.000Z' } },
  { message: 'new years day any good for seeing the condo?', expect: { intent: 'buy', wantsShowing: true, propertyType: 'condo', showingDay: '2027-01-01' } },
  { message: 'we plan to move in about a year and a half', given: { previous: BUYER }, expect: { timeline: '12m+' } },
  { message: 'buying in spring 2027 probably', given: { previous: BUYER }, expect: { timeline: '3-6m' } },
  { message: 'selling in three months, actually more like seven to eight.', expect: { intent: 'sell', timeline: '6-12m' } },
  { message: 'no rush, thinking next spring', given: { previous: BUYER }, expect: { timeline: '3-6m' } },
  { message: 'I was raised in Buckhead but we want to buy in Decatur', expect: { intent: 'buy', areas: ['Decatur'] } },
  { message: 'my name is, um, Tomas Reyes, buying a condo', expect: { intent: 'buy', propertyType: 'condo', name: 'Tomas Reyes' } },
  { message: "we'll be renting first, a 2 bed apartment in Midtown", expect: { intent: 'rent', bedrooms: 2, propertyType: 'apartment', areas: ['Midtown'] } },
  { message: 'we are thinking about selling the townhouse', expect: { intent: 'sell', propertyType: 'townhouse' } },
  { message: 'want to buy a commercial building for my dental practice', expect: { intent: 'buy', propertyType: 'commercial' } },
  { message: 'any chance of seeing the bungalow thursday?', expect: { intent: 'buy', wantsShowing: true, propertyType: 'house', showingDay: '2026-11-26' } },
  { message: 'not ready for tours, still saving', given: { previous: BUYER }, expect: {} },
  { message: 'can I swing by tonight, like 6:30 pm?', expect: { intent: 'buy', wantsShowing: true, showingRequest: '2026-11-23T23:30:00.000Z' } },
  { message: 'email is m, a, r, i, a, dot, l, e, e at yahoo dot com', expect: { email: 'maria.lee@yahoo.com' } },
  { message: 'do lots of Hindus live around there?', expect: { steering: true } },
  { message: 'are there a lot of families from Nigeria nearby?', expect: { steering: true } },
  { message: 'no answer, ok I will call back later', given: { previous: BUYER }, expect: {} },
];
