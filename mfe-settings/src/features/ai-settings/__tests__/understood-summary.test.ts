import { EMPTY_UNDERSTOOD } from '@leadnest/contracts';
import { describe, expect, it } from 'vitest';

import { understoodPairs } from '../understood-summary';

const showing = (pairs: [string, string][]) => pairs.find(([label]) => label === 'Showing')?.[1];

describe('Try your assistant: the showing it understood', () => {
  it('reads a showing time in the agent’s zone, whatever the browser’s', () => {
    const pairs = understoodPairs({
      reply: '',
      score: 10,
      timeZone: 'America/Los_Angeles',
      understood: { ...EMPTY_UNDERSTOOD, showingRequest: '2026-11-28T22:00:00.000Z', wantsShowing: true },
    });
    expect(showing(pairs)).toBe('Sat, Nov 28, 2:00 PM');
  });

  it('says a day named without a time as a day, never as a time of day', () => {
    const pairs = understoodPairs({
      reply: '',
      score: 10,
      timeZone: 'America/New_York',
      understood: { ...EMPTY_UNDERSTOOD, showingDay: '2026-11-28', wantsShowing: true },
    });
    expect(showing(pairs)).toBe('Sat, Nov 28, time not set yet');
  });

  it('shows a phone number read as the leads list shows it', () => {
    const pairs = understoodPairs({
      reply: '',
      score: 10,
      timeZone: 'America/New_York',
      understood: { ...EMPTY_UNDERSTOOD, contact: { name: 'Lena Ortiz', phone: '+14045550199' } },
    });
    expect(pairs.find(([label]) => label === 'Phone')?.[1]).toBe('(404) 555-0199');
  });
});
