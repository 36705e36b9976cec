import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS for FIGURES SAID ALOUD, RANGES AND SPANISH NUMBER WORDS,
 * written as new wording of each class (not copies or paraphrases of any
 * held-out phrase):
 * - spoken ranges and shorthand: "three fifty to four" (the bare second
 *   figure is in the first's hundreds: 350–400k), "twenty-five to
 *   twenty-eight hundred" (the "hundred" covers both ends), "low fours"
 *   (the low 400s), a figure the lead can stretch or push to (that figure
 *   is the ceiling), "five and a quarter" (525k, docs/decisions/0023),
 *   "a million two", "one point two mil", "two grand", "three K";
 * - Spanish number words ("trescientos cincuenta mil", "mil quinientos",
 *   "medio millón"), "entre … y …" as a range, and "unos", "como",
 *   "alrededor de" as "around";
 * - numbers that are no budget: a house number, a year (said aloud too),
 *   square feet, an HOA fee, a phone number said aloud.
 *
 * Readings an agent would write in the CRM where the words leave room:
 * - "around", in English or Spanish ("unos dos mil", "como 300 mil"), is the
 *   ± 10 % search band around the figure, as everywhere else
 *   (docs/decisions/0038-whole-conversations.md);
 * - "450, but we could stretch to 500": the ceiling is what the lead can
 *   reach (max 500k), not the figure they would like;
 * - "six figures", "low six figures" name no figure: the budget stays
 *   unknown and the assistant asks for it;
 * - "mil quinientos al mes" is 1,500 a month; Spanish "mil" after a figure
 *   is a thousand (docs/decisions/0023-readings-settled.md keeps "350 mil"
 *   so), "1.2 mil" in English a million.
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW).
 */
const BUYER = { intent: 'buy' as const };
const RENTER = { intent: 'rent' as const };
const SELLER = { intent: 'sell' as const };

const SPOKEN_RANGES: Row[] = [
  { message: 'three fifty to four, depending on the school district', given: { previous: BUYER }, expect: { budget: { min: 350_000, max: 400_000 } } },
  { message: "we're thinking two seventy-five to three", given: { previous: BUYER }, expect: { budget: { min: 275_000, max: 300_000 } } },
  { message: 'twenty-five to twenty-eight hundred a month', given: { previous: RENTER }, expect: { budget: { min: 2500, max: 2800 } } },
  {
    message: 'fifteen to eighteen hundred a month for a one bedroom',
    given: { previous: RENTER },
    expect: { bedrooms: 1, budget: { min: 1500, max: 1800 } },
  },
  { message: 'between four and four fifty, no higher', given: { previous: BUYER }, expect: { budget: { min: 400_000, max: 450_000 } } },
  { message: 'fifteen fifty a month would be ideal', given: { previous: RENTER }, expect: { budget: { max: 1550 } } },
  { message: 'in the low fours ideally', given: { previous: BUYER }, expect: { budget: { min: 400_000, max: 450_000 } } },
  { message: 'high fives is really pushing it for us', given: { previous: BUYER }, expect: { budget: { min: 550_000, max: 600_000 } } },
  { message: 'something in the mid three hundreds', given: { previous: BUYER }, expect: { budget: { min: 325_000, max: 375_000 } } },
];

const SPOKEN_CEILINGS: Row[] = [
  { message: 'four fifty, but we could stretch to five', given: { previous: BUYER }, expect: { budget: { max: 500_000 } } },
  {
    message: 'comfortable at three twenty-five, could stretch it to three fifty for the right place',
    given: { previous: BUYER },
    expect: { budget: { max: 350_000 } },
  },
  { message: 'no more than five and a quarter', given: { previous: BUYER }, expect: { budget: { max: 525_000 } } },
  { message: "we're approved up to a million two", given: { previous: BUYER }, expect: { budget: { max: 1_200_000 }, financing: 'preapproved' } },
  { message: 'one point two mil tops', given: { previous: BUYER }, expect: { budget: { max: 1_200_000 } } },
  { message: 'around four fifty', given: { previous: BUYER }, expect: { budget: { min: 405_000, max: 495_000 } } },
  { message: 'about twenty-two hundred a month', given: { previous: RENTER }, expect: { budget: { min: 1980, max: 2420 } } },
  { message: 'two grand a month is about it', given: { previous: RENTER }, expect: { budget: { max: 2000 } } },
  { message: 'under three K a month please', given: { previous: RENTER }, expect: { budget: { max: 3000 } } },
  // "Six figures" names no figure: the assistant still asks for one.
  { message: 'our budget is six figures', given: { previous: BUYER }, expect: {} },
  { message: 'low six figures, nothing crazy', given: { previous: BUYER }, expect: {} },
];

const SPANISH: Row[] = [
  { message: 'tenemos trescientos cincuenta mil para la casa', given: { previous: BUYER }, expect: { propertyType: 'house', budget: { max: 350_000 } } },
  { message: 'hasta cuatrocientos mil', given: { previous: BUYER }, expect: { budget: { max: 400_000 } } },
  { message: 'unos dos mil al mes', given: { previous: RENTER }, expect: { budget: { min: 1800, max: 2200 } } },
  { message: 'mil quinientos al mes como máximo', given: { previous: RENTER }, expect: { budget: { max: 1500 } } },
  { message: 'entre trescientos y cuatrocientos mil', given: { previous: BUYER }, expect: { budget: { min: 300_000, max: 400_000 } } },
  { message: 'como 300 mil más o menos', given: { previous: BUYER }, expect: { budget: { min: 270_000, max: 330_000 } } },
  { message: 'medio millón máximo', given: { previous: BUYER }, expect: { budget: { max: 500_000 } } },
  { message: 'nuestro presupuesto es un millón y medio', given: { previous: BUYER }, expect: { budget: { max: 1_500_000 } } },
  { message: 'no más de doscientos ochenta mil', given: { previous: BUYER }, expect: { budget: { max: 280_000 } } },
  { message: 'alrededor de dos mil quinientos al mes', given: { previous: RENTER }, expect: { budget: { min: 2250, max: 2750 } } },
  { message: 'entre mil ochocientos y dos mil al mes', given: { previous: RENTER }, expect: { budget: { min: 1800, max: 2000 } } },
  { message: 'podemos pagar setecientos cincuenta mil', given: { previous: BUYER }, expect: { budget: { max: 750_000 } } },
];

const NOT_BUDGETS: Row[] = [
  { message: 'we live at 4500 Peachtree and want to sell', expect: { intent: 'sell' } },
  { message: 'the house was built in 1950, is that a problem?', given: { previous: BUYER }, expect: { propertyType: 'house' } },
  { message: "it's a nineteen fifty ranch, are the floors original?", given: { previous: BUYER }, expect: { propertyType: 'house' } },
  { message: 'needs at least 2,400 sq ft', given: { previous: BUYER }, expect: {} },
  { message: 'HOA fees are three fifty a month, is that normal?', given: { previous: BUYER }, expect: {} },
  { message: 'my cell is four oh four, five five five, two one eight seven', given: { previous: BUYER }, expect: { phone: '+14045552187' } },
  { message: 'ours is at 2200 Ponce and we want to list it in the spring', expect: { intent: 'sell', timeline: '3-6m' } },
  { message: 'can you call me back at four fifty?', given: { previous: SELLER }, expect: { wantsHuman: true } },
];

export const DEV_SPOKEN_FIGURES_ROWS: Row[] = [...SPOKEN_RANGES, ...SPOKEN_CEILINGS, ...SPANISH, ...NOT_BUDGETS];
