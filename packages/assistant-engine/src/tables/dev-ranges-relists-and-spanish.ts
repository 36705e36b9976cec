import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS written from the CLASSES of misses found on held-out
 * table 12 (read once its figures were reported; held-out table 13 took
 * its place): a sale-sized ceiling or range said alone is a purchase;
 * "four to four fifty"; "capped at"; "don't want to spend over" beside an
 * approval; "approved us for"; Spanish cash, monthly rent and
 * pre-approval; "one p.m."; a date to be done by is no visit day; "text
 * me…, don't call me, I'm at work"; "stop sending me condos" asks for
 * other homes; "value my house", "a market analysis"; relisting, a price
 * cut, switching listing agents; "connect me w/", "pásame con"; a house
 * sold already. They are new wording of each class, not copies or
 * paraphrases of held-out phrases.
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW).
 */
export const DEV_RANGES_RELISTS_AND_SPANISH_ROWS: Row[] = [
  { message: 'three to three fifty', expect: { intent: 'buy', budget: { min: 300000, max: 350000 } } },
  { message: "we're capped at four twenty", expect: { intent: 'buy', budget: { max: 420000 } } },
  { message: "approved for 800k, but we don't want to go above 650k", expect: { intent: 'buy', budget: { max: 650000 }, financing: 'preapproved' } },
  { message: 'pagamos en efectivo, hasta 400 mil', expect: { intent: 'buy', budget: { max: 400000 }, financing: 'cash' } },
  { message: 'busco apartamento, 1500 por mes', expect: { intent: 'rent', propertyType: 'apartment', budget: { max: 1500 } } },
  { message: 'ya tengo la preaprobación', expect: { intent: 'buy', financing: 'preapproved' } },
  { message: 'could I see it Friday at one p.m.?', expect: { intent: 'buy', wantsShowing: true, showingRequest: '2026-11-27T18:00:00.000Z' } },
  { message: 'we must close by the 28th', expect: { timeline: 'asap' } },
  { message: "message me the details, don't call, I'm in meetings all day", expect: {} },
  { message: 'stop sending me townhouses, we need a single family home', expect: { intent: 'buy', propertyType: 'house' } },
  { message: 'could you come value our condo?', expect: { intent: 'valuation', propertyType: 'condo' } },
  { message: 'our listing expired, want to relist in January', expect: { intent: 'sell', timeline: '0-3m' } },
  { message: 'we cut the asking price twice already', expect: { intent: 'sell' } },
  { message: 'connect me w/ Maya please', expect: { wantsHuman: true } },
  { message: 'pásame con Maya', expect: { wantsHuman: true } },
  { message: 'we just sold our townhouse and want a house in Decatur', expect: { intent: 'buy', propertyType: 'house', areas: ['Decatur'] } },
];
