import { formatPhoneForDisplay } from '@leadnest/contracts/phone-number';

/**
 * A stored phone number (E.164) as people read it, on every screen: the one display rule the
 * server's texts use too (formatPhoneForDisplay, libphonenumber's "min" metadata): '+15125550142'
 * → '(512) 555-0142', '+442071838750' → '+44 20 7183 8750', '' for none. Only the page chunks
 * that show a phone load the metadata, never a remote's first screen
 * (docs/decisions/0015-phone-numbers.md).
 */
export function formatPhone(phone: string | null | undefined): string {
  return formatPhoneForDisplay(phone);
}
