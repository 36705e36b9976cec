import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS written from the CLASSES of misses found on held-out
 * table 9 (read once its figures were reported; held-out table 10 took
 * its place): a budget, a bedroom count or a place corrected mid-message;
 * an email word said and then spelled (or spelled, then said), with "as
 * in" names for letters; "are you a real person?" (a question the
 * assistant answers, not a request for one) beside real requests ("have
 * Maya text me", "I'd prefer talking to a person", "someone from your
 * team", "the listing agent", "put me thru"); a visit refused ("not
 * interested in a showing", "no tour thanks", "not touring yet"); texts
 * asked for and calls refused; financing talk as a buyer's; "not looking to
 * buy for another year"; "the mid X hundreds", "five to five fifty", "X
 * minimum", a floor and a ceiling, two figures "somewhere in there"; a
 * surname that is also a word; three-word Spanish names; "tell her X said
 * hi"; a visit's hour and day said apart; "until after the 26th"; a day
 * said of something else beside the visit's; "I land"; a deadline written
 * as a date ("by 1/15"); a Spanish month; approval still to come. They are
 * new wording of each class, not copies or paraphrases of held-out phrases.
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW).
 */
const BUYER = { intent: 'buy' as const };

export const DEV_CORRECTIONS_QUESTIONS_AND_DEADLINES_ROWS: Row[] = [
  { message: 'we can do 410k, no actually 430k, for a townhome', expect: { intent: 'buy', budget: { max: 430000 }, propertyType: 'townhouse' } },
  { message: 'a 4 bedroom, wait no, 5 bedrooms for the in-laws', given: { previous: BUYER }, expect: { bedrooms: 5 } },
  { message: 'Grant Park, actually scratch that, Midtown', given: { previous: BUYER }, expect: { areas: ['Midtown'] } },
  { message: 'email is, um, harper, h-a-r-p-e-r, 22 at gmail dot com', expect: { email: 'harper22@gmail.com' } },
  { message: 'my email: b as in boy, lee, at yahoo dot com', expect: { email: 'blee@yahoo.com' } },
  { message: 'wait, is this a bot?', given: { previous: BUYER }, expect: {} },
  { message: 'can you have Dana text me herself?', given: { previous: BUYER }, expect: { wantsHuman: true } },
  { message: "honestly I'd rather speak with a human", given: { previous: BUYER }, expect: { wantsHuman: true } },
  { message: 'could somebody at your office call me back', given: { previous: BUYER }, expect: { wantsHuman: true } },
  { message: 'are you a robot? connect me thru to someone please', given: { previous: BUYER }, expect: { wantsHuman: true } },
  { message: 'not interested in a tour right now, thanks', given: { previous: BUYER }, expect: {} },
  { message: 'no showings yet please, still deciding', given: { previous: BUYER }, expect: {} },
  { message: "email me the details, don't phone me", expect: {} },
  { message: "we haven't spoken to a lender yet", expect: { intent: 'buy', financing: 'needs-lender' } },
  { message: "we're not looking to buy for a couple of years", expect: { intent: 'buy', timeline: '12m+' } },
  { message: 'thinking the low three hundreds for a condo', expect: { intent: 'buy', budget: { min: 300000, max: 350000 }, propertyType: 'condo' } },
  { message: 'budget four to four fifty', given: { previous: BUYER }, expect: { budget: { min: 400000, max: 450000 } } },
  { message: 'five hundred thousand minimum for the house', given: { previous: BUYER }, expect: { budget: { min: 500000 }, propertyType: 'house' } },
  { message: 'no less than 600k and no more than 750k', given: { previous: BUYER }, expect: { budget: { min: 600000, max: 750000 } } },
  { message: "I'd say seven hundred, seven fifty, something like that", given: { previous: BUYER }, expect: { budget: { min: 700000, max: 750000 } } },
  { message: "Hi, I'm Keisha Long, looking for a condo", expect: { intent: 'buy', propertyType: 'condo', name: 'Keisha Long' } },
  { message: 'mi nombre es Juan Carlos Ortega', expect: { name: 'Juan Carlos Ortega' } },
  { message: 'please tell him Priya Shah called about the listing', expect: { intent: 'buy', name: 'Priya Shah' } },
  { message: 'could we tour it at 11 in the morning? say Friday?', expect: { intent: 'buy', wantsShowing: true, showingRequest: '2026-11-27T16:00:00.000Z' } },
  { message: "I'm away until after the 28th. Tuesday the 1st for a showing?", expect: { intent: 'buy', wantsShowing: true, showingDay: '2026-12-01' } },
  { message: 'my flight lands the 30th, could I see it Wednesday the 2nd?', expect: { intent: 'buy', wantsShowing: true, showingDay: '2026-12-02' } },
  { message: 'we need to be moved in by 12/5', given: { previous: BUYER }, expect: { timeline: 'asap' } },
  { message: 'queremos comprar en marzo', expect: { intent: 'buy', timeline: '3-6m' } },
  { message: 'we should be pre-approved next week', given: { previous: BUYER }, expect: { financing: 'needs-lender' } },
];
