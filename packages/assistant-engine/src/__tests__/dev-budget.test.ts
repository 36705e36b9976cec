import { describe, expect, it } from 'vitest';

import { type BudgetHints, extractBudget } from '../budget';
import { wordsToDigits } from '../numbers';

/** A message as understand() hands it to the budget reader: numbers in words already digits. */
const budgetOf = (message: string, hints?: BudgetHints) => extractBudget(wordsToDigits(message), hints);

describe('budget rules', () => {
  it.each([
    ['craftsman, 425-500', { min: 425_000, max: 500_000 }],
    ['something 610 to 700 would be ideal', { min: 610_000, max: 700_000 }],
  ])('two bare figures in rising order are a range: %s', (m, want) => expect(budgetOf(m)).toEqual(want));

  it('a rent range may cross a thousand once the lead rents', () => {
    expect(budgetOf('studio 875-1150', { renting: true })).toEqual({ min: 875, max: 1150 });
  });

  it.each([
    ['pre-approved, 480', { max: 480_000 }],
    ['preapproved at three sixty', { max: 360_000 }],
    ['have a preapproval for 445k', { max: 445_000 }],
    ['approved for about 500', { max: 500_000 }],
    ['up to around 390k', { max: 390_000 }],
    ['as much as 620', { max: 620_000 }],
  ])('an approval or a ceiling said roughly is the ceiling: %s', (m, want) => expect(budgetOf(m)).toEqual(want));

  it('"around" alone keeps its band (0038)', () => {
    expect(budgetOf('around 500k')).toEqual({ min: 450_000, max: 550_000, around: 500_000 });
  });

  it.each([
    ['< $300k', { max: 300_000 }],
    ['≤ 1600/mo', { max: 1600 }],
    ['> 750k', { min: 750_000 }],
  ])('"<" is under and ">" is over: %s', (m, want) => expect(budgetOf(m)).toEqual(want));

  it('"not … over" some words before the figure is a ceiling', () => {
    expect(budgetOf("we aren't going to consider a single place over 410k")).toEqual({ max: 410_000 });
  });

  it.each([
    ['445, not 455', { max: 445_000 }],
    ['not 455, 445', { max: 445_000 }],
    ['300k rather than 350k', { max: 300_000 }],
    ['budget used to be 400k, 450k now', { max: 450_000 }],
  ])('a figure taken back gives way: %s', (m, want) => expect(budgetOf(m)).toEqual(want));

  it.each([
    ['one million two', 1_200_000],
    ['a million four', 1_400_000],
    ['one million two fifty', 1_250_000],
    ['a million and a half', 1_500_000],
  ])('a million said the short way: %s', (m, max) => expect(budgetOf(`${m} max`)).toEqual({ max }));

  it('"three and four hundred thousand" is a range of hundreds of thousands', () => {
    expect(budgetOf('between three and four hundred thousand')).toEqual({ min: 300_000, max: 400_000 });
  });

  it.each([
    ['预算80万', { max: 800_000 }],
    ['預算150萬', { max: 1_500_000 }],
  ])('万 counts ten thousands: %s', (m, want) => expect(budgetOf(m)).toEqual(want));

  it.each([
    'my HOA is $275 a month',
    'HOA dues run $410 a month',
    'property taxes are $5,200',
    'zillow says our house is 515k',
    'zestimate 390,000',
    'appraised at $402,000',
    'it is worth 600k',
    'we live at 2210 Ponce de Leon Ave',
    'built in 1987, renovated 2019',
    'between 2024 and 2026',
    'call me at 404-555-0142',
    'my cell is 770.555.0199',
    '1850 sq ft, 3 bed',
    'we need 2400 square feet',
    'can we come by at 4:30',
    'see it at four fifteen tomorrow',
    'open house 1-4 sunday',
    'units 101-110 are the new ones',
    'the 2019-2020 school year',
  ])('not a budget: %s', (m) => expect(budgetOf(m)).toBeNull());
});

describe('numbers in words', () => {
  it.each([
    ['one million two', '1200000'],
    ['one million two fifty', '1250000'],
    ['one million two hundred thousand', '1200000'],
    ['four ten', '410'],
    ['five fifteen', '515'],
    ['three fifty', '350'],
    ['fourteen', '14'],
  ])('%s → %s', (said, digits) => expect(wordsToDigits(said)).toBe(digits));

  it('a time said aloud stays a time', () => {
    expect(wordsToDigits('at four fifteen tomorrow')).toBe('at 4:15 tomorrow');
  });
});
