import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { withTestDatabase } from '../../../test-support/index.js';
import { withPhoneApp } from '../../numbers/__tests__/phone-fixture.js';
import { dialTick, setDialerClock, systemClock } from '../dialer.service.js';
import { agentWithCampaign, finishCall, markDialing } from './dialer-fixture.js';

withTestDatabase();
const fixture = withPhoneApp();
const NOON_ET = new Date('2026-03-02T17:00:00Z');
const minutes = (m: number) => new Date(NOON_ET.getTime() + m * 60_000);
const callsTo = (agentNumber: string) => fixture.platform.calls.filter((c) => c.from === agentNumber);
const consent = { method: 'web-form', source: 'Open house sign-in sheet' };

beforeEach(() => setDialerClock(() => NOON_ET));
afterAll(() => setDialerClock(systemClock));

describe('priority between an agent’s running campaigns', () => {
  it('gives free lines to the higher priority first; a lower one gets only lines left over', async () => {
    // The fixture's campaign (normal priority) and a high-priority one, both running, 2 lines.
    const {
      listId: normalId,
      phoneNumber,
      agent,
    } = await agentWithCampaign(fixture, [
      { name: 'N1', phone: '(212) 555-0301' },
      { name: 'N2', phone: '(212) 555-0302' },
    ]);
    const { body: high } = await agent.post('/api/call-lists').send({ name: 'Hot leads', script: 'Ready to tour?', priority: 'high' }).expect(201);
    for (const phone of ['(212) 555-0311', '(212) 555-0312', '(212) 555-0313']) {
      await agent
        .post(`/api/call-lists/${high.id}/contacts`)
        .send({ name: `H ${phone}`, phone, consent })
        .expect(201);
    }
    const { body: low } = await agent.post('/api/call-lists').send({ name: 'Old leads', script: 'Still looking?', priority: 'low' }).expect(201);
    await agent.post(`/api/call-lists/${low.id}/contacts`).send({ name: 'L1', phone: '(212) 555-0321', consent }).expect(201);
    await Promise.all([markDialing(normalId), markDialing(high.id), markDialing(low.id)]);

    // The lower priorities' dialers run first, and leave both lines to the high one.
    expect(await dialTick(normalId, null, NOON_ET)).toBe(0);
    expect(await dialTick(low.id, null, NOON_ET)).toBe(0);
    expect(await dialTick(high.id, null, NOON_ET)).toBe(2);
    // One line frees while the high campaign has one contact left: it is still kept for it.
    await finishCall(fixture, callsTo(phoneNumber)[0]!, 'completed', 30);
    expect(await dialTick(normalId, null, minutes(1))).toBe(0);
    expect(await dialTick(high.id, null, minutes(1))).toBe(1);
    // The high campaign has no one left to call now: the next line goes to normal before low.
    await finishCall(fixture, callsTo(phoneNumber)[1]!, 'completed', 30);
    expect(await dialTick(low.id, null, minutes(2))).toBe(0);
    expect(await dialTick(normalId, null, minutes(2))).toBe(1);
    await finishCall(fixture, callsTo(phoneNumber)[2]!, 'completed', 30);
    await finishCall(fixture, callsTo(phoneNumber)[3]!, 'completed', 30);
    expect(await dialTick(normalId, null, minutes(3))).toBe(1);
    expect(await dialTick(low.id, null, minutes(3))).toBe(1);
    expect(callsTo(phoneNumber).map((c) => c.to)).toEqual(['+12125550311', '+12125550312', '+12125550313', '+12125550301', '+12125550302', '+12125550321']);
  });

  it('holds no line back for a higher priority whose contacts are all waiting (quiet hours in their zone)', async () => {
    const { listId: normalId, phoneNumber, agent } = await agentWithCampaign(fixture, [{ name: 'N1', phone: '(212) 555-0331' }]);
    const { body: high } = await agent.post('/api/call-lists').send({ name: 'West coast', script: 'Ready to tour?', priority: 'high' }).expect(201);
    await agent.post(`/api/call-lists/${high.id}/contacts`).send({ name: 'Lou', phone: '(310) 555-0332', consent }).expect(201);
    await agent.put('/api/campaign-settings').send({ maxConcurrentCalls: 1 }).expect(200);
    await Promise.all([markDialing(normalId), markDialing(high.id)]);
    const early = new Date('2026-03-02T14:00:00Z'); // 9 am New York, 6 am Los Angeles
    expect(await dialTick(normalId, null, early)).toBe(1);
    expect(callsTo(phoneNumber).map((c) => c.to)).toEqual(['+12125550331']);
  });
});
