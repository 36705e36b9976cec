import { toE164 } from '@leadnest/contracts/phone-number';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { bulkToE164 } from '../fast-e164.js';

describe('bulkToE164', () => {
  it('gives exactly toE164’s answer for the shapes it shortcuts and for everything else', () => {
    const samples = [
      '(512) 555-0100',
      '512.555.0100',
      '+1 512 555 0100',
      '1-512-555-0100',
      '15125550100',
      '0123456789',
      '1123456789',
      '+44 20 7946 0958',
      '12',
      '',
      ' 212 555 0199 ',
      '+1 (800) 555-0199',
      '911',
      '5125550100 ext 2',
    ];
    for (const s of samples) expect(bulkToE164(s), s).toBe(toE164(s));
  });

  it('agrees with toE164 on random North American-looking input', () => {
    const digit = fc.constantFrom(...'0123456789');
    const sep = fc.constantFrom('', ' ', '-', '.', ')', '(');
    const shaped = fc
      .tuple(fc.constantFrom('', '+1', '1', '+', '+44'), fc.array(fc.tuple(digit, sep), { minLength: 7, maxLength: 13 }))
      .map(([p, parts]) => p + parts.map(([d, s]) => d + s).join(''));
    fc.assert(
      fc.property(shaped, (s) => bulkToE164(s) === toE164(s)),
      { numRuns: 3000 },
    );
  });
});
