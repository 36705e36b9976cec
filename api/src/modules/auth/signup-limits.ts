import { waitInWords } from '@leadnest/contracts';
import type { Middleware } from 'koa';

import { hashed } from '../../lib/attempt-limits.js';
import { TooManyRequestsError } from '../../lib/errors.js';
import { FailureCounter } from '../../lib/failure-counter.js';
import { clientNetwork } from '../../lib/request-caps.js';

const HOUR = 60 * 60 * 1000;

/** The 429's text: says what happened and how long to wait (the signup and registration screens show the server's message). */
export const tooManySignupsMessage = (retryAfterSeconds: number): string =>
  `Too many accounts were created from this network. Please try again in ${waitInWords(retryAfterSeconds)}.`;

/**
 * Accounts created from one IP (an IPv6 client's /64) in an hour, sign-up
 * and registration together (one counter, so a script cannot split its
 * accounts between the routes): at most `max` (SIGNUPS_PER_IP_PER_HOUR, default 10), then 429
 * with the wait until the hour from the first one ends. Ten an hour lets an
 * office behind one address sign a few agents up together while a script
 * makes no more than ten accounts an hour per address; an office signing up
 * a whole team at once raises it (docs/decisions/0036-public-form-caps.md).
 *
 * Only accounts made count: a request is counted before it runs (one
 * atomic increment, so a burst in parallel cannot all slip under the bar)
 * and taken back when it does not end in a new account. Failed attempts
 * have their own limits (sign-in-limits.ts).
 */
export function limitSignupsPerIp(max: number): Middleware {
  const counter = new FailureCounter('signup:accounts-ip', HOUR);
  return async (ctx, next) => {
    const key = hashed(clientNetwork(ctx.ip));
    const { count, msLeft } = await counter.add(key);
    if (count > max) {
      await counter.undo(key);
      throw new TooManyRequestsError(msLeft / 1000, tooManySignupsMessage(msLeft / 1000), { code: 'RATE_LIMITED' });
    }
    let created = false;
    try {
      await next();
      created = ctx.status < 400;
    } finally {
      if (!created) await counter.undo(key);
    }
  };
}
