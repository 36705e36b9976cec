// @vitest-environment node
// Pure logic: nothing rendered, no DOM, so no jsdom to build.
import { describe, expect, it } from 'vitest';

import { listsRefreshMs, LIVE_REFRESH_MS, WAITING_REFRESH_MS } from '../api/call-lists';

describe('listsRefreshMs', () => {
  const calling = { dialing: true, quietUntil: null };
  const waiting = { dialing: true, quietUntil: '2030-01-11T13:00:00.000Z' };
  const idle = { dialing: false, quietUntil: null };

  it('does not refetch when no campaign dials', () => {
    expect(listsRefreshMs(undefined)).toBe(false);
    expect(listsRefreshMs([idle])).toBe(false);
  });

  it('refetches every few seconds while one calls, every minute while all wait for calling hours', () => {
    expect(listsRefreshMs([idle, calling])).toBe(LIVE_REFRESH_MS);
    expect(listsRefreshMs([waiting, calling])).toBe(LIVE_REFRESH_MS);
    expect(listsRefreshMs([waiting, idle])).toBe(WAITING_REFRESH_MS);
  });
});
