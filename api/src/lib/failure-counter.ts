import mongoose from 'mongoose';
import { RateLimiterMongo } from 'rate-limiter-flexible';

/** The collection every failure counter keeps its documents in (one per key, removed by a TTL index when its window ends). */
export const FAILURE_COUNTERS_COLLECTION = 'failure_counters';

export interface FailureCount {
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Until the window ends and the count starts again from zero. */
  msLeft: number;
}

/**
 * Counts attempts per key in a fixed window (from the first attempt), in
 * MongoDB, on the app's mongoose connection: several API processes share
 * the counts, and a restart forgets nothing. rate-limiter-flexible does the
 * atomic upsert-and-increment and the expiry; this class only names the
 * three things the sign-in limits need.
 *
 * The store is built on first use, not when the router is built: tests and
 * start.ts build the app before the database is connected.
 */
export class FailureCounter {
  private store: RateLimiterMongo | undefined;

  constructor(
    /** Prefix of this counter's keys, e.g. `login:ip-email`. */
    private readonly name: string,
    private readonly windowMs: number,
  ) {}

  private limiter(): RateLimiterMongo {
    return (this.store ??= new RateLimiterMongo({
      storeClient: mongoose.connection,
      tableName: FAILURE_COUNTERS_COLLECTION,
      keyPrefix: this.name,
      // `points` only feeds the library's remainingPoints; the rules compare counts themselves.
      points: Number.MAX_SAFE_INTEGER,
      duration: Math.ceil(this.windowMs / 1000),
    }));
  }

  /** Counts one attempt, atomically, and answers the count with it. */
  async add(key: string): Promise<FailureCount> {
    const res = await this.limiter().penalty(key, 1);
    return { count: res.consumedPoints, msLeft: res.msBeforeNext };
  }

  /** Takes back one attempt counted by add() (it was refused, or did not fail on the client's side). */
  async undo(key: string): Promise<void> {
    await this.limiter().reward(key, 1);
  }

  /** Forgets the key (its owner got in: earlier typos no longer count). */
  async clear(key: string): Promise<void> {
    await this.limiter().delete(key);
  }
}
