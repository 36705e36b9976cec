import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS written from the CLASSES of misses found on held-out
 * table 10 (read once its figures were reported; held-out table 11 took
 * its place): a family neighbourhood, a single parent, "full of old
 * people" and Spanish group questions as steering; asking for the agent
 * "directly", "put me in touch", "give me a ring", a request made only of
 * "representative"; "I don't need a person"; holidays as days of a visit
 * (fixed and on a weekday of their month) and as a move's deadline; "11ish"
 * and "morning, like 10"; a start or report date; a budget said as what the
 * lead can spend (a purchase), "and a quarter", a minimum budget, a
 * ceiling said after the figure; "no sorry" and "uh no" corrections; a
 * visit moved "from tomorrow to Friday"; "the fifth of October"; a phone
 * read with "area code", "then" and a pause, with bullets, or corrected; an
 * email given instead of another, "email me at"; names said twice, spelled
 * first, or before an emoji; a relocation that seeks an apartment; the
 * home an ex keeps; "the Atlanta office"; a home sold elsewhere. They are
 * new wording of each class, not copies or paraphrases of held-out phrases.
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW).
 */
const BUYER = { intent: 'buy' as const };

export const DEV_HOLIDAYS_STEERING_AND_CONTACTS_ROWS: Row[] = [
  { message: 'is Decatur more of a family community?', expect: { steering: true, areas: ['Decatur'] } },
  { message: 'would Midtown suit a single father?', expect: { steering: true, areas: ['Midtown'] } },
  { message: '¿hay muchas familias latinas en Kirkwood?', expect: { steering: true, areas: ['Kirkwood'] } },
  { message: "I'd prefer to speak with Maya personally", given: { previous: BUYER }, expect: { wantsHuman: true } },
  { message: 'agent. AGENT please', given: { previous: BUYER }, expect: { wantsHuman: true } },
  { message: "I don't need an agent on the phone, just send the list", given: { previous: BUYER }, expect: {} },
  { message: 'could we tour it on Veterans Day around 2ish?', expect: { intent: 'buy', wantsShowing: true, showingRequest: '2027-11-11T19:00:00.000Z' } },
  { message: 'Thanksgiving morning, like 9, for a quick showing?', expect: { intent: 'buy', wantsShowing: true, showingRequest: '2026-11-26T14:00:00.000Z' } },
  { message: 'MLK Day works for a viewing', expect: { intent: 'buy', wantsShowing: true, showingDay: '2027-01-18' } },
  { message: 'we want to be settled in by Valentines day', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  { message: 'my start date is January 4 so we need a place', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  { message: 'we can spend up to 450k', expect: { intent: 'buy', budget: { max: 450000 } } },
  { message: 'budget four and a half', given: { previous: BUYER }, expect: { budget: { max: 450000 } } },
  { message: 'our minimum price is $700k', given: { previous: BUYER }, expect: { budget: { min: 700000 } } },
  {
    message: 'approved for 600 but 500 max is what we want to spend',
    given: { previous: BUYER },
    expect: { budget: { max: 500000 }, financing: 'preapproved' },
  },
  { message: 'two bedrooms, um no, three bedrooms', given: { previous: BUYER }, expect: { bedrooms: 3 } },
  {
    message: 'can we switch the showing from Friday to Saturday at 10?',
    expect: { intent: 'buy', wantsShowing: true, showingRequest: '2026-11-28T15:00:00.000Z' },
  },
  { message: 'how about the second of December at 3pm to see it', expect: { intent: 'buy', wantsShowing: true, showingRequest: '2026-12-02T20:00:00.000Z' } },
  { message: 'area code six seven eight, then four four four, uh, one two three four', expect: { phone: '+16784441234' } },
  { message: 'cell 770 · 555 · 0199', expect: { phone: '+17705550199' } },
  { message: 'my number is 404-555-0101, sorry, 404-555-0110', expect: { phone: '+14045550110' } },
  { message: 'old email was rae@aol.com, use rae.b@gmail.com instead', expect: { email: 'rae.b@gmail.com' } },
  { message: 'Hi, this is Moreno, Luis Moreno', expect: { name: 'Luis Moreno' } },
  { message: 'im tasha 😊 want to buy a condo', expect: { intent: 'buy', propertyType: 'condo', name: 'Tasha' } },
  {
    message: 'relocating from Denver, need an apt in Decatur around 1800 a month',
    expect: { intent: 'rent', propertyType: 'apartment', areas: ['Decatur'], budget: { min: 1620, max: 1980 } },
  },
  { message: 'she gets the condo in the divorce, I need a house', expect: { intent: 'buy', propertyType: 'house' } },
  { message: 'we already sold in Grant Park, buying in Decatur now', expect: { intent: 'buy', areas: ['Decatur'] } },
];
