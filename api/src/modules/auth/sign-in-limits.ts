import type { Context } from 'koa';

import { type AttemptLimits, bodyEmail, type DelayRule, type LockoutRule } from '../../lib/attempt-limits.js';

const MINUTE = 60_000;

/**
 * One person mistyping, or one guesser at one address: 10 failures for one
 * email from one IP in 15 minutes, then 429 until the window ends. The
 * owner's success clears it.
 */
export const PER_IP_AND_EMAIL: LockoutRule = {
  name: 'ip-email',
  max: 10,
  windowMs: 15 * MINUTE,
  key: (ctx: Context) => {
    const email = bodyEmail(ctx);
    return email === undefined ? undefined : `${ctx.ip}\n${email}`;
  },
  clearOnSuccess: true,
};

/**
 * One IP trying many accounts. The bar is high because an office, a school
 * or a mobile carrier puts many people behind one address: their typos
 * must not lock each other out. Successes do not clear it.
 */
export const PER_IP: LockoutRule = { name: 'ip', max: 100, windowMs: 15 * MINUTE, key: (ctx: Context) => ctx.ip, clearOnSuccess: false };

/**
 * One email guessed at from many IPs: never a lock-out (anyone could lock
 * the owner out), but after 5 failures in an hour each attempt for it
 * waits before its password is checked: 0.25 s, doubling to at most 10 s.
 */
export const PER_EMAIL_DELAY: DelayRule = {
  name: 'email',
  windowMs: 60 * MINUTE,
  key: bodyEmail,
  delayMs: (failuresBefore) => (failuresBefore < 5 ? 0 : Math.min(10_000, 250 * 2 ** (failuresBefore - 5))),
};

/** Login: all three. Signup and registration: the two lock-outs (their failures are forms, not guesses). */
export const signInLimits = (action: 'login' | 'signup' | 'register'): AttemptLimits => ({
  action,
  lockouts: [PER_IP_AND_EMAIL, PER_IP],
  ...(action === 'login' ? { delay: PER_EMAIL_DELAY } : {}),
});
