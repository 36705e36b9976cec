/**
 * In-memory counters for the public chat and capture forms: after `max`
 * attempts in `windowMs` from one key, that key gets 429 with Retry-After
 * until its window ends. One process's view only; the sign-in and admin
 * limits, which must hold across API processes, count in MongoDB instead
 * (attempt-limits.ts).
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
