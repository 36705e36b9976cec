import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS written from the CLASSES of misses found on held-out
 * table 19 (read once its figures were reported; held-out table 20 takes its
 * place): a figure of four digits beside a small home is a month's rent
 * ("1br, under 1300"); dates said in other shapes ("lease is up 9/30", "the
 * first of October", "oct 1 start", "report Nov 3", a lease's length); a
 * lease ending bounds "no rush"; "the Saturday after Halloween", "Columbus
 * Day weekend"; whether neighbours or an owner accept who the lead is, an
 * area "good for families", neighbourhoods without voucher holders, a
 * diverse area; the price asked alone, listing fees, "can I still rent",
 * land for sale, closing questions; a person asked to call by phone; "get
 * rid of my number"; a name signed after a dash; spoken short prices at a
 * range's start, "1.2 max", "six hundred cash"; words that never name a
 * place, a landmark near the home, a rental "on" a street, a home sold
 * elsewhere; downsizers who sell to buy. They are new wording of each
 * class, not copies or paraphrases of held-out phrases.
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW), agent Maya.
 */
export const DEV_RENTS_DATES_AND_HOUSEHOLDS_ROWS: Row[] = [
  // Rent-sized figures beside a small home.
  { message: 'studio or 1br near the beltline, max 1450', expect: { intent: 'rent', bedrooms: 0, propertyType: 'apartment', budget: { max: 1450 } } },
  { message: 'looking for a 2 bed in Decatur under 2200', expect: { intent: 'rent', bedrooms: 2, areas: ['Decatur'], budget: { max: 2200 } } },
  { message: 'furnished one bedroom, month to month, up to $1,900.', expect: { intent: 'rent', bedrooms: 1, budget: { max: 1900 } } },
  { message: 'a 2 bed condo to buy, up to 450', expect: { intent: 'buy', bedrooms: 2, propertyType: 'condo', budget: { max: 450000 } } },
  // Dates in other shapes.
  { message: 'my lease is up 12/15', expect: { timeline: 'asap' } },
  { message: 'we have to close by the first of January', given: { previous: { intent: 'buy' } }, expect: { timeline: '0-3m' } },
  { message: '1 bed apt, 1600 max, dec 10 start', expect: { intent: 'rent', bedrooms: 1, propertyType: 'apartment', budget: { max: 1600 }, timeline: '0-3m' } },
  { message: 'six month lease starting Jan 5, 2 bed', expect: { intent: 'rent', bedrooms: 2, timeline: '0-3m' } },
  { message: 'my lease ends march 31 so no big rush', given: { previous: { intent: 'rent' } }, expect: { timeline: '3-6m' } },
  // Days named from a holiday.
  { message: 'could we see it the Friday after Thanksgiving?', expect: { intent: 'buy', wantsShowing: true, showingDay: '2026-11-27' } },
  { message: 'we could tour homes MLK Day weekend', expect: { intent: 'buy', wantsShowing: true, showingDay: '2027-01-16' } },
  // Fair housing.
  { message: 'will the neighbors be cool with my daughter being deaf?', expect: { steering: true } },
  { message: 'is the landlord ok with a single dad and three kids?', expect: { steering: true } },
  { message: 'is that neighborhood a good one for families?', expect: { steering: true } },
  { message: 'which parts of town do not have section 8?', expect: { steering: true } },
  { message: 'is the owner ok with a wheelchair ramp being added?', expect: {} },
  // Sides asked in a word.
  { message: 'wow that porch!! how much?', expect: { intent: 'buy' } },
  { message: 'text me the price please', expect: { intent: 'buy' } },
  { message: 'what commission do you charge for selling a house?', expect: { intent: 'sell', propertyType: 'house' } },
  { message: 'we have an eviction on record, can we still rent?', expect: { intent: 'rent' } },
  { message: 'any lots for sale near Loganville?', expect: { intent: 'buy', propertyType: 'land', areas: ['Loganville'] } },
  { message: 'is that one for sale or for rent?', expect: {} },
  { message: 'how fast could we close if we pay cash?', expect: { financing: 'cash' } },
  // A person asked for; an opt-out; a signature.
  { message: 'could someone reach out by phone?', expect: { wantsHuman: true } },
  { message: "I'd rather talk to you on the phone", expect: { wantsHuman: true } },
  { message: 'get rid of my info please', expect: { optOut: true } },
  {
    message: 'we can do Tuesday at 4 for the Tucker house -Priya',
    expect: { intent: 'buy', wantsShowing: true, showingRequest: '2026-11-24T21:00:00.000Z', areas: ['Tucker'], propertyType: 'house', name: 'Priya' },
  },
  // Figures said the short way.
  {
    message: '4 twenty to 4 fifty for a ranch in Tucker',
    expect: { intent: 'buy', propertyType: 'house', areas: ['Tucker'], budget: { min: 420000, max: 450000 } },
  },
  {
    message: 'we have about five hundred cash for a townhome',
    expect: { intent: 'buy', propertyType: 'townhouse', financing: 'cash', budget: { min: 450000, max: 550000 } },
  },
  { message: 'somewhere in Buckhead, 2.5 max', expect: { intent: 'buy', areas: ['Buckhead'], budget: { max: 2500000 } } },
  // Places that are not wanted.
  { message: 'Honestly, we want a condo in Midtown', expect: { intent: 'buy', propertyType: 'condo', areas: ['Midtown'] } },
  { message: 'a 3 bed near the Decatur Square or close to the High Museum', expect: { bedrooms: 3, areas: ['Decatur'] } },
  { message: 'we just sold a duplex in Augusta and want a house in Smyrna', expect: { intent: 'buy', propertyType: 'house', areas: ['Smyrna'] } },
  { message: 'calling about the rental on, um, Ponce, the one bedroom', expect: { intent: 'rent', bedrooms: 1 } },
  // Downsizers.
  {
    message: "we're downsizing: selling our ranch in Lilburn, want a townhome in Decatur",
    expect: { intent: 'buy', propertyType: 'townhouse', areas: ['Decatur'] },
  },
];
