// Its own entry (@leadnest/contracts/phone-number), not the index: the browser remotes import the
// index, and the number metadata should reach only the bundles that format phones.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

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

/** A stored E.164 number shown to a person: '+1 512 555 0100' → '(512) 555-0100' for US numbers. */
export function formatPhoneForDisplay(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational();
}
