import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS written from the CLASSES of misses found on held-out
 * table 4 (read once its figures were reported, which ended its use as a
 * table of unseen messages; held-out table 5 took its place): counts and
 * years said in words, a season named with "next", a plan denied; a visit
 * refused or called off, a call-back time, acres; a person asked for as a
 * question; steering by children, faith or national origin; an email
 * spelled in words after its cue; short prices ending a sentence; a type
 * said in another word; names that are not places and possessives that are
 * not names; a call refused for texts. They are new wording of each class,
 * not copies or paraphrases of held-out phrases.
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW).
 */
const DECEMBER = '2026-12-07T15:00:00.000Z'; // Mon 7 Dec 2026, 10:00 in New York
const BUYER = { intent: 'buy' as const };

export const DEV_SPOKEN_AND_REFUSED_ROWS: Row[] = [
  // Timelines: counts in words, "12+", a year named, "next <season>" counted to its middle, no plan at all.
  { message: 'give us eight to ten months', given: { previous: BUYER }, expect: { timeline: '6-12m' } },
  { message: 'no hurry at all, maybe four to five months', given: { previous: BUYER }, expect: { timeline: '3-6m' } },
  { message: 'honestly 18+ months away', given: { previous: BUYER }, expect: { timeline: '12m+' } },
  { message: 'probably in 2029 when I retire', given: { previous: BUYER }, expect: { timeline: '12m+' } },
  { message: 'we want to be moved by next fall', given: { previous: BUYER, now: DECEMBER }, expect: { timeline: '6-12m' } },
  { message: 'not listing it, just wondering what the duplex is worth', expect: { intent: 'valuation', propertyType: 'multi-family' } },
  { message: 'do the schools there rank well? just curious', expect: {} },
  // A visit refused or called off takes nothing from a day it names.
  { message: "we're not ready to see homes yet, just gathering info", expect: {} },
  { message: 'gotta call off our tour on Friday, sorry', expect: {} },
  { message: "we don't need to see it again, thanks", given: { previous: { ...BUYER, wantsShowing: true } }, expect: { wantsShowing: false } },
  { message: 'could somebody phone me this afternoon about financing?', expect: { wantsHuman: true } },
  { message: 'the lot is 5 acres and backs onto the creek', expect: { propertyType: 'land' } },
  // A person asked for as a question.
  { message: 'can I have a real person text me?', expect: { wantsHuman: true } },
  { message: 'is there anyone we could speak with this week?', expect: { wantsHuman: true } },
  // Steering by children, faith or national origin; an ordinary question is not.
  { message: 'want a street with not many children on it', expect: { steering: true } },
  { message: 'somewhere with families who share our religion', expect: { steering: true } },
  { message: 'are there Vietnamese families around there?', expect: { steering: true } },
  { message: 'any good Thai restaurants near the condo?', expect: { propertyType: 'condo' } },
  // An email spelled out after its cue.
  { message: 'email is r nakamura at icloud dot com', expect: { email: 'rnakamura@icloud.com' } },
  { message: 'my email, um, it is t dot lee seven at gmail dot com', expect: { email: 't.lee7@gmail.com' } },
  // A short price at the end of a sentence; a plex; a condo in Spanish; a home sold before.
  { message: 'we can do two seventy five.', given: { previous: BUYER, expecting: 'budget' }, expect: { budget: { max: 275_000 } } },
  { message: 'thinking a triplex, live in one unit', expect: { intent: 'buy', propertyType: 'multi-family' } },
  { message: 'busco un condominio de dos recámaras', expect: { intent: 'buy', propertyType: 'condo', bedrooms: 2 } },
  { message: 'with the money from selling our old townhome we want a house', expect: { intent: 'buy', propertyType: 'house' } },
  // Places: a name said again, a spelled initial, a faith, a commute, a slip in a long name.
  { message: "it's Priya, Priya Shah, looking in Decatur", expect: { name: 'Priya Shah', areas: ['Decatur'] } },
  { message: 'we drive to work in Buckhead every day, want to live in Kirkwood', expect: { areas: ['Kirkwood'] } },
  { message: 'we are relocating from Midtown to Grant Park', expect: { intent: 'buy', areas: ['Grant Park'] } },
  { message: 'something in Kirkwod under 500k', expect: { areas: ['Kirkwood'], budget: { max: 500_000 }, intent: 'buy' } },
  { message: 'close to the train would be nice', expect: {} },
  // A possessive is not a name; a way of calling is not a name.
  { message: "is this Dana's number? I'm Omar", expect: { name: 'Omar' } },
  { message: 'please have someone call me personally', expect: { wantsHuman: true } },
  // A call refused for texts is no opt-out; texts refused are.
  { message: "please don't call, I'd rather you text me", expect: {} },
  { message: "don't text me, I prefer email", expect: { optOut: true } },
  // A purchase as the plan outweighs the landlord of today; an apartment to rent is renting.
  { message: 'our landlord wants the unit back so we plan to buy a condo', expect: { intent: 'buy', propertyType: 'condo' } },
  { message: 'need a studio to rent near campus', expect: { intent: 'rent', propertyType: 'apartment', bedrooms: 0 } },
];
