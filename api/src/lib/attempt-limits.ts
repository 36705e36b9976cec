import { createHash } from 'node:crypto';

import { tooManyAttemptsMessage } from '@leadnest/contracts';
import type { Context, Middleware } from 'koa';

import { AppError, TooManyRequestsError } from './errors.js';
import { FailureCounter } from './failure-counter.js';

/**
 * Limits on failed attempts (sign-in, admin passcode), counted in MongoDB
 * (failure-counter.ts) so every API process sees the same counts.
 *
 * Two kinds of rule:
 * - a lock-out: over `max` failures in the window, the key is answered 429
 *   with Retry-After until the window ends. Only for keys a stranger cannot
 *   share with the account's owner: (IP, email), or an IP with a high bar.
 * - a delay: failures of one key (an email, from any IP) make every later
 *   attempt for it wait longer before it is checked, success included, so a
 *   guesser spread over many IPs is slowed down while the owner, from a
 *   clean IP, still gets in with the right password.
 *
 * An attempt is counted before it runs (one atomic increment), so parallel
 * attempts cannot all slip under a bar; it is taken back when it is refused
 * or does not end in a client error, and a success clears the keys that
 * say so (the owner got in: their typos no longer count).
 */
export interface LockoutRule {
  /** Names the counter, e.g. `ip-email`; keys are stored as `<action>:<name>:<key>`. */
  name: string;
  max: number;
  windowMs: number;
  /** The key this request counts against; undefined when it has none (no email in the body). */
  key: (ctx: Context) => string | undefined;
  clearOnSuccess: boolean;
}

export interface DelayRule {
  name: string;
  windowMs: number;
  key: (ctx: Context) => string | undefined;
  /** How long an attempt waits, given the failures counted before it in the window. */
  delayMs: (failuresBefore: number) => number;
}

export interface AttemptLimits {
  /** Names the route in the keys, so login failures do not count against signup. */
  action: string;
  lockouts: readonly LockoutRule[];
  delay?: DelayRule;
  /** Told of every attempt that ended in a client error, with its status (e.g. to log it). */
  onFailure?: (ctx: Context, status: number) => void;
}

/** The waits, replaceable by tests (which check the delays asked for instead of sitting through them). */
export const attemptDelay = {
  sleep: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Keys hold emails and IPs: stored hashed, so the counters collection names no one. */
export const hashed = (key: string): string => createHash('sha256').update(key).digest('base64url').slice(0, 32);

/** The normalised email of the request's body, or undefined. */
export function bodyEmail(ctx: Context): string | undefined {
  const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

function statusOf(err: unknown): number | undefined {
  const status = err instanceof AppError ? err.status : (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

const isClientError = (status: number | undefined) => status !== undefined && status >= 400 && status < 500;

interface Counted {
  counter: FailureCounter;
  key: string;
  clearOnSuccess: boolean;
}

export function limitAttempts(limits: AttemptLimits): Middleware {
  const counters = new Map<string, FailureCounter>();
  const counterFor = (name: string, windowMs: number) => {
    let counter = counters.get(name);
    if (!counter) counters.set(name, (counter = new FailureCounter(`${limits.action}:${name}`, windowMs)));
    return counter;
  };

  async function count<Rule extends LockoutRule | DelayRule>(rules: readonly Rule[], ctx: Context) {
    return Promise.all(
      rules.flatMap((rule) => {
        const raw = rule.key(ctx);
        if (raw === undefined) return [];
        const counter = counterFor(rule.name, rule.windowMs);
        const key = hashed(raw);
        return [counter.add(key).then((found) => ({ rule, counter, key, ...found }))];
      }),
    );
  }

  return async (ctx, next) => {
    const locks = await count(limits.lockouts, ctx);
    const counted: Counted[] = locks.map(({ counter, key, rule }) => ({ counter, key, clearOnSuccess: rule.clearOnSuccess }));
    const over = locks.filter(({ rule, count: n }) => n > rule.max);
    if (over.length > 0) {
      await Promise.all(counted.map(({ counter, key }) => counter.undo(key)));
      const wait = Math.max(...over.map(({ msLeft }) => msLeft)) / 1000;
      throw new TooManyRequestsError(wait, tooManyAttemptsMessage(wait), { code: 'RATE_LIMITED' });
    }
    if (limits.delay) {
      const [slowed] = await count([limits.delay], ctx);
      if (slowed) {
        counted.push({ counter: slowed.counter, key: slowed.key, clearOnSuccess: true });
        const ms = limits.delay.delayMs(slowed.count - 1);
        if (ms > 0) await attemptDelay.sleep(ms);
      }
    }

    let status: number | undefined;
    try {
      await next();
      status = ctx.status;
    } catch (err) {
      status = statusOf(err) ?? 500;
      throw err;
    } finally {
      if (isClientError(status)) limits.onFailure?.(ctx, status!);
      await Promise.all(
        counted.map(({ counter, key, clearOnSuccess }) => {
          if (isClientError(status)) return undefined;
          return status! < 400 && clearOnSuccess ? counter.clear(key) : counter.undo(key);
        }),
      );
    }
  };
}
