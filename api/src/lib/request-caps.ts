import { isIP } from 'node:net';

import { hashed } from './attempt-limits.js';
import { TooManyRequestsError } from './errors.js';
import { FailureCounter } from './failure-counter.js';

/**
 * Caps on what the public may do (chat messages, new chats, capture form
 * sign-ups): at most `max` in `windowMs` (a fixed window from the first
 * one) per key. Counted in MongoDB like the sign-in limits
 * (failure-counter.ts), so several API processes share the counts and a
 * restart forgets nothing.
 */
export interface Cap {
  /** Names the counter (keys are stored as `<name>:<hashed key>`). */
  name: string;
  max: number;
  windowMs: number;
}

export interface CapCheck {
  cap: Cap;
  /** e.g. an IP, a visitor token, an agent's id; stored hashed. */
  key: string;
  /** The 429's message when this cap is the one reached. */
  message: string;
}

export class RequestCaps {
  private readonly counters = new Map<string, FailureCounter>();

  private counterFor(cap: Cap): FailureCounter {
    let counter = this.counters.get(cap.name);
    if (!counter) this.counters.set(cap.name, (counter = new FailureCounter(cap.name, cap.windowMs)));
    return counter;
  }

  /**
   * Counts one request against every check, atomically per key. When one
   * is over its cap, every count is taken back (a refused request uses up
   * nothing) and the request is answered 429 with that cap's message and
   * Retry-After.
   */
  async take(checks: readonly CapCheck[]): Promise<void> {
    const counted = await Promise.all(
      checks.map(async (check) => {
        const counter = this.counterFor(check.cap);
        const key = hashed(check.key);
        return { check, counter, key, ...(await counter.add(key)) };
      }),
    );
    const over = counted.filter(({ check, count }) => count > check.cap.max);
    if (over.length === 0) return;
    await Promise.all(counted.map(({ counter, key }) => counter.undo(key)));
    const first = over[0]!;
    const wait = Math.max(...over.map(({ msLeft }) => msLeft)) / 1000;
    throw new TooManyRequestsError(wait, first.check.message, { code: 'RATE_LIMITED' });
  }

  /** Takes back one count of every check, taken by take() for something that then did not happen (a slot someone else booked first). */
  async giveBack(checks: readonly CapCheck[]): Promise<void> {
    await Promise.all(checks.map((check) => this.counterFor(check.cap).undo(hashed(check.key))));
  }
}

/**
 * The network a client address stands for, as per-IP caps count it: an
 * IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4), an IPv6
 * address as its /64, since one home or phone is given a whole /64 and
 * could otherwise take a fresh address for every request.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const front = head ? head.split(':') : [];
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...front, ...new Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
