import { describe, expect, it } from 'vitest';

import { formatPhoneForDisplay, toE164 } from '../phone-number';

describe('toE164', () => {
  it('reads one US number typed many ways as one number', () => {
    for (const typed of ['(512) 555-0100', '512.555.0100', '5125550100', '+1 512 555 0100', '1-512-555-0100', '001 512 555 0100']) {
      expect(toE164(typed)).toBe('+15125550100');
    }
  });
  it('keeps a foreign country code', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
  });
  it('refuses text that is not a phone number', () => {
    for (const bad of ['', '   ', 'call me', '12', null, undefined, '5'.repeat(60)]) expect(toE164(bad as string)).toBeNull();
  });
  it('shows US numbers nationally', () => {
    expect(formatPhoneForDisplay('+15125550100')).toBe('(512) 555-0100');
  });
});
