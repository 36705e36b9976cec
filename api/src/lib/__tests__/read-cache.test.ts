import { describe, expect, it } from 'vitest';

import { ReadCache } from '../read-cache.js';

describe('ReadCache', () => {
  it('answers stored values until their TTL passes', () => {
    let now = 0;
    const cache = new ReadCache<string>('test-ttl', 1000, 10, () => now);
    cache.set('a', 'A', cache.ticket());
    expect(cache.get('a')).toBe('A');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('refuses a value read before a write that happened meanwhile', () => {
    const cache = new ReadCache<string>('test-generation', 1000);
    const ticket = cache.ticket(); // a read starts
    cache.clear(); // a write lands while it waits on the database
    cache.set('a', 'stale', ticket);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'fresh', cache.ticket());
    expect(cache.get('a')).toBe('fresh');
  });

  it('stays within its size', () => {
    const cache = new ReadCache<number>('test-bounded', 1000, 3);
    for (let i = 0; i < 10; i++) cache.set(String(i), i, cache.ticket());
    expect(['0', '1', '6'].map((key) => cache.get(key))).toEqual([undefined, undefined, undefined]);
    expect(cache.get('9')).toBe(9);
  });
});
