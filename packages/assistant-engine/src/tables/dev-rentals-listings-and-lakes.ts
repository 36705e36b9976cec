import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS written from the CLASSES of misses found on held-out
 * tables 14 and 15 (read once their figures were reported; held-out table
 * 16 takes their place): rentals said with "rent under", "for rent rn",
 * "renters", a lease ending and a rent-sized figure, "like to rent", a
 * rental sought in a move; rent-to-own, lease options and a home lived in
 * with units rented out are purchases; a duplex to rent out both halves
 * and short-term rentals are investing; "what would it be worth", an offer
 * to buy one's home; a landlord asking the rent; listing with the agent,
 * an expired listing; dates with their day for a lease up, a move-in or a
 * listing available; holidays counted to their day; "next summer" said in
 * summer; "not urgent"; a stay of some weeks; "starting next Monday"; a
 * past pause; opt-outs ("scratch my number off", "remove my number from",
 * "cease all contact", "no longer want", "don't call or text again");
 * "dm me … instead"; asking to be transferred, to chat live, for "someone
 * real", for the agent; steering by sex and by where voucher holders live;
 * a surname written with a capital, a first name signing a question;
 * lakes, "the Roswell house", "St. Marys", "Midtown-ish", a place sold
 * already; corrected hours and bedroom counts. They are new wording of
 * each class, not copies or paraphrases of held-out phrases.
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW).
 */
export const DEV_RENTALS_LISTINGS_AND_LAKES_ROWS: Row[] = [
  { message: 'townhome near Kirkwood, rent under 2,200', expect: { intent: 'rent', propertyType: 'townhouse', areas: ['Kirkwood'], budget: { max: 2200 } } },
  { message: 'any 1 bed apts in midtown for rent rn?', expect: { intent: 'rent', bedrooms: 1, propertyType: 'apartment', areas: ['Midtown'] } },
  { message: 'do you help renters? looking for a 2 bed under 1700', expect: { intent: 'rent', bedrooms: 2, budget: { max: 1700 } } },
  { message: 'lease ends the 31st, need a 2 bed under 1600', expect: { intent: 'rent', bedrooms: 2, budget: { max: 1600 }, timeline: 'asap' } },
  { message: 'relocating in January, want a rental in Decatur', expect: { intent: 'rent', areas: ['Decatur'], timeline: '0-3m' } },
  { message: "we'd love to rent for a year before we buy", expect: { intent: 'rent' } },
  { message: 'is the seller open to rent-to-own?', expect: { intent: 'buy' } },
  { message: 'buying a fourplex and living in one unit', expect: { intent: 'buy', propertyType: 'multi-family' } },
  { message: 'want a duplex so we can rent out both halves', expect: { intent: 'invest', propertyType: 'multi-family' } },
  { message: 'getting into STR investing, two cabins in the mountains', expect: { intent: 'invest', propertyType: 'house' } },
  { message: "what would it be worth today? it's a condo in Midtown", expect: { intent: 'valuation', propertyType: 'condo', areas: ['Midtown'] } },
  { message: "someone offered to buy my house, what's it worth?", expect: { intent: 'valuation', propertyType: 'house' } },
  {
    message: 'we own a condo in Buckhead and want to rent it out, what could we get a month?',
    expect: { intent: 'rent', propertyType: 'condo', areas: ['Buckhead'] },
  },
  { message: 'can we talk about listing with you? 4 bed in Decatur', expect: { intent: 'sell', bedrooms: 4, areas: ['Decatur'] } },
  { message: 'expired listing in Buckhead, want to try again', expect: { intent: 'sell', areas: ['Buckhead'] } },
  { message: 'our lease is up December 5th, need a rental', expect: { intent: 'rent', timeline: 'asap' } },
  { message: 'lease starting feb 1, 2 bed apartment', expect: { intent: 'rent', bedrooms: 2, propertyType: 'apartment', timeline: '0-3m' } },
  { message: 'landlord here, need tenants by dec 15', expect: { intent: 'rent', timeline: 'asap' } },
  { message: "we'll move around Memorial Day", expect: { timeline: '6-12m' } },
  { message: "we're here for 6 weeks on a work contract and need a furnished rental", expect: { intent: 'rent' } },
  { message: 'need a rental starting next Monday', expect: { intent: 'rent', timeline: 'asap' } },
  { message: 'we paused our search in September', expect: {} },
  { message: 'no move planned, not urgent, just a question about taxes', expect: {} },
  { message: 'need to close before 2027', expect: { timeline: '0-3m' } },
  { message: 'I have to be out by december twelfth', expect: { timeline: 'asap' } },
  { message: 'scratch my number off your list', expect: { optOut: true } },
  { message: 'please remove my number from your list', expect: { optOut: true } },
  { message: 'please cease all contact', expect: { optOut: true } },
  { message: 'I no longer want to get these texts', expect: { optOut: true } },
  { message: 'Do not call or text again.', expect: { optOut: true } },
  { message: 'dm me the details instead, and stop calling', expect: {} },
  { message: 'can Maya text me directly? not the AI', expect: { wantsHuman: true } },
  { message: 'can you transfer me to someone?', expect: { wantsHuman: true } },
  { message: "I'd like to chat live with somebody", expect: { wantsHuman: true } },
  { message: 'I need the agent please', expect: { wantsHuman: true } },
  { message: 'am I writing to a bot?', expect: {} },
  { message: 'is that street safe for a single woman?', expect: { steering: true } },
  { message: 'lots of families with babies nearby?', expect: { steering: true } },
  { message: 'show me neighborhoods without section 8', expect: { steering: true } },
  { message: 'I have a housing voucher, which rentals take it?', expect: { intent: 'rent' } },
  { message: 'Sam Black, sam.black@icloud.com', expect: { name: 'Sam Black', email: 'sam.black@icloud.com' } },
  {
    message: 'Can I tour the Decatur condo Friday at 5? Priya',
    expect: { intent: 'buy', propertyType: 'condo', areas: ['Decatur'], wantsShowing: true, showingRequest: '2026-11-27T22:00:00.000Z', name: 'Priya' },
  },
  { message: 'we want a cabin on Lake Burton', expect: { intent: 'buy', propertyType: 'house', areas: ['Lake Burton'] } },
  { message: 'selling the Roswell house this spring', expect: { intent: 'sell', propertyType: 'house', areas: ['Roswell'], timeline: '3-6m' } },
  { message: 'sold the house up in Toledo, want a condo in Midtown', expect: { intent: 'buy', propertyType: 'condo', areas: ['Midtown'] } },
  { message: 'a beach place, like Tybee or St. Marys', expect: { areas: ['Tybee', 'St. Marys'] } },
  { message: 'need a 1 bed apartment, Midtown-ish', expect: { intent: 'rent', bedrooms: 1, propertyType: 'apartment', areas: ['Midtown'] } },
  { message: 'can we do sunday at 1? actually 2', expect: { intent: 'buy', wantsShowing: true, showingRequest: '2026-11-29T19:00:00.000Z' } },
  {
    message: "let's say Wednesday 4pm, no wait, make it five thirty",
    expect: { intent: 'buy', wantsShowing: true, showingRequest: '2026-11-25T22:30:00.000Z' },
  },
  { message: 'tour 2moro @ 5?', expect: { intent: 'buy', wantsShowing: true, showingRequest: '2026-11-24T22:00:00.000Z' } },
  { message: 'we have to scratch the tour, something came up', expect: {} },
  { message: '3 bedrooms, no wait, 5 now, my parents are moving in', expect: { bedrooms: 5 } },
];
