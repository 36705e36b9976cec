import { DEFAULT_AVAILABILITY } from '@leadnest/assistant-engine';
import { describe, expect, it } from 'vitest';

import { nextOpening, smsReplyAt } from '../sms-timing.js';

// Monday–Friday 09:00–17:00, America/New_York (the spec's defaults).
const hours = DEFAULT_AVAILABILITY;
const mid = () => 0.5;

describe('smsReplyAt', () => {
  it('immediate and always: at once (in the webhook answer)', () => {
    expect(smsReplyAt('immediate', 'always', hours, new Date('2030-01-07T15:00:00Z'))).toBeNull();
  });

  it('quick waits 1–3 minutes, natural 5–15', () => {
    const now = new Date('2030-01-07T15:00:00Z');
    expect(smsReplyAt('quick', 'always', hours, now, () => 0)!.getTime() - now.getTime()).toBe(60_000);
    expect(smsReplyAt('quick', 'always', hours, now, () => 1)!.getTime() - now.getTime()).toBe(180_000);
    expect(smsReplyAt('natural', 'always', hours, now, mid)!.getTime() - now.getTime()).toBe(600_000);
  });

  it("business: a Saturday-night text is answered Monday 09:00 in the agent's zone (EST, UTC-5)", () => {
    const saturdayNight = new Date('2030-01-05T03:30:00Z'); // Friday 22:30 in New York
    expect(smsReplyAt('immediate', 'business', hours, saturdayNight)?.toISOString()).toBe('2030-01-07T14:00:00.000Z');
  });

  it('business hours follow daylight saving time (EDT, UTC-4 in July)', () => {
    expect(nextOpening(hours, new Date('2030-07-01T05:00:00Z')).toISOString()).toBe('2030-07-01T13:00:00.000Z');
  });

  it('delayed: inside hours as the speed says, outside never faster than natural', () => {
    const inside = new Date('2030-01-07T15:00:00Z');
    expect(smsReplyAt('immediate', 'delayed', hours, inside)).toBeNull();
    const night = new Date('2030-01-08T04:00:00Z');
    expect(smsReplyAt('immediate', 'delayed', hours, night, mid)!.getTime() - night.getTime()).toBe(600_000);
  });
});
