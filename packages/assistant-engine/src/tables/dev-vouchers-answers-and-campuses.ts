import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS written from the CLASSES of misses found on held-out
 * table 16 (read once its figures were reported; held-out table 17 takes
 * its place): a voucher holder's search is a rental ("takes vouchers",
 * "accepts Section 8", "HCV"), as are roommates splitting rent and "the
 * rents"; "no lender yet" needs a lender (said alone it names no side); not
 * wanting to live near voucher holders and "older folks" are steering;
 * "don't ring this number again", "don't want messages anymore" opt out,
 * "no calls, just dm" does not; someone who speaks a language, an agent who
 * can meet in person; cash from a sale; a campus is no area, a place left
 * behind or a colleague's office neither; a name before the phone at the
 * end; "after Labor Day"; an hour said after a weekday. They are new wording
 * of each class, not copies or paraphrases of held-out phrases.
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW).
 */
export const DEV_VOUCHERS_ANSWERS_AND_CAMPUSES_ROWS: Row[] = [
  { message: 'does anyone take housing vouchers? need a 3 bed', expect: { intent: 'rent', bedrooms: 3 } },
  { message: 'do these townhomes accept section 8?', expect: { intent: 'rent', propertyType: 'townhouse' } },
  { message: 'me and two roommates, 3 bed, 2700 total max', expect: { intent: 'rent', bedrooms: 3, budget: { max: 2700 } } },
  { message: 'what are rents like in Grant Park these days?', expect: { intent: 'rent', areas: ['Grant Park'] } },
  // Financing said alone names no side: every blind writer but one read it so.
  { message: 'all cash', expect: { financing: 'cash' } },
  { message: 'no lender yet, is that a problem?', expect: { financing: 'needs-lender' } },
  { message: 'any section 8 tenants on that block? we would rather not live next to them', expect: { steering: true } },
  { message: 'is it mostly older folks around there?', expect: { steering: true } },
  { message: 'do not ring me again', expect: { optOut: true } },
  { message: "I don't want texts anymore", expect: { optOut: true } },
  { message: 'no calls please, just dm', expect: {} },
  { message: 'do you have someone who speaks Portuguese?', expect: { wantsHuman: true } },
  // A rate locked is a loan lined up.
  {
    message: 'our rate lock runs out in March, 3 bed in Decatur',
    expect: { intent: 'buy', bedrooms: 3, areas: ['Decatur'], financing: 'preapproved', timeline: '3-6m' },
  },
  { message: 'is there a realtor who can meet me at the property?', expect: { wantsHuman: true } },
  { message: "we'll buy with the cash from the sale of our condo in Austin", expect: { intent: 'buy', financing: 'cash' } },
  {
    message: 'need an apartment in Midtown near GSU for my daughter, 1 bed',
    expect: { intent: 'rent', propertyType: 'apartment', bedrooms: 1, areas: ['Midtown'] },
  },
  { message: "we're leaving Buckhead for something quieter in Decatur", expect: { areas: ['Decatur'] } },
  { message: "I'm a lender in Macon with a client moving to Kirkwood", expect: { intent: 'buy', areas: ['Kirkwood'] } },
  {
    message: 'want 3bd in kirkwood, can you call me? Lena Ortiz 404-555-0199',
    expect: { intent: 'buy', bedrooms: 3, areas: ['Kirkwood'], wantsHuman: true, name: 'Lena Ortiz', phone: '+14045550199' },
  },
  { message: 'we plan to list after mlk day', expect: { intent: 'sell', timeline: '0-3m' } },
  { message: 'could we come Saturday, like, four thirty?', expect: { intent: 'buy', wantsShowing: true, showingRequest: '2026-11-28T21:30:00.000Z' } },
];
