import type { Context, Middleware } from 'koa';
import { tooManyAttemptsMessage } from '@leadnest/contracts';
import { AppError, TooManyRequestsError } from './errors.js';

/**
 * Failure counters for the sign-in routes: after `max` failed attempts in
 * `windowMs` from one key (an IP, an email), that key gets 429 with
 * Retry-After until its window ends.
 *
 * Kept in memory, not in Mongo: it is one process (npm start runs one), a
 * counter costs no database round trip on the hot login path, and a restart
 * forgetting counters only gives an attacker one more window. Several API
 * processes behind a balancer would need a shared store (swap this class).
 */
export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Upper bound on remembered keys, so a flood of distinct IPs cannot exhaust memory. */
  maxKeys?: number;
  now?: () => number;
}

interface Window {
  failures: number;
  resetAt: number;
}

export class FailureLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly max: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: RateLimitOptions) {
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** Seconds until `key` may try again, or 0 when it may now. */
  retryAfter(key: string): number {
    const window = this.live(key);
    return window && window.failures >= this.max ? Math.ceil((window.resetAt - this.now()) / 1000) : 0;
  }

  fail(key: string): void {
    const window = this.live(key);
    if (window) {
      window.failures += 1;
      return;
    }
    if (this.windows.size >= this.maxKeys) this.sweep();
    // Still full of live windows: forget the oldest rather than grow without bound.
    if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
    this.windows.set(key, { failures: 1, resetAt: this.now() + this.windowMs });
  }

  /** A success clears a key (the person got their password right; their earlier typos no longer count). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private live(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** 10 failures in 15 minutes (issue 4's example), per key. */
export const SIGN_IN_LIMIT: RateLimitOptions = { max: 10, windowMs: 15 * 60 * 1000 };

export interface LimitFailuresOptions {
  /** Names the route in the keys, so login failures do not count against signup. */
  action: string;
  /** The keys this request counts against: `ip:…` always, `email:…` when there is one. */
  keys: (ctx: Context) => string[];
}

/** The request's IP and, when the body has an email, the normalised email. */
export function ipAndEmailKeys(ctx: Context): string[] {
  const keys = [`ip:${ctx.ip}`];
  const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
  if (typeof email === 'string' && email.trim()) keys.push(`email:${email.trim().toLowerCase()}`);
  return keys;
}

/**
 * Refuses a request whose keys are over the limit (before any work, hashing
 * included), and counts the request as a failure when it ends in a client
 * error: wrong password, invalid form, taken email. A success resets the
 * email key (not the IP key: one IP trying many accounts stays limited).
 */
export function limitFailures(limiter: FailureLimiter, options: LimitFailuresOptions): Middleware {
  return async (ctx, next) => {
    const keys = options.keys(ctx).map((key) => `${options.action}:${key}`);
    const wait = Math.max(...keys.map((key) => limiter.retryAfter(key)));
    if (wait > 0) throw new TooManyRequestsError(wait, tooManyAttemptsMessage(wait), { code: 'RATE_LIMITED' });
    try {
      await next();
    } catch (err) {
      const status = err instanceof AppError ? err.status : (err as { status?: unknown } | null)?.status;
      if (typeof status === 'number' && status >= 400 && status < 500) for (const key of keys) limiter.fail(key);
      throw err;
    }
    if (ctx.status >= 400 && ctx.status < 500) for (const key of keys) limiter.fail(key);
    else for (const key of keys) if (!key.includes(':ip:')) limiter.reset(key);
  };
}
