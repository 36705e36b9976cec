import { describe, expect, it } from 'vitest';
import { FailureLimiter } from '../rate-limit.js';

describe('FailureLimiter', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => void (now += ms) };
  };

  it('lets a key through until its 10th failure, then asks it to wait until the window ends', () => {
    const time = clock();
    const limiter = new FailureLimiter({ max: 10, windowMs: 15 * 60_000, now: time.now });
    for (let i = 0; i < 9; i++) limiter.fail('ip:1');
    expect(limiter.retryAfter('ip:1')).toBe(0);
    limiter.fail('ip:1');
    expect(limiter.retryAfter('ip:1')).toBe(15 * 60);
    time.advance(5 * 60_000);
    expect(limiter.retryAfter('ip:1')).toBe(10 * 60);
    time.advance(10 * 60_000);
    expect(limiter.retryAfter('ip:1')).toBe(0);
    expect(limiter.retryAfter('ip:2')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new FailureLimiter({ max: 2, windowMs: 60_000 });
    limiter.fail('email:a');
    limiter.fail('email:a');
    expect(limiter.retryAfter('email:a')).toBeGreaterThan(0);
    limiter.reset('email:a');
    expect(limiter.retryAfter('email:a')).toBe(0);
  });

  it('stays bounded in memory under a flood of distinct keys', () => {
    const limiter = new FailureLimiter({ max: 1, windowMs: 60_000, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) limiter.fail(`ip:${i}`);
    expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(100);
    expect(limiter.retryAfter('ip:999')).toBeGreaterThan(0);
  });
});
