import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS written from the CLASSES of misses found on held-out
 * table 13 (read once its figures were reported; held-out tables 14 and 15
 * take its place): a date to be done by with its day ("by March 1", "by May
 * 31st"), within a month; "within 30 days" as a deadline; holidays as
 * deadlines and visit days (St. Patrick's Day, Easter, tax day, Mother's
 * Day); "another year and a half"; a trailing "actually" after a corrected
 * place; "make it 11" correcting an hour; a weekday after a place; closing
 * on a home, a rate lock, downsizing and cash from a sale are a buyer's; a
 * home "sold by" a date is a seller's; a Zillow or Redfin figure for one's
 * own home is a valuation; a 1031 exchange and flippers are investing (and
 * 1031 is no price); names between dashes, phones in pairs, "don't call me
 * anymore" names nobody; Spanish "deja de…"; calls refused with "texting
 * works better"; a group as who an area suits; "have the agent text me",
 * "I'd rather talk to her about…"; a past month is no plan; "right now" of
 * a price or of who answers is no timeline; browsing said unasked names no
 * time. They are new wording of each class, not copies or paraphrases of
 * held-out phrases.
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW).
 */
export const DEV_DEADLINES_EXCHANGES_AND_TRADES_ROWS: Row[] = [
  { message: 'we have to be out by december 4th', expect: { timeline: 'asap' } },
  { message: 'must be moved by march 15th', expect: { timeline: '3-6m' } },
  { message: 'our rental hunt: we need a place by january 31st', expect: { intent: 'rent', timeline: '0-3m' } },
  { message: 'hoping to be settled in before mothers day', expect: { timeline: '3-6m' } },
  {
    message: 'we could tour the condo on st patricks day around 2?',
    expect: { intent: 'buy', propertyType: 'condo', wantsShowing: true, showingRequest: '2027-03-17T18:00:00.000Z' },
  },
  { message: 'not ready to list for another year and a half', expect: { intent: 'sell', timeline: '12m+' } },
  { message: 'have to close within 3 weeks, 1031 replacement property', expect: { intent: 'invest', timeline: 'asap' } },
  { message: "we're wrapping up a 1031 and want a fourplex", expect: { intent: 'invest', propertyType: 'multi-family' } },
  { message: 'flipper looking for distressed properties under 200', expect: { intent: 'invest', budget: { max: 200000 } } },
  { message: 'redfin has my condo at 380, sound right?', expect: { intent: 'valuation', propertyType: 'condo' } },
  { message: 'need it sold before december 10th', expect: { intent: 'sell', timeline: 'asap' } },
  { message: 'we plan to close on a townhouse by spring', expect: { intent: 'buy', propertyType: 'townhouse', timeline: '3-6m' } },
  { message: 'downsizing to a smaller condo, we can pay cash', expect: { intent: 'buy', propertyType: 'condo', financing: 'cash' } },
  { message: 'Dana Whitfield – dana.w@gmail.com – wants a 3 bed', expect: { intent: 'buy', bedrooms: 3, name: 'Dana Whitfield', email: 'dana.w@gmail.com' } },
  { message: 'reach me on 404 555 72 18', expect: { phone: '+14045557218' } },
  { message: "don't call me again please", expect: { optOut: true } },
  { message: 'deja de mandarme mensajes', expect: { optOut: true } },
  { message: "please don't call me at the office, texting works better", expect: {} },
  { message: 'would Candler Park suit a young Nigerian family?', expect: { steering: true } },
  { message: "have the realtor email me, we're ready to write an offer", expect: { intent: 'buy', wantsHuman: true } },
  { message: "I'd prefer to talk with her about pricing", expect: { wantsHuman: true } },
  {
    message: 'can we walk the condo in Kirkwood Saturday at 11?',
    expect: { intent: 'buy', propertyType: 'condo', areas: ['Kirkwood'], wantsShowing: true, showingRequest: '2026-11-28T16:00:00.000Z' },
  },
  {
    message: 'Is this a bot? Anyway, we want a 2 bed townhouse in Decatur',
    expect: { intent: 'buy', bedrooms: 2, propertyType: 'townhouse', areas: ['Decatur'] },
  },
  { message: 'thinking Kirkwood, uh no, Decatur actually, for a condo to buy', expect: { intent: 'buy', propertyType: 'condo', areas: ['Decatur'] } },
  {
    message: 'Tomorrow at 2, no wait make it 3:30, for the condo',
    expect: { intent: 'buy', propertyType: 'condo', wantsShowing: true, showingRequest: '2026-11-24T20:30:00.000Z' },
  },
  { message: 'we inherited the condo in October and want to sell it', expect: { intent: 'sell', propertyType: 'condo' } },
  { message: 'what would my condo sell for right now?', expect: { intent: 'valuation', propertyType: 'condo' } },
  { message: 'just browsing, not ready to chat with anyone', expect: {} },
];
