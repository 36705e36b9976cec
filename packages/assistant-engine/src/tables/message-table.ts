import type { Row } from './message-rows';

/**
 * Inbound lead messages as they really arrive by website chat and SMS
 * (lower case, typos, no punctuation, emoji, numbers in words, several facts
 * at once, corrections, bare answers to the question just asked), each with
 * the context it is read in and every field of `Understood` it determines.
 * A field a row leaves out must keep its previous value: the row also checks
 * that nothing was invented. message-table.test.ts checks every row.
 *
 * Conventions the rows pin (the engine documents each where it decides it):
 * - Default context: Monday 23 Nov 2026, 10:00 in New York (EST, UTC-5),
 *   the service areas of TABLE_AREAS, nothing known yet.
 * - One budget figure is a ceiling ("450k" → max); "around X" is X ± 10 %;
 *   "the 400s" is 400–500k, "low/mid/high 400s" 400–450k/425–475k/450–500k;
 *   a bare figure under 10,000 said of a home price means thousands.
 * - "3-4 bedrooms" records the smaller number (the requirement).
 * - A showing with only a day is a day (showingDay), never a time: decide()
 *   offers that day's free hours or asks for a time that day; "morning" is
 *   9:00, "afternoon" 13:00, "evening" 18:00; a bare hour from 1 to 7 is pm.
 * - A message that names a home and a sale-sized budget (≥ 50k) without
 *   saying buy/sell/rent is a purchase; a monthly budget is a rental.
 */
const OFFERED = ['2026-11-24T15:00:00.000Z', '2026-11-24T19:00:00.000Z', '2026-11-25T16:00:00.000Z']; // Tue 10:00, Tue 14:00, Wed 11:00
const BUYER = { intent: 'buy' as const };
const RENTER = { intent: 'rent' as const };

