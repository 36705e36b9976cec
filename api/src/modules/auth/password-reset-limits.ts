import { hashed } from '../../lib/attempt-limits.js';
import { FailureCounter } from '../../lib/failure-counter.js';
import type { Cap } from '../../lib/request-caps.js';
import { RESET_TTL_MS, type ResetMailThrottle } from './password-reset.js';

const HOUR = 60 * 60 * 1000;

/**
 * Forgot-password requests from one IP in an hour, whatever the address:
 * over 20, that IP (only) is answered 429. High enough for an office behind
 * one address; it stops one network mailing many addresses
 * (docs/decisions/0036-public-form-caps.md).
 */
export const FORGOT_PASSWORD_PER_IP: Cap = { name: 'forgot-password:ip', max: 20, windowMs: HOUR };

/**
 * Checks of a reset link (the reset page asking whether its link still
 * works) from one IP in an hour: over 30, that IP is answered 429. A person
 * opens a link a few times; the cap stops one network trying tokens
 * (docs/decisions/0036-public-form-caps.md).
 */
export const RESET_LINK_CHECKS_PER_IP: Cap = { name: 'reset-password-check:ip', max: 30, windowMs: HOUR };

/**
 * Reset mails to one address, whoever asks: 3 in a window as long as a
 * link lives. Further requests are answered like any other and send
 * nothing; never a 429, which a stranger could cause for the owner. While
 * an address is held back, the mails it got in the window carry links that
 * still work (a link outlives the window it was sent in, and a new request
 * voids none), so the owner always has a working link in their inbox.
 */
export const RESET_MAILS_PER_ADDRESS = { name: 'forgot-password:address-mail', max: 3, windowMs: RESET_TTL_MS } as const;

/** Counted in the database (failure-counter.ts), so every API process shares the count; built per app, like the other counters. */
export function resetMailThrottle(): ResetMailThrottle {
  const counter = new FailureCounter(RESET_MAILS_PER_ADDRESS.name, RESET_MAILS_PER_ADDRESS.windowMs);
  return {
    async allow(email) {
      const key = hashed(email);
      const { count } = await counter.add(key);
      if (count <= RESET_MAILS_PER_ADDRESS.max) return true;
      await counter.undo(key);
      return false;
    },
  };
}
