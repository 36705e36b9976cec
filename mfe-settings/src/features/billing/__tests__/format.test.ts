// @vitest-environment node
// Pure logic: nothing rendered, no DOM, so no jsdom to build.
import { agentTimeZone, formatDay } from '../format';

describe('billing dates in the agent’s time zone', () => {
  it('reads an instant as the day it is where the agent is, not where the browser is', () => {
    // 03:30 UTC on Dec 1 is still Nov 30 in New York and already Dec 1 in Tokyo.
    expect(formatDay('2026-12-01T03:30:00.000Z', 'America/New_York')).toBe('Nov 30, 2026');
    expect(formatDay('2026-12-01T03:30:00.000Z', 'Asia/Tokyo')).toBe('Dec 1, 2026');
  });

  it('takes the zone from the session’s profile, and none when it has none', () => {
    expect(agentTimeZone({ timeZone: 'America/Denver' })).toBe('America/Denver');
    expect(agentTimeZone({})).toBeUndefined();
    expect(agentTimeZone(null)).toBeUndefined();
  });
});
