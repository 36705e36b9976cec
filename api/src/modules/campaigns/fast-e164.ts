import { toE164 } from '@leadnest/contracts/phone-number';

/**
 * toE164 for bulk imports. libphonenumber-js costs ~0.1 ms a number on a
 * busy machine, which is most of a 50,000-row import; the common North
 * American shapes ("(512) 555-0100", "512.555.0100", "+1 512 555 0100")
 * answer directly here, with exactly toE164's result (a test compares the
 * two), and every other shape goes to toE164 itself.
 * See docs/decisions/0015-phone-numbers.md.
 */
const NANP_SHAPE = /^\+?[\d\s().-]+$/;
const NANP_DIGITS = /^1?([2-9]\d{2}[2-9]\d{6})$/;

export function bulkToE164(input: string): string | null {
  const trimmed = input.trim();
  if (NANP_SHAPE.test(trimmed) && (!trimmed.startsWith('+') || trimmed.startsWith('+1'))) {
    const digits = trimmed.replace(/\D/g, '');
    const match = NANP_DIGITS.exec(digits);
    if (match && (digits.length === 10 || !trimmed.startsWith('+') || trimmed.startsWith('+1'))) return `+1${match[1]}`;
  }
  return toE164(trimmed);
}
