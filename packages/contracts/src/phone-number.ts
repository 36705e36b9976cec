// Its own entry (@leadnest/contracts/phone-number), not the index: the browser remotes import the
// index, and the number metadata (libphonenumber-js's "min" set) should reach only the bundles that
// parse or show phones. Only functions here, so a bundle keeps just the ones it calls.
import './zod-config';

import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';

/**
 * The one way a phone number is stored: E.164 ('+15125550100'). Every path that writes a phone
 * (forms, chat, SMS, calls, imports, manual entry) goes through here, so one person typed three
 * ways is still one number. Numbers without a country code are read as US numbers (our market);
 * a leading '+' or '00' keeps the caller's own country. Returns null when the text is not a
 * possible phone number, so the caller can answer with its own message.
 */
export function toE164(input: string | null | undefined, defaultCountry: CountryCode = 'US'): string | null {
  if (typeof input !== 'string') return null;
  const trimmed = input.trim().replace(/^00/, '+');
  if (trimmed === '' || trimmed.length > 40) return null;
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry);
  if (!parsed || !parsed.isPossible()) return null;
  return parsed.number;
}

/**
 * How every screen and every text the server writes shows a stored number: the one display rule
 * (docs/decisions/0015-phone-numbers.md). North American numbers (+1: the US, Canada and the
 * rest of the plan, 555 test numbers too) the way agents write them, '(512) 555-0100'; any
 * other country internationally, '+44 20 7183 8750'; text that is not a possible number (an old
 * record, a typo) as stored, never reshaped into something it is not. '' for no number.
 */
export function formatPhoneForDisplay(phone: string | null | undefined): string {
  if (!phone) return '';
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed || !parsed.isPossible()) return phone;
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
}

export interface PhoneNumberFieldMessages {
  /** Missing, empty, or shorter than `minLength`. */
  missing: string;
  /** Not a phone number toE164 can read. */
  invalid: string;
  /** At least this many characters before parsing (a form's own rule); 1 by default. */
  minLength?: number;
}

/**
 * A request field holding a phone number: read with toE164 like every stored phone, so the
 * handler receives E.164 and text that is no number is a 400 with `invalid`, never stored.
 */
export function phoneNumberField({ missing, invalid, minLength = 1 }: PhoneNumberFieldMessages) {
  return z
    .string({ error: missing })
    .trim()
    .min(minLength, { error: missing })
    .max(40, { error: invalid })
    .transform((value, ctx) => {
      const e164 = toE164(value);
      if (e164) return e164;
      ctx.issues.push({ code: 'custom', message: invalid, input: value });
      return z.NEVER;
    });
}
