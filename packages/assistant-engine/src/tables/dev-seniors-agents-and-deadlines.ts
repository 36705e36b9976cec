import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS written from the CLASSES of misses found on held-out
 * table 17 (read once its figures were reported; held-out table 18 takes
 * its place): a home that "has to go" or "will need to be sold"; the
 * lowest a seller will take, backup offers, "putting in an offer", "maybe
 * I should just buy"; a landlord who "says he's selling"; "not buying or
 * selling", "not sure if we're selling"; building to rent both sides, a
 * family office buying multifamily; a purchase named far from "airbnb";
 * "send me whatever you have"; "this year" of a plan; "by the end of the
 * month" as a deadline; MLK weekend, Presidents Day; a date after a pause
 * ("by, like, February first"); a tenant leaving on a date; "rented,
 * yesterday"; a correction of a place never read as months; "no rush,
 * maybe by Christmas"; "no, wait, four"; a family member's needs are no
 * steering; "w/o section 8", section 8 next door; "quit blowing up my
 * phone"; "when the agent is free to talk", "someone telephone me"; "get
 * me preapproved"; a name at either end beside a phone, "thank u - Earl";
 * "Spgs"; a county list; an agent's brokerage and a home sold elsewhere
 * are no areas. They are new wording of each class, not copies or
 * paraphrases of held-out phrases.
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW).
 */
export const DEV_SENIORS_AGENTS_AND_DEADLINES_ROWS: Row[] = [
  { message: 'dad is moving in with us, so his condo has to go', expect: { intent: 'sell', propertyType: 'condo' } },
  { message: 'the estate will need to be sold, a 3 bed in Tucker', expect: { intent: 'sell', bedrooms: 3, areas: ['Tucker'] } },
  { message: "what's the lowest the seller would accept on the Kirkwood bungalow?", expect: { intent: 'buy', propertyType: 'house', areas: ['Kirkwood'] } },
  { message: 'are they taking backup offers?', expect: { intent: 'buy' } },
  { message: 'rent keeps going up, maybe we should just buy', expect: { intent: 'buy' } },
  { message: 'my landlord told me he is selling, need a 1 bed rental', expect: { intent: 'rent', bedrooms: 1 } },
  { message: 'not selling or buying, just curious what homes in Decatur go for', expect: { intent: 'valuation', areas: ['Decatur'] } },
  { message: 'what would my townhouse be worth? not sure if we are selling', expect: { intent: 'valuation', propertyType: 'townhouse' } },
  { message: 'we want to build a duplex and rent both units', expect: { intent: 'invest', propertyType: 'multi-family' } },
  { message: 'buying a mountain cabin that we will mostly run as an airbnb', expect: { intent: 'invest', propertyType: 'house' } },
  { message: 'send me whatever condos you have in Midtown', expect: { intent: 'buy', propertyType: 'condo', areas: ['Midtown'] } },
  // Said on 23 November, "this year" is the next five weeks.
  { message: 'looking to buy two more rentals this year', expect: { intent: 'invest', timeline: '0-3m' } },
  { message: 'we want it listed before the end of the month', expect: { intent: 'sell', timeline: 'asap' } },
  { message: 'need to be moved in by presidents day', expect: { timeline: '0-3m' } },
  { message: 'it has to close by, like, December first', expect: { timeline: 'asap' } },
  { message: 'landlord here, my tenant is leaving January 31, need a new one', expect: { intent: 'rent', timeline: '0-3m' } },
  { message: 'landlord here, need the place rented, yesterday', expect: { intent: 'rent', timeline: 'asap' } },
  {
    message: 'moving here in about 4 months, 3 bed in Tucker - actually scratch Tucker, Decatur. 500 tops',
    expect: { intent: 'buy', bedrooms: 3, areas: ['Decatur'], budget: { max: 500000 }, timeline: '3-6m' },
  },
  { message: 'no rush, looking for a 2 bed condo, maybe by Christmas', expect: { intent: 'buy', bedrooms: 2, propertyType: 'condo', timeline: '0-3m' } },
  { message: 'two bathrooms, no, wait, three', expect: {} },
  { message: 'we need 2 bedrooms, no, wait, 3', expect: { intent: 'buy', bedrooms: 3 } },
  { message: 'my disabled son uses a wheelchair, is there a ramp at the Decatur house?', expect: { propertyType: 'house', areas: ['Decatur'] } },
  { message: 'any areas w/o section 8 renters?', expect: { steering: true } },
  { message: 'quit blowing up my cell', expect: { optOut: true } },
  { message: 'let me know when the realtor is free to talk', expect: { wantsHuman: true } },
  { message: 'could somebody telephone me this afternoon?', expect: { wantsHuman: true } },
  { message: 'can you get us preapproved?', expect: { intent: 'buy', financing: 'needs-lender' } },
  { message: 'Hello, please pass this to Maya. Nora Vance 404-555-0162', expect: { name: 'Nora Vance', phone: '+14045550162' } },
  { message: 'call me back please 770 555 0177 thank u - Walt', expect: { wantsHuman: true, name: 'Walt', phone: '+17705550177' } },
  { message: 'a condo in Sandy Spgs under 300k', expect: { intent: 'buy', propertyType: 'condo', areas: ['Sandy Springs'], budget: { max: 300000 } } },
  { message: 'looking for land in Henry or Clayton county', expect: { intent: 'buy', propertyType: 'land', areas: ['Henry County', 'Clayton County'] } },
  {
    message: "I'm a realtor with Keller Williams, my buyer wants the Grant Park condo",
    expect: { intent: 'buy', propertyType: 'condo', areas: ['Grant Park'] },
  },
];
