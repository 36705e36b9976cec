import { PHONE_MESSAGES } from '@leadnest/contracts';
import mongoose from 'mongoose';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { postTwilioWebhook, withTestDatabase } from '../../../test-support/index.js';
import { setPlan } from '../../agent-settings/settings.service.js';
import { signedInAgent } from '../../auth/testing.js';
import { answerCall } from '../../dialer/__tests__/dialer-fixture.js';
import { setDialerClock, systemClock } from '../../dialer/dialer.service.js';
import { createLead } from '../../leads/leads.service.js';
import { agentWithNumber, withPhoneApp } from '../../numbers/__tests__/phone-fixture.js';

withTestDatabase();
const fixture = withPhoneApp();
const NOON_ET = new Date('2026-03-02T17:00:00Z');
beforeEach(() => setDialerClock(() => NOON_ET));
afterAll(() => setDialerClock(systemClock));

const consent = {
  given: true,
  at: new Date('2026-02-01'),
  pageId: new mongoose.Types.ObjectId(),
  text: 'I agree to be contacted by phone, including AI calls.',
};

async function readyAgent() {
  const agent = await agentWithNumber(fixture);
  await agent.agent.put('/api/user/profile').send({ isAiCallingEnabled: true }).expect(200);
  return agent;
}

describe('POST /api/leads/{id}/call (Call Now)', () => {
  it('starts one AI call to a lead who consented on a form, answering the toast’s name and phone', async () => {
    const { agent, user, phoneNumber } = await readyAgent();
    const lead = await createLead(user.id, { name: 'Carla Form', phone: '212-555-0181', source: 'website', stage: 'new', origin: 'Capture page', consent });
    const res = await agent.post(`/api/leads/${lead.id}/call`).set('Content-Type', 'application/json').send({}).expect(200);
    expect(res.body).toMatchObject({ success: true, name: 'Carla Form', phone: '(212) 555-0181' });
    const call = fixture.platform.calls.find((c) => c.sid === res.body.callSid)!;
    expect(call).toMatchObject({ to: '+12125550181', from: phoneNumber });
    const log = await mongoose.connection.collection('call_logs').findOne({ callSid: res.body.callSid });
    expect(log).toMatchObject({ direction: 'outbound', toNumber: '+12125550181' });
    const answered = await answerCall(fixture, call, 'human');
    expect(answered.text).toContain('Hi Carla, this is Maya’s AI assistant calling for Maya at Keystone Realty.');
  });

  it('answers Setup Required (409 CALLING_NOT_CONFIGURED) when the agent cannot place AI calls', async () => {
    const { agent, user } = await signedInAgent(fixture.app);
    await setPlan(user.id, 'enterprise');
    const lead = await createLead(user.id, { name: 'Nora', phone: '212-555-0182', source: 'website', stage: 'new', origin: 'Capture page', consent });
    const res = await agent.post(`/api/leads/${lead.id}/call`).send({}).expect(409);
    expect(res.body).toMatchObject({ code: 'CALLING_NOT_CONFIGURED', message: 'Configure Twilio in API Settings to enable calling' });
  });

  it('tells an agent whose number works that AI calling (or the number’s outbound calls) is switched off, and where to turn it on', async () => {
    const withNumber = await agentWithNumber(fixture);
    const lead = await createLead(withNumber.user.id, { name: 'Olga', phone: '212-555-0183', source: 'website', stage: 'new', origin: 'x', consent });
    const off = await withNumber.agent.post(`/api/leads/${lead.id}/call`).send({}).expect(409);
    expect(off.body).toMatchObject({ code: 'AI_CALLING_OFF', message: PHONE_MESSAGES.aiCallingOff });
    expect(off.body.message).toContain('AI Phone → Settings');
    await withNumber.agent.put('/api/user/profile').send({ isAiCallingEnabled: true }).expect(200);
    const [number] = (await withNumber.agent.get('/api/phone-numbers').expect(200)).body as { id: string }[];
    await withNumber.agent.patch(`/api/phone-numbers/${number!.id}`).send({ isOutboundEnabled: false }).expect(200);
    const outboundOff = await withNumber.agent.post(`/api/leads/${lead.id}/call`).send({}).expect(409);
    expect(outboundOff.body).toMatchObject({ code: 'OUTBOUND_CALLS_OFF', message: PHONE_MESSAGES.outboundOff });
    expect(fixture.platform.calls.some((c) => c.to === '+12125550183')).toBe(false);
  });

  it('follows the campaign rules: no consent, opted out, quiet hours, reached in the last 24 h; another agent’s lead is not found', async () => {
    const { agent, user } = await readyAgent();
    const noConsent = await createLead(user.id, { name: 'Ned', phone: '212-555-0184', source: 'website', stage: 'new', origin: 'By hand' });
    expect((await agent.post(`/api/leads/${noConsent.id}/call`).send({}).expect(409)).body.code).toBe('CALL_NO_CONSENT');
    const optedOut = await createLead(user.id, { name: 'Ozzy', phone: '212-555-0185', source: 'website', stage: 'new', origin: 'x', consent });
    await mongoose.connection.collection('leads').updateOne({ _id: new mongoose.Types.ObjectId(optedOut.id) }, { $set: { optedOutAt: new Date() } });
    expect((await agent.post(`/api/leads/${optedOut.id}/call`).send({}).expect(409)).body.code).toBe('CALL_OPTED_OUT');
    const west = await createLead(user.id, { name: 'Wes', phone: '310-555-0186', source: 'website', stage: 'new', origin: 'x', consent });
    setDialerClock(() => new Date('2026-03-02T14:00:00Z')); // 6 am in Los Angeles
    expect((await agent.post(`/api/leads/${west.id}/call`).send({}).expect(409)).body.code).toBe('CALL_QUIET_HOURS');
    setDialerClock(() => NOON_ET);
    const first = await agent.post(`/api/leads/${west.id}/call`).send({}).expect(200);
    const call = fixture.platform.calls.find((c) => c.sid === first.body.callSid)!;
    await postTwilioWebhook(
      fixture.app,
      'http://leadnest.example',
      '/api/twilio/voice/status',
      { AccountSid: fixture.platform.sid, CallSid: call.sid!, CallStatus: 'completed', CallDuration: '60', To: call.to!, From: call.from! },
      fixture.platform.authToken,
    ).expect(204);
    expect((await agent.post(`/api/leads/${west.id}/call`).send({}).expect(409)).body.code).toBe('CALL_CALLED_RECENTLY');
    const stranger = await signedInAgent(fixture.app);
    await stranger.agent.post(`/api/leads/${west.id}/call`).send({}).expect(402);
    await setPlan(stranger.user.id, 'enterprise');
    await stranger.agent.post(`/api/leads/${west.id}/call`).send({}).expect(404);
  });
});
