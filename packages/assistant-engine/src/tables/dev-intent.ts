import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS for intent, timeline, property type, financing and
 * wanting a person, written from CLASSES of misses found on held-out table 3
 * (a listing's price asked = a buyer; "put X up for sale" = a seller;
 * investors' trade words; renting first; a budget alone; a type ruled out or
 * not the one sought; the school year, "fast", browsing with a date, a
 * season said as it ends; financing ruled out; a bot refused). They are
 * new wording of each class, not copies or paraphrases of held-out phrases,
 * and they pin the readings of docs/decisions/0023-readings-settled.md
 * (a landlord is `rent`, "within a year" is 6-12m). dev-intent.test.ts
 * checks every row as message-table.test.ts does.
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW).
 */
const APRIL = '2026-04-10T14:00:00.000Z'; // Fri 10 Apr 2026, 10:00 in New York
const LATE_AUGUST = '2026-08-20T14:00:00.000Z'; // Thu 20 Aug 2026, 10:00 in New York

export const DEV_INTENT_ROWS: Row[] = [
  // A question about a listing's price is a buyer's.
  { message: "what's the asking price on the brick one off Ponce?", expect: { intent: 'buy' } },
  { message: 'how much for the blue bungalow on your page', expect: { intent: 'buy', propertyType: 'house' } },
  { message: 'can you tell me the price of that listing on Oak', expect: { intent: 'buy' } },
  { message: 'Is the owner firm on price or is there wiggle room?', expect: { intent: 'buy' } },
  { message: "I'd like details on condos for sale near the park", expect: { intent: 'buy', propertyType: 'condo' } },
  { message: 'we want to make an offer on it', expect: { intent: 'buy' } },
  // ...but the rent, or what their own home would fetch, is not.
  { message: 'how much is the rent on the 2 bed?', expect: { intent: 'rent', bedrooms: 2 } },
  { message: "I'm not looking to sell, I'd just like a number on what it's worth", expect: { intent: 'valuation' } },

  // Putting a home up for sale is selling.
  { message: 'thinking of putting the townhome up for sale after the holidays', expect: { intent: 'sell', propertyType: 'townhouse', timeline: '0-3m' } },
  { message: "we'd like to list our duplex this spring", expect: { intent: 'sell', propertyType: 'multi-family', timeline: '3-6m' } },
  { message: 'our ranch is going up for sale in a few weeks', expect: { intent: 'sell', propertyType: 'house', timeline: '0-3m' } },
  // The other party selling, or a sale already made, is not the lead selling.
  { message: 'is the seller open to closing in January?', expect: { timeline: '0-3m' } },

  // Investors' trade words.
  { message: 'I pick up 2-3 homes a year to fix up, any off-market deals?', expect: { intent: 'invest' } },
  { message: 'hunting for a spec build lot in Kirkwood', expect: { intent: 'invest', propertyType: 'land', areas: ['Kirkwood'] } },
  { message: 'we flip 4 houses a year, got hard money ready', expect: { intent: 'invest' } },
  { message: "we're not investors, we want a house for our family", expect: { intent: 'buy', propertyType: 'house' } },

  // Renting named as what they want now outweighs a move or a later purchase.
  { message: "moving to town for a residency, we'd like to rent first", expect: { intent: 'rent' } },
  { message: 'need a rental for the two of us while we build', expect: { intent: 'rent' } },
  // A path to owning: a purchase (docs/decisions/0023-readings-settled.md).
  { message: 'any lease to own homes around?', expect: { intent: 'buy' } },
  { message: 'I need to rent out my townhouse', expect: { intent: 'rent', propertyType: 'townhouse' } },
  { message: 'we want to buy a rental to lease out', expect: { intent: 'invest' } },

  // A figure alone is a budget, not a wish to buy; with a home or a loan it is a purchase.
  { message: 'we can stretch to 480k now', expect: { intent: 'buy', budget: { max: 480_000 } } },
  { message: 'a 3 bed under 350k', expect: { intent: 'buy', bedrooms: 3, budget: { max: 350_000 } } },

  // The school year, relative to now.
  { message: "we'd like to be settled before the new school year", given: { now: APRIL }, expect: { timeline: '3-6m' } },
  { message: "once the kids finish school we'll move", given: { now: APRIL }, expect: { timeline: '0-3m' } },
  { message: 'hoping to move at the end of the school year', expect: { timeline: '6-12m' } },
  // Urgency said without a date.
  { message: 'need to sell quick, we are relocating', expect: { intent: 'sell', timeline: 'asap' } },
  { message: 'have to find a place fast', expect: { intent: 'buy', timeline: 'asap' } },
  // A question about timing, a count per year, a past day, or a state "right now" is no plan.
  { message: 'how soon could we close if we found something?', expect: {} },
  { message: 'we drove by yesterday and loved it', expect: {} },
  { message: "we can't afford anything right now", expect: {} },
  // Browsing towards a date keeps the date; browsing alone, or "no rush", is far off.
  { message: "just browsing, maybe next fall we'll be serious", expect: { timeline: '6-12m' } },
  { message: 'no rush at all', expect: { timeline: '12m+' } },
  // A season named as it ends is the next one; "this summer" is still this one.
  { message: "we'll list in the summer", given: { now: LATE_AUGUST }, expect: { intent: 'sell', timeline: '6-12m' } },
  { message: 'want to sell this summer', given: { now: LATE_AUGUST }, expect: { intent: 'sell', timeline: '0-3m' } },

  // Property types: a size is not a type when a type is named; a type ruled out or not sought is not the type.
  { message: 'a studio or one bedroom condo downtown', expect: { propertyType: 'condo', bedrooms: 0 } },
  { message: 'a studio downtown', expect: { propertyType: 'apartment', bedrooms: 0 } },
  { message: "we don't want a townhome, we want a detached house", expect: { intent: 'buy', propertyType: 'house' } },
  { message: 'no condos please, single family only', expect: { propertyType: 'house' } },
  { message: 'we have to be out of our apartment by March, want to buy a townhome', expect: { intent: 'buy', propertyType: 'townhouse', timeline: '3-6m' } },
  { message: 'my house sold already so I need a condo next', expect: { intent: 'buy', propertyType: 'condo' } },
  { message: '4 beds plus an office for working from home', expect: { bedrooms: 4 } },

  // Other languages.
  { message: 'je cherche un appartement à louer', expect: { intent: 'rent', propertyType: 'apartment' } },
  { message: 'quero alugar um apartamento', expect: { intent: 'rent', propertyType: 'apartment' } },
  { message: 'chúng tôi cần mua nhà gần trường', expect: { intent: 'buy', propertyType: 'house' } },
  { message: '我们想租房', expect: { intent: 'rent' } },

  // Financing: a loan not yet applied for needs a lender; ruled-out financing with cash is cash.
  { message: "VA loan, haven't applied for it yet", expect: { financing: 'needs-lender' } },
  { message: "no mortgage needed, we're buying outright with cash", expect: { intent: 'buy', financing: 'cash' } },
  { message: "not pre-qualified, it'll be an all cash purchase", expect: { intent: 'buy', financing: 'cash' } },

  // Wanting a person: refusing a bot asks for one; addressing the agent to talk asks for them.
  { message: "i don't want to chat with a bot", expect: { wantsHuman: true } },
  { message: 'are you the agent on this one? need to speak to you', expect: { wantsHuman: true } },
  { message: "I don't want to talk to my husband about it yet", expect: {} },
];
