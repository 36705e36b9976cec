// @vitest-environment node
// Pure logic: nothing rendered, no DOM, so no jsdom to build.
import { formatPhoneForDisplay } from '@leadnest/contracts/phone-number';
import { describe, expect, it } from 'vitest';

import { formatPhone } from '../phone';

describe('formatPhone', () => {
  it('shows North American numbers the way agents write them and other countries internationally, as the server does', () => {
    expect(formatPhone('+15125550142')).toBe('(512) 555-0142');
    expect(formatPhone('+16045550100')).toBe('(604) 555-0100');
    expect(formatPhone('+442071838750')).toBe('+44 20 7183 8750');
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    for (const n of ['+15125550142', '+442071838750', '+15550100199']) expect(formatPhone(n)).toBe(formatPhoneForDisplay(n));
  });
  it('leaves text that is not a possible number as stored', () => {
    expect(formatPhone('+1512555014')).toBe('+1512555014');
    expect(formatPhone('abcdefghijk')).toBe('abcdefghijk');
    expect(formatPhone(null)).toBe('');
  });
});
