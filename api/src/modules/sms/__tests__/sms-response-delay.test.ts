import { describe, expect, it, vi } from 'vitest';

import { fakeSid, postTwilioWebhook, withTestDatabase } from '../../../test-support/index.js';
import { replyHold } from '../../assistant/assistant.service.js';
import { JobModel } from '../../jobs/job.model.js';
import { agentWithNumber, BASE, withPhoneApp } from '../../numbers/__tests__/phone-fixture.js';
import { WEBHOOK_HOLD_MAX_MS, withResponseDelay } from '../sms-timing.js';

withTestDatabase();
const fixture = withPhoneApp();

let lead = 0;
const leadPhone = () => `+1737555${String(3000 + ++lead).slice(-4)}`;
const text = (to: string, from: string, body: string) =>
  postTwilioWebhook(
    fixture.app,
    BASE,
    '/api/twilio/sms',
    { MessageSid: fakeSid('SM'), AccountSid: fixture.platform.sid, From: from, To: to, Body: body },
    fixture.platform.authToken,
  );
const replyOf = (twiml: string) => /<Message[^>]*>([\s\S]*?)<\/Message>/.exec(twiml)?.[1] ?? '';

/** AI Settings' responseDelay holds SMS replies too. */
describe('SMS and the agent’s responseDelay', () => {
  it('a short delay holds the webhook’s own reply that long', async () => {
    // The hold is recorded rather than sat through (holdUntil's wait itself is proven with fake time in the assistant's tests).
    const holds: number[] = [];
    vi.spyOn(replyHold, 'wait').mockImplementation(async (ms) => void holds.push(ms));
    const { phoneNumber, agent, user } = await agentWithNumber(fixture);
    await agent
      .patch(`/api/users/${user.id}`)
      .send({ advancedSettings: { responseDelay: 3 } })
      .expect(200);
    const res = await text(phoneNumber, leadPhone(), 'Looking to buy a 3 bed in Austin').expect(200);
    expect(holds).toHaveLength(1);
    expect(holds[0]).toBeGreaterThan(2000);
    expect(holds[0]).toBeLessThanOrEqual(3000);
    expect(replyOf(res.text)).toContain('Maya');
  });

  it('a delay longer than Twilio waits becomes a durable held reply, never sooner than the delay', async () => {
    const { phoneNumber, agent, user } = await agentWithNumber(fixture);
    await agent
      .patch(`/api/users/${user.id}`)
      .send({ advancedSettings: { responseDelay: 45 } })
      .expect(200);
    const from = leadPhone();
    const before = Date.now();
    const res = await text(phoneNumber, from, 'Looking to buy a 3 bed in Austin').expect(200);
    expect(replyOf(res.text)).toBe('');
    const job = await JobModel.findOne({ 'payload.to': from }).lean();
    expect(job!.runAt.getTime()).toBeGreaterThanOrEqual(before + 45_000);
  });

  it('withResponseDelay: a floor on every reply time', () => {
    const now = new Date('2026-11-24T15:00:00Z');
    expect(withResponseDelay(null, 2000, now)).toEqual({ at: null, holdMs: 2000 });
    expect(withResponseDelay(null, WEBHOOK_HOLD_MAX_MS + 1, now).at?.getTime()).toBe(now.getTime() + WEBHOOK_HOLD_MAX_MS + 1);
    const later = new Date(now.getTime() + 5 * 60_000);
    expect(withResponseDelay(later, 30_000, now)).toEqual({ at: later, holdMs: 0 });
    expect(withResponseDelay(new Date(now.getTime() + 1000), 30_000, now).at?.getTime()).toBe(now.getTime() + 30_000);
  });
});
