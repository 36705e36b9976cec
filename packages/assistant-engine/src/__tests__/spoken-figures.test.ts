import { describe, expect, it } from 'vitest';

import { extractBudget } from '../budget';
import { wordsToDigits } from '../numbers';

// Figures said aloud, ranges and Spanish number words (tables/dev-spoken-figures.ts pins them through respond()).
const budgetOf = (message: string, renting = false) => extractBudget(wordsToDigits(message), { renting });

describe('wordsToDigits: figures said aloud', () => {
  it.each([
    ['fifteen fifty a month', '1550 a month'],
    ['twenty-two fifty', '2250'],
    ['built in nineteen fifty', 'built in 1950'],
    ['twenty-five to twenty-eight hundred a month', '2500 to 2800 a month'],
    ['in the low fours', 'in the low 400s'],
    ['they gave us high fives', 'they gave us high fives'],
    ['between four hundred and five hundred', 'between 400 and 500'],
  ])('%s → %s', (said, digits) => expect(wordsToDigits(said)).toBe(digits));
});

describe('wordsToDigits: Spanish number words', () => {
  it.each([
    ['trescientos cincuenta mil', '350000'],
    ['mil quinientos al mes', '1500 al mes'],
    ['dos mil quinientos', '2500'],
    ['treinta y cinco mil', '35000'],
    ['entre trescientos y cuatrocientos mil', 'entre 300 y 400000'],
    ['medio millón', '500000'],
    ['un millón y medio', '1500000'],
    // An article or a word English shares is no number alone.
    ['una casa', 'una casa'],
    ['1.2 mil tops', '1.2 mil tops'],
    ['once we sell', 'once we sell'],
  ])('%s → %s', (said, digits) => expect(wordsToDigits(said)).toBe(digits));
});

describe('extractBudget: spoken shorthand', () => {
  it('reads a bare digit after "to" in the hundreds of the price before it', () => {
    expect(budgetOf('three fifty to four')).toEqual({ min: 350_000, max: 400_000 });
    expect(budgetOf('four fifty, but we could stretch to five')).toEqual({ max: 500_000 });
  });

  it('keeps "around" as the ± 10 % band, in Spanish too', () => {
    expect(budgetOf('como 300 mil')).toEqual({ min: 270_000, max: 330_000, around: 300_000 });
    expect(budgetOf('unos dos mil al mes', true)).toEqual({ min: 1800, max: 2200, around: 2000 });
  });

  it('reads no unit out of a Spanish word, nor a street out of a sentence', () => {
    expect(budgetOf('medio millón máximo')).toEqual({ max: 500_000 });
    expect(budgetOf('could stretch to 350 for the right place')).toEqual({ max: 350_000 });
    expect(budgetOf('our budget is six figures')).toBeNull();
  });
});
