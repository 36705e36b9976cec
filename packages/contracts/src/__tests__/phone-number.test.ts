import { describe, expect, it } from 'vitest';

import { PortingRequestInput } from '../phone-inputs';
import { formatPhoneForDisplay, phoneNumberField, toE164 } from '../phone-number';

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
  it('shows North American numbers nationally, other countries internationally, and no number as stored', () => {
    expect(formatPhoneForDisplay('+15125550100')).toBe('(512) 555-0100');
    expect(formatPhoneForDisplay('+15550100199')).toBe('(555) 010-0199');
    expect(formatPhoneForDisplay('+442071838750')).toBe('+44 20 7183 8750');
    expect(formatPhoneForDisplay('abcdefghijk')).toBe('abcdefghijk');
    expect(formatPhoneForDisplay(null)).toBe('');
  });
});

describe('phoneNumberField', () => {
  const field = phoneNumberField({ missing: 'Enter a number', invalid: 'Not a number', minLength: 10 });
  it('hands over E.164', () => {
    expect(field.parse(' (512) 555-0100 ')).toBe('+15125550100');
  });
  it('says what is wrong: too short is missing, text that is no number is invalid', () => {
    expect(field.safeParse('555-0100').error?.issues[0]?.message).toBe('Enter a number');
    expect(field.safeParse('abcdefghijk').error?.issues[0]?.message).toBe('Not a number');
    expect(field.safeParse(12).error?.issues[0]?.message).toBe('Enter a number');
  });
  it('is the porting request’s number field', () => {
    expect(PortingRequestInput.parse({ phoneNumber: '512.555.0100', carrier: 'att' })).toEqual({ phoneNumber: '+15125550100', carrier: 'att' });
    expect(PortingRequestInput.safeParse({ phoneNumber: 'abcdefghijk', carrier: 'att' }).success).toBe(false);
  });
});
