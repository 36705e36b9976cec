import { tooManyMailsMessage } from '@leadnest/contracts';
import type { Context, Middleware } from 'koa';

import { hashed, limitAttempts, type LockoutRule } from '../../lib/attempt-limits.js';
import { TooManyRequestsError } from '../../lib/errors.js';
import { FailureCounter } from '../../lib/failure-counter.js';

const MINUTE = 60_000;

/**
 * Limits per client IP on the signed-in account's changes (/account), on
 * top of the per-account ones in account.router.ts: those stop one stolen
 * session guessing its password; these stop one network working through
 * many accounts (stolen cookies, or accounts made to send mail).
 *
 * Failed changes (a wrong current password, a refused new password or
 * address: any 4xx) of change-password and change-email count together:
 * over 20 from one IP in 15 minutes, 429 "Too many attempts. Please try
 * again in N minutes." until the window ends. Successes do not clear it (a
 * guesser's one good session must not wipe its count). The bar is high
 * because an office puts many agents behind one address.
 */
export const ACCOUNT_CHANGES_PER_IP: LockoutRule = { name: 'ip', max: 20, windowMs: 15 * MINUTE, key: (ctx: Context) => ctx.ip, clearOnSuccess: false };

/** One counter for both routes (the keys are `account-change:ip:<hash>`), so a guesser cannot split its tries between them. */
export const limitAccountChangesPerIp = (): Middleware => limitAttempts({ action: 'account-change', lockouts: [ACCOUNT_CHANGES_PER_IP] });

/** Mails the account routes send (verification, change of email) from one IP in an hour. */
export const MAX_ACCOUNT_MAILS_PER_IP = 20;
const HOUR = 60 * MINUTE;

/** Counts one mail about to be sent for a request from `ctx.ip`; 429 with the wait in words when the IP is over its hourly bar. */
export function accountMailsPerIp(): (ctx: Context) => Promise<void> {
  const counter = new FailureCounter('account-mail:ip', HOUR);
  return async (ctx) => {
    const sent = await counter.add(hashed(ctx.ip));
    if (sent.count > MAX_ACCOUNT_MAILS_PER_IP) {
      await counter.undo(hashed(ctx.ip));
      throw new TooManyRequestsError(sent.msLeft / 1000, tooManyMailsMessage(sent.msLeft / 1000), { code: 'RATE_LIMITED' });
    }
  };
}
