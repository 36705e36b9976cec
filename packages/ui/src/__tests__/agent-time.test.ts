// @vitest-environment node
// Pure logic: nothing rendered, no DOM, so no jsdom to build.
import { AGENT_DATE, agentTimeZoneOf, formatAgentTime } from '../agent-time';

describe('times in the agent’s zone', () => {
  it('formats one instant in the agent’s zone, whatever the browser’s', () => {
    const iso = '2030-01-11T13:00:00.000Z';
    expect(formatAgentTime(iso, 'America/Chicago')).toBe('Fri, Jan 11, 7:00 AM');
    expect(formatAgentTime(iso, 'Asia/Tokyo')).toBe('Fri, Jan 11, 10:00 PM');
    expect(formatAgentTime(iso, 'America/Los_Angeles', AGENT_DATE)).toBe('Jan 11, 2030');
    expect(formatAgentTime(iso, 'America/New_York', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })).toBe('8:00 AM EST');
  });

  it('says nothing for a date that is not one, and reads the zone only from a non-empty string', () => {
    expect(formatAgentTime('not a date', 'America/Chicago')).toBe('');
    expect(agentTimeZoneOf({ timeZone: 'Europe/Paris' })).toBe('Europe/Paris');
    expect(agentTimeZoneOf({ timeZone: '' })).toBeUndefined();
    expect(agentTimeZoneOf({ timeZone: 42 })).toBeUndefined();
    expect(agentTimeZoneOf(null)).toBeUndefined();
  });
});
