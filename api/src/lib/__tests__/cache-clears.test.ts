import { afterEach, describe, expect, it, vi } from 'vitest';

import { batchCacheClears, type CacheClear } from '../cache-clears.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('batchCacheClears', () => {
  it('announces the clears of one window once, each key once, and a whole-cache clear instead of its keys', () => {
    vi.useFakeTimers();
    const announced: CacheClear[][] = [];
    const announcer = batchCacheClears((clears) => void announced.push(clears), 20);
    const clear = announcer.add;
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

  it('flushes at once when asked, and resolves only once every announcement so far is stored', async () => {
    vi.useFakeTimers();
    const stored: CacheClear[][] = [];
    const releases: (() => void)[] = [];
    const announcer = batchCacheClears(
      (clears) =>
        new Promise<void>((resolve) =>
          releases.push(() => {
            stored.push(clears);
            resolve();
          }),
        ),
      20,
    );
    announcer.add('sessions');
    vi.advanceTimersByTime(20); // the window's announcement is under way, not stored
    announcer.add('accounts', 'u1');
    let flushed = false;
    const flush = announcer.flush().then(() => (flushed = true));
    expect(releases).toHaveLength(2); // flushed without waiting for a window
    releases[1]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(flushed).toBe(false); // the earlier announcement is still not stored
    releases[0]!();
    await flush;
    expect(stored).toEqual([[{ name: 'accounts', key: 'u1' }], [{ name: 'sessions' }]]);
    // Nothing pending: a flush resolves without announcing.
    await announcer.flush();
    expect(releases).toHaveLength(2);
  });
});