export const MESSAGE_TABLE: Row[] = [
  // Intent
  { message: 'hi im looking to buy a house in decatur', expect: { intent: 'buy', propertyType: 'house', areas: ['Decatur'] } },
  { message: 'we wanna sell our place', expect: { intent: 'sell' } },
  { message: 'thinking about putting our home on the market next spring', expect: { intent: 'sell', timeline: '3-6m' } },
  { message: 'how much is my house worth', expect: { intent: 'valuation', propertyType: 'house' } },
  { message: 'can u do a free home valuation', expect: { intent: 'valuation' } },
  { message: 'looking for a rental, 2 bed', expect: { intent: 'rent', bedrooms: 2 } },
  { message: 'need a place to rent asap', expect: { intent: 'rent', timeline: 'asap' } },
  { message: 'interested in buying rental properties', expect: { intent: 'invest' } },
  { message: "we're first time buyers 😊", expect: { intent: 'buy' } },
  { message: 'im an investor looking for fix and flips', expect: { intent: 'invest' } },
  { message: 'currently renting but ready to buy', expect: { intent: 'buy' } },
  { message: 'Relocating to Atlanta for a new job', expect: { intent: 'buy', areas: ['Atlanta'] } },
  { message: 'what would my condo sell for', expect: { intent: 'valuation', propertyType: 'condo' } },
  { message: 'looking for a 3/2 in midtown', expect: { intent: 'buy', bedrooms: 3, areas: ['Midtown'] } },
  { message: 'hello', expect: {} },
  { message: '👍', given: { previous: BUYER }, expect: {} },
  { message: 'Do you have anything for lease in Buckhead', expect: { intent: 'rent', areas: ['Buckhead'] } },
  { message: 'I own a few rentals and want to add another', expect: { intent: 'invest' } },
  { message: 'we need to sell before we can buy', expect: { intent: 'sell' } },
  { message: 'whats my home value', expect: { intent: 'valuation' } },
  { message: 'buying', given: { expecting: 'intent' }, expect: { intent: 'buy' } },
  { message: 'sell', given: { expecting: 'intent' }, expect: { intent: 'sell' } },
  { message: 'want to rent out my condo, need a tenant', expect: { intent: 'rent', propertyType: 'condo' } },

  // Budget
  { message: 'budget is 450k', given: { previous: BUYER }, expect: { budget: { max: 450_000 } } },
  { message: '$375,000', given: { previous: BUYER, expecting: 'budget' }, expect: { budget: { max: 375_000 } } },
  { message: 'between 300 and 350', given: { previous: BUYER, expecting: 'budget' }, expect: { budget: { min: 300_000, max: 350_000 } } },
  { message: 'under half a million', given: { previous: BUYER }, expect: { budget: { max: 500_000 } } },
  { message: '400-500k', given: { previous: BUYER }, expect: { budget: { min: 400_000, max: 500_000 } } },
  { message: 'around 600', given: { previous: BUYER, expecting: 'budget' }, expect: { budget: { min: 540_000, max: 660_000 } } },
  { message: 'up to 1.2 million', given: { previous: BUYER }, expect: { budget: { max: 1_200_000 } } },
  { message: 'no more than $2,500 a month', given: { previous: RENTER }, expect: { budget: { max: 2500 } } },
  { message: 'we can afford about two thousand a month', given: { previous: RENTER }, expect: { budget: { min: 1800, max: 2200 } } },
  { message: '350 to 400 thousand', given: { previous: BUYER }, expect: { budget: { min: 350_000, max: 400_000 } } },
  { message: 'at least 800k', given: { previous: BUYER }, expect: { budget: { min: 800_000 } } },
  { message: 'max 275', given: { previous: BUYER, expecting: 'budget' }, expect: { budget: { max: 275_000 } } },
  { message: 'three fifty', given: { previous: BUYER, expecting: 'budget' }, expect: { budget: { max: 350_000 } } },
  { message: '450 is our max', given: { previous: BUYER, expecting: 'budget' }, expect: { budget: { max: 450_000 } } },
  { message: 'somewhere in the mid 400s', given: { previous: BUYER }, expect: { budget: { min: 425_000, max: 475_000 } } },
  { message: '$1.5M-$2M', given: { previous: BUYER }, expect: { budget: { min: 1_500_000, max: 2_000_000 } } },
  { message: 'pre approved up to 525k', given: { previous: BUYER }, expect: { financing: 'preapproved', budget: { max: 525_000 } } },
  { message: '750 grand tops', given: { previous: BUYER }, expect: { budget: { max: 750_000 } } },
  { message: "we're thinking 5-600k", given: { previous: BUYER }, expect: { budget: { min: 500_000, max: 600_000 } } },
  { message: '1800 sq ft, 3 bed', given: { previous: BUYER }, expect: { bedrooms: 3 } },
  { message: 'our budget went up, now 500k', given: { previous: { ...BUYER, budget: { max: 450_000 } } }, expect: { budget: { max: 500_000 } } },
  { message: "we're cash buyers around 300k", expect: { intent: 'buy', financing: 'cash', budget: { min: 270_000, max: 330_000 } } },
  { message: 'under 2k/mo', given: { previous: RENTER }, expect: { budget: { max: 2000 } } },
  { message: 'a million', given: { previous: BUYER, expecting: 'budget' }, expect: { budget: { max: 1_000_000 } } },
  { message: 'low 300s', given: { previous: BUYER, expecting: 'budget' }, expect: { budget: { min: 300_000, max: 350_000 } } },
  { message: 'four hundred and fifty thousand dollars', given: { previous: BUYER }, expect: { budget: { max: 450_000 } } },
  { message: "what's the price on 123 Main St", given: { previous: BUYER }, expect: {} },

  // Bedrooms
  { message: '3 bedrooms', given: { previous: BUYER }, expect: { bedrooms: 3 } },
  { message: 'need at least 4 beds', given: { previous: BUYER }, expect: { bedrooms: 4 } },
  { message: '2bd 1ba condo', given: { previous: BUYER }, expect: { bedrooms: 2, propertyType: 'condo' } },
  { message: 'three bedroom townhouse', given: { previous: BUYER }, expect: { bedrooms: 3, propertyType: 'townhouse' } },
  { message: 'actually 3 beds', given: { previous: { ...BUYER, bedrooms: 2 } }, expect: { bedrooms: 3 } },
  { message: '4', given: { previous: BUYER, expecting: 'bedrooms' }, expect: { bedrooms: 4 } },
  { message: 'five bedroom home with a pool', given: { previous: BUYER }, expect: { bedrooms: 5 } },
  { message: 'studio apartment', given: { previous: RENTER }, expect: { bedrooms: 0, propertyType: 'apartment' } },
  { message: '3-4 br', given: { previous: BUYER }, expect: { bedrooms: 3 } },
  { message: '1 bedroom', given: { previous: RENTER }, expect: { bedrooms: 1 } },
  { message: 'a 3/2 ranch', given: { previous: BUYER }, expect: { bedrooms: 3, propertyType: 'house' } },
  { message: '2 kids and a dog so we need 4 bedrooms', given: { previous: BUYER }, expect: { bedrooms: 4, steering: false } },
  { message: '3bd/2.5ba', given: { previous: BUYER }, expect: { bedrooms: 3 } },
  { message: 'two', given: { previous: RENTER, expecting: 'bedrooms' }, expect: { bedrooms: 2 } },
  { message: 'no garage needed, 2 bath is fine', given: { previous: BUYER }, expect: {} },
  { message: 'we have 2 dogs', given: { previous: BUYER }, expect: {} },

  // Areas
  { message: 'Decatur', given: { previous: BUYER, expecting: 'areas' }, expect: { areas: ['Decatur'] } },
  { message: 'buckhead or midtown', given: { previous: BUYER, expecting: 'areas' }, expect: { areas: ['Buckhead', 'Midtown'] } },
  { message: 'near grant park', given: { previous: BUYER }, expect: { areas: ['Grant Park'] } },
  { message: 'Looking in Smyrna', given: { previous: BUYER }, expect: { areas: ['Smyrna'] } },
  { message: 'east atlanta village area', given: { previous: BUYER }, expect: { areas: ['East Atlanta'] } },
  { message: 'also open to Kirkwood', given: { previous: { ...BUYER, areas: ['Decatur'] } }, expect: { areas: ['Kirkwood'] } },
  { message: 'somewhere close to Emory', given: { previous: BUYER }, expect: { areas: ['Emory'] } },
  { message: 'anywhere in sandy springs', given: { previous: BUYER }, expect: { areas: ['Sandy Springs'] } },
  { message: 'Marietta', given: { previous: BUYER, expecting: 'areas' }, expect: { areas: ['Marietta'] } },
  { message: 'roswell or alpharetta', given: { previous: BUYER, expecting: 'areas' }, expect: { areas: ['Roswell', 'Alpharetta'] } },
  { message: 'In March we want to move', given: { previous: BUYER }, expect: { timeline: '3-6m' } },
  { message: 'do you have anything in 30307?', given: { previous: BUYER }, expect: { areas: ['30307'] } },

  // Property type
  { message: 'condo', given: { previous: BUYER, expecting: 'propertyType' }, expect: { propertyType: 'condo' } },
  { message: 'single family home', given: { previous: BUYER }, expect: { propertyType: 'house' } },
  { message: 'townhome', given: { previous: BUYER, expecting: 'propertyType' }, expect: { propertyType: 'townhouse' } },
  { message: 'looking for land to build on', expect: { intent: 'buy', propertyType: 'land' } },
  { message: 'a duplex or fourplex', given: { previous: { intent: 'invest' } }, expect: { propertyType: 'multi-family' } },
  { message: 'manufactured home', given: { previous: BUYER }, expect: { propertyType: 'mobile-home' } },
  { message: 'retail space for my business', given: { previous: RENTER }, expect: { propertyType: 'commercial' } },
  { message: '2 bed apt', given: { previous: RENTER }, expect: { bedrooms: 2, propertyType: 'apartment' } },
  { message: 'a lot of space for the kids, like 4 beds', given: { previous: BUYER }, expect: { bedrooms: 4, steering: false } },
  { message: 'sfh please', given: { previous: BUYER }, expect: { propertyType: 'house' } },
  { message: 'condo or townhouse', given: { previous: BUYER }, expect: { propertyType: 'condo' } },

  // Timeline
  { message: 'asap', given: { previous: BUYER, expecting: 'timeline' }, expect: { timeline: 'asap' } },
  { message: 'within the next 3 months', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  { message: 'in 6 months or so', given: { previous: BUYER }, expect: { timeline: '3-6m' } },
  { message: 'sometime next year', given: { previous: BUYER }, expect: { timeline: '6-12m' } },
  { message: 'not for a while, maybe 2 years', given: { previous: BUYER }, expect: { timeline: '12m+' } },
  { message: 'our lease ends in april', given: { previous: BUYER }, expect: { timeline: '3-6m' } },
  { message: 'by summer', given: { previous: BUYER }, expect: { timeline: '6-12m' } },
  { message: 'we need to move in 30 days', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  // Browsing answers "when?" as far off; said unasked it names no time (docs/decisions/0023-readings-settled.md).
  { message: 'just looking for now', given: { previous: BUYER, expecting: 'timeline' }, expect: { timeline: '12m+' } },
  { message: 'just looking for now', given: { previous: BUYER }, expect: {} },
  { message: 'ready now', given: { previous: BUYER, expecting: 'timeline' }, expect: { timeline: 'asap' } },
  { message: 'in a couple months', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  { message: 'early next year', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  { message: '9 months', given: { previous: BUYER, expecting: 'timeline' }, expect: { timeline: '6-12m' } },
  { message: 'this week if possible', given: { previous: BUYER, expecting: 'timeline' }, expect: { timeline: 'asap' } },
  { message: 'idk maybe 3-4 months', given: { previous: BUYER }, expect: { timeline: '3-6m' } },

  // Financing
  { message: 'preapproved', given: { previous: BUYER, expecting: 'financing' }, expect: { financing: 'preapproved' } },
  { message: 'cash', given: { previous: BUYER, expecting: 'financing' }, expect: { financing: 'cash' } },
  { message: 'not yet, need a lender', given: { previous: BUYER, expecting: 'financing' }, expect: { financing: 'needs-lender' } },
  { message: 'we have a pre-approval from wells fargo', given: { previous: BUYER }, expect: { financing: 'preapproved' } },
  { message: 'will need financing', given: { previous: BUYER }, expect: { financing: 'needs-lender' } },
  { message: 'havent talked to a bank yet', given: { previous: BUYER }, expect: { financing: 'needs-lender' } },
  { message: 'VA loan, already approved', given: { previous: BUYER }, expect: { financing: 'preapproved' } },
  { message: 'paying cash 💵', given: { previous: BUYER }, expect: { financing: 'cash' } },
  { message: 'nope not yet', given: { previous: BUYER, expecting: 'financing' }, expect: { financing: 'needs-lender' } },
  { message: 'yes we are', given: { previous: BUYER, expecting: 'financing' }, expect: { financing: 'preapproved' } },

  // Showing requests
  { message: 'can I see it tuesday at 4', given: { previous: BUYER }, expect: { showingRequest: '2026-11-24T21:00:00.000Z' } },
  { message: 'sat morning?', given: { previous: BUYER }, expect: { showingRequest: '2026-11-28T14:00:00.000Z' } },
  { message: 'tomorrow after 3', given: { previous: BUYER }, expect: { showingRequest: '2026-11-24T20:00:00.000Z' } },
  { message: 'the second one', given: { previous: BUYER, offered: OFFERED }, expect: { showingRequest: OFFERED[1] } },
  { message: 'friday at 11am works for me', given: { previous: BUYER }, expect: { showingRequest: '2026-11-27T16:00:00.000Z' } },
  { message: 'can we do a showing on dec 3 at 1pm', given: { previous: BUYER }, expect: { showingRequest: '2026-12-03T18:00:00.000Z' } },
  { message: 'wed 10:30?', given: { previous: BUYER }, expect: { showingRequest: '2026-11-25T15:30:00.000Z' } },
  { message: 'today at 5', given: { previous: BUYER }, expect: { showingRequest: '2026-11-23T22:00:00.000Z' } },
  { message: 'Thursday works', given: { previous: BUYER }, expect: { showingDay: '2026-11-26' } },
  { message: 'noon tomorrow', given: { previous: BUYER }, expect: { showingRequest: '2026-11-24T17:00:00.000Z' } },
  { message: 'could I view it next monday at 2', given: { previous: BUYER }, expect: { showingRequest: '2026-11-30T19:00:00.000Z' } },
  { message: 'last one', given: { previous: BUYER, offered: OFFERED }, expect: { showingRequest: OFFERED[2] } },
  { message: 'the 2pm', given: { previous: BUYER, offered: OFFERED }, expect: { showingRequest: OFFERED[1] } },
  { message: 'wednesday', given: { previous: BUYER, offered: OFFERED }, expect: { showingRequest: OFFERED[2] } },
  { message: "I'm free this saturday at 1", given: { previous: BUYER }, expect: { showingRequest: '2026-11-28T18:00:00.000Z' } },
  { message: 'how about 4:30 tomorrow', given: { previous: BUYER }, expect: { showingRequest: '2026-11-24T21:30:00.000Z' } },
  { message: 'can I tour it tomorrow afternoon', given: { previous: BUYER }, expect: { showingRequest: '2026-11-24T18:00:00.000Z' } },
  { message: 'can we come by friday evening', given: { previous: BUYER }, expect: { showingRequest: '2026-11-27T23:00:00.000Z' } },
  { message: 'I want to stop by and see it sat', given: { previous: BUYER }, expect: { showingDay: '2026-11-28' } },
  { message: 'Can I see the house tomorrow?', given: { previous: BUYER }, expect: { showingDay: '2026-11-24', propertyType: 'house' } },
  { message: 'could we tour it on friday', given: { previous: BUYER }, expect: { showingDay: '2026-11-27' } },
  { message: 'we could come by dec 5 to see it', given: { previous: BUYER }, expect: { showingDay: '2026-12-05' } },
  // A bare hour after the lead named a day is on that day.
  {
    message: '2pm works',
    given: { previous: { ...BUYER, showingDay: '2026-11-28', wantsShowing: true } },
    expect: { showingRequest: '2026-11-28T19:00:00.000Z' },
  },
  {
    message: 'ok how about 11',
    given: { previous: { ...BUYER, showingDay: '2026-11-27', wantsShowing: true } },
    expect: { showingRequest: '2026-11-27T16:00:00.000Z' },
  },
  { message: 'operator', expect: { wantsHuman: true } },
  { message: 'rep please', expect: { wantsHuman: true } },
  { message: 'can you connect me with the broker', expect: { wantsHuman: true } },
  { message: 'i need a real agent not a bot', expect: { wantsHuman: true } },
  { message: 'let me speak with carlos', expect: { wantsHuman: true } },
  { message: 'no need to talk to anyone, the assistant is fine. 2 bed rental', expect: { intent: 'rent', bedrooms: 2 } },
  { message: 'call me at 404 555 7890 after 5', given: { previous: BUYER }, expect: { wantsHuman: true, phone: '+14045557890' } },

  // Contact
  { message: 'Dana Cole 404 555 1234', given: { previous: BUYER, expecting: 'contact' }, expect: { name: 'Dana Cole', phone: '+14045551234' } },
  { message: 'my name is sarah', expect: { name: 'Sarah' } },
  { message: 'this is Mike Jones', expect: { name: 'Mike Jones' } },
  { message: 'mike@example.com', given: { previous: BUYER, expecting: 'contact' }, expect: { email: 'mike@example.com' } },
  { message: '404.555.9876', given: { previous: BUYER, expecting: 'contact' }, expect: { phone: '+14045559876' } },
  { message: "I'm Carlos, carlos.r@gmail.com", expect: { name: 'Carlos', email: 'carlos.r@gmail.com' } },
  { message: "name's jo, 4045550000", expect: { name: 'Jo', phone: '+14045550000' } },
  { message: 'you can reach me at (770) 555-1212', expect: { phone: '+17705551212' } },
  { message: 'Kim Nguyen', given: { previous: BUYER, expecting: 'contact' }, expect: { name: 'Kim Nguyen' } },
  { message: '+1 678 555 4321', given: { previous: BUYER, expecting: 'contact' }, expect: { phone: '+16785554321' } },
  { message: "I'm interested in the house on Elm St", expect: { intent: 'buy', propertyType: 'house' } },
  { message: 'sure its Ana Lopez, ana@lopez.net', given: { previous: BUYER, expecting: 'contact' }, expect: { name: 'Ana Lopez', email: 'ana@lopez.net' } },
  { message: 'call me Bob', expect: { name: 'Bob' } },
  // After slots were offered the last question asked is still the contact one: a day is not a name.
  {
    message: 'Friday works',
    given: { previous: { ...BUYER, contact: { name: 'Dana Cole' } }, expecting: 'contact' },
    expect: { showingDay: '2026-11-27' },
  },

  // Opting out and back in
  { message: 'STOP', expect: { optOut: true } },
  { message: 'pls stop texting me', expect: { optOut: true } },
  { message: "don't contact me", expect: { optOut: true } },
  { message: 'Unsubscribe', expect: { optOut: true } },
  { message: 'not interested, take me off your list', expect: { optOut: true } },
  { message: 'stop please', expect: { optOut: true } },
  { message: 'Stop. Found a place already, thanks', expect: { optOut: true } },
  { message: 'i already said stop', expect: { optOut: true } },
  { message: 'quit spamming me', expect: { optOut: true } },
  { message: 'do not call this phone again', expect: { optOut: true } },
  { message: 'get this number off your list', expect: { optOut: true } },
  { message: 'who is this?? add me to your do not call list', expect: { optOut: true } },
  { message: 'is this number on a do-not-call list?', expect: {} },
  { message: "don't ever stop sending me new listings!", expect: {} },
  { message: 'can we stop by the open house sunday at 2', given: { previous: BUYER }, expect: { showingRequest: '2026-11-29T19:00:00.000Z' } },
  { message: 'START', given: { previous: { optOut: true } }, expect: { optOut: false } },
  { message: 'can you stop calling me and just text', expect: {} },
  { message: 'cancel my appointment', expect: {} },

  // Asking for a person
  { message: 'can I talk to a real person', expect: { wantsHuman: true } },
  { message: 'I want to talk to Maya', expect: { wantsHuman: true } },
  { message: 'have the agent call me', expect: { wantsHuman: true } },
  { message: 'speak to someone please', expect: { wantsHuman: true } },
  { message: 'just call me tonight', expect: { wantsHuman: true } },

  // Fair Housing: steering is refused, look-alikes are answered
  { message: 'is it a safe area', expect: { steering: true } },
  { message: 'what kind of people live there', expect: { steering: true } },
  { message: 'which towns have the most asian families', expect: { steering: true } },
  { message: 'are there many families with kids', expect: { steering: true } },
  { message: 'is the neighborhood mostly black or white', expect: { steering: true } },
  { message: "we're catholic and want to be around other catholics", expect: { steering: true } },
  { message: 'where do young professionals live', expect: { steering: true } },
  { message: "how's the crime in decatur", expect: { steering: true, areas: ['Decatur'] } },
  { message: 'what are the schools rated', expect: { steering: false } },
  { message: 'is the home wheelchair accessible', expect: { steering: false } },
  { message: 'how close is it to the marta station', expect: { steering: false } },
  { message: 'is there a playground nearby', expect: { steering: false } },
  { message: 'how big is the family room?', expect: { steering: false } },
  { message: 'are pets allowed', expect: { steering: false } },

  // Several facts at once
  {
    message: "Hi! I'm Jenna, we want to buy a 3 bed house in Decatur under 450k, preapproved, hoping to move in 2 months",
    expect: {
      name: 'Jenna',
      intent: 'buy',
      bedrooms: 3,
      propertyType: 'house',
      areas: ['Decatur'],
      budget: { max: 450_000 },
      financing: 'preapproved',
      timeline: '0-3m',
    },
  },
  {
    message: 'looking to rent a 2br apartment in midtown for around 2000/mo starting in january',
    expect: { intent: 'rent', bedrooms: 2, propertyType: 'apartment', areas: ['Midtown'], budget: { min: 1800, max: 2200 }, timeline: '0-3m' },
  },
  {
    message: 'sell my 4 bedroom colonial in sandy springs asap, email me at bob.smith@aol.com',
    expect: { intent: 'sell', bedrooms: 4, propertyType: 'house', areas: ['Sandy Springs'], timeline: 'asap', email: 'bob.smith@aol.com' },
  },
  {
    message: 'cash investor, want duplexes in east atlanta under 400k',
    expect: { intent: 'invest', financing: 'cash', propertyType: 'multi-family', areas: ['East Atlanta'], budget: { max: 400_000 } },
  },
  {
    message: 'im tom 6785551234 looking at condos in buckhead 300-350k',
    expect: { name: 'Tom', phone: '+16785551234', intent: 'buy', propertyType: 'condo', areas: ['Buckhead'], budget: { min: 300_000, max: 350_000 } },
  },
  {
    message: 'Looking for 3-4 bedroom townhomes around 500k in Kirkwood or Grant Park, need to move by March',
    expect: {
      intent: 'buy',
      bedrooms: 3,
      propertyType: 'townhouse',
      budget: { min: 450_000, max: 550_000 },
      areas: ['Kirkwood', 'Grant Park'],
      timeline: '3-6m',
    },
  },
  {
    message: "we're pre-approved for 600 and want 4 beds",
    given: { previous: BUYER },
    expect: { financing: 'preapproved', budget: { max: 600_000 }, bedrooms: 4 },
  },
  { message: '2 br condo under 300 in midtown', expect: { intent: 'buy', bedrooms: 2, propertyType: 'condo', budget: { max: 300_000 }, areas: ['Midtown'] } },
  { message: 'my wife and I are looking for a 3 bedroom', expect: { intent: 'buy', bedrooms: 3 } },
  {
    message: 'Moving here from NYC in the summer, need a 2 bed, budget 3k a month',
    expect: { intent: 'rent', bedrooms: 2, timeline: '6-12m', budget: { max: 3000 } },
  },
  {
    message: 'actually make it 4 beds and up to 550',
    given: { previous: { ...BUYER, bedrooms: 3, budget: { max: 500_000 }, areas: ['Decatur'] } },
    expect: { bedrooms: 4, budget: { max: 550_000 } },
  },
  { message: 'email is Jordan.Baker@Outlook.com', given: { previous: BUYER, expecting: 'contact' }, expect: { email: 'jordan.baker@outlook.com' } },
  {
    message: 'hi! sam here, sam.k@yahoo.com, looking for a 2 bed condo to buy',
    expect: { name: 'Sam', email: 'sam.k@yahoo.com', intent: 'buy', bedrooms: 2, propertyType: 'condo' },
  },
  { message: 'my email: t.nguyen@company.co', expect: { email: 't.nguyen@company.co' } },
  { message: 'Reach me at kate@kateandco.com or 404-555-3322', expect: { email: 'kate@kateandco.com', phone: '+14045553322' } },
  {
    message: "what's the hoa on that one? we're preapproved up to 400",
    given: { previous: BUYER },
    expect: { financing: 'preapproved', budget: { max: 400_000 } },
  },
  { message: 'we make about 150k a year combined', given: { previous: BUYER }, expect: {} },
  { message: 'hoa is 250 a month is that ok', given: { previous: BUYER }, expect: {} },
  { message: 'can we see it Saturday around 11', given: { previous: BUYER }, expect: { showingRequest: '2026-11-28T16:00:00.000Z' } },
  { message: "we've been renting for 5 years and want to buy now", expect: { intent: 'buy', timeline: 'asap' } },
  { message: '2 bedroom 2 bath under $1,900 monthly', given: { previous: RENTER }, expect: { bedrooms: 2, budget: { max: 1900 } } },
  { message: 'no thanks', given: { previous: BUYER }, expect: {} },
  { message: 'Is the area diverse?', expect: { steering: true } },
  { message: "what's the walk score", expect: { steering: false } },
  { message: 'Thanks!', given: { previous: { ...BUYER, bedrooms: 3, timeline: '0-3m' } }, expect: {} },
  { message: 'sounds good', given: { previous: BUYER, expecting: 'timeline' }, expect: {} },
];
