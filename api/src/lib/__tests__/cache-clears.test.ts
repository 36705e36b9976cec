import { afterEach, describe, expect, it, vi } from 'vitest';

import { batchCacheClears, type CacheClear } from '../cache-clears.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('batchCacheClears', () => {
  it('announces the clears of one window once, each key once, and a whole-cache clear instead of its keys', () => {
    vi.useFakeTimers();
    const announced: CacheClear[][] = [];
    const clear = batchCacheClears((clears) => void announced.push(clears), 20);
    clear('sessions', 'a');
    clear('sessions', 'a');
    clear('dashboard-metrics', 'u1');
    clear('dashboard-metrics');
    clear('dashboard-metrics', 'u2');
    expect(announced).toEqual([]);
    vi.advanceTimersByTime(20);
    expect(announced).toEqual([[{ name: 'sessions', key: 'a' }, { name: 'dashboard-metrics' }]]);
    // A later window is announced on its own.
    clear('users');
    vi.advanceTimersByTime(20);
    expect(announced[1]).toEqual([{ name: 'users' }]);
    vi.advanceTimersByTime(100);
    expect(announced).toHaveLength(2);
  });
});
