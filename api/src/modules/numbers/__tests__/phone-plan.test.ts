import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';

import { fakeSid, postTwilioWebhook, withTestDatabase } from '../../../test-support/index.js';
import { setPlan } from '../../agent-settings/settings.service.js';
import { signedInAgent, subscribedAgent } from '../../auth/testing.js';
import { agentWithNumber, BASE, withPhoneApp } from './phone-fixture.js';

withTestDatabase();
const fixture = withPhoneApp();

const PLAN_REQUIRED = { code: 'PLAN_REQUIRED', message: 'Access to the dashboard requires an active subscription plan.' };

describe('what each plan may do with the phone (server side)', () => {
  it('answers 402 PLAN_REQUIRED on every phone route for an account without a plan, before looking at the input', async () => {
    const { agent, user } = await signedInAgent(fixture.app);
    for (const call of [
      agent.get('/api/phone-numbers'),
      agent.get(`/api/phone-numbers/${user.id}`),
      agent.get('/api/call-logs'),
      agent.get(`/api/call-logs/${user.id}`),
      agent.get(`/api/call-logs/${'a'.repeat(24)}/recording`),
      agent.post('/api/twilio/validate').send({ accountSid: 'AC1', authToken: 'x' }),
      agent.post('/api/twilio/purchase').send({}),
      agent.post('/api/twilio/configure').send({}),
      agent.post('/api/assign-phone-number').send({}),
      agent.patch(`/api/phone-numbers/${'a'.repeat(24)}`).send({ isInboundEnabled: false }),
      agent.get('/api/phone/settings'),
      agent.put('/api/phone/settings').send({ recordingEnabled: false }),
      agent.put('/api/user/sms-settings').send({ smsEnabled: false }),
      agent.get('/api/porting-requests'),
      agent.post('/api/porting-requests').send({ phoneNumber: '(512) 555-0100', carrier: 'verizon' }),
    ]) {
      const res = await call;
      expect(res.status).toBe(402);
      expect(res.body).toMatchObject(PLAN_REQUIRED);
    }
    expect(fixture.twilio.requests.filter((r) => r.accountSid === 'AC1')).toHaveLength(0);
  });

  it('lets Starter use its number and settings, and answers 403 PLAN_FEATURE for porting and voice customization', async () => {
    const { agent } = await subscribedAgent(fixture.app, {}, 'starter');
    await agent.get('/api/phone-numbers').expect(200);
    await agent.get('/api/call-logs').expect(200);
    await agent.put('/api/phone/settings').send({ recordingEnabled: false, voiceType: 'polly-joanna', speakingRate: 'medium' }).expect(200);
    const voice = await agent.put('/api/phone/settings').send({ voiceType: 'polly-ivy' }).expect(403);
    expect(voice.body).toMatchObject({
      code: 'PLAN_FEATURE',
      message: 'Voice customization is included in the Professional plan and above. Upgrade on the Billing page to use it.',
    });
    const porting = await agent.post('/api/porting-requests').send({ phoneNumber: '(512) 555-0100', carrier: 'verizon' }).expect(403);
    expect(porting.body).toMatchObject({
      code: 'PLAN_FEATURE',
      message: 'Number porting is included in the Professional plan and above. Upgrade on the Billing page to use it.',
    });
    expect((await agent.get('/api/phone/settings').expect(200)).body).toMatchObject({ voiceType: 'polly-joanna', recordingEnabled: false });

    const professional = await subscribedAgent(fixture.app, {}, 'professional');
    await professional.agent.put('/api/phone/settings').send({ voiceType: 'polly-ivy', speakingRate: 'fast' }).expect(200);
    await professional.agent.post('/api/porting-requests').send({ phoneNumber: '(512) 555-0100', carrier: 'verizon' }).expect(201);
  });

  it('does not let the assistant answer calls or texts for a lapsed plan (STOP is still obeyed), and speaks the default voice below Professional', async () => {
    const { agent, phoneNumber, user } = await agentWithNumber(fixture);
    await agent.put('/api/phone/settings').send({ voiceType: 'polly-matthew' }).expect(200);
    await agent
      .patch(`/api/phone-numbers/${((await agent.get('/api/phone-numbers')).body as { id: string }[])[0]!.id}`)
      .send({ forwardingPhone: '+15125550199' })
      .expect(200);
    const post = (path: string, params: Record<string, string>) =>
      postTwilioWebhook(fixture.app, BASE, path, { AccountSid: fixture.platform.sid, ...params }, fixture.platform.authToken);

    await setPlan(user.id, 'starter');
    const starterCall = await post('/api/twilio/voice', { CallSid: fakeSid('CA'), From: '+18305550001', To: phoneNumber, CallStatus: 'ringing' }).expect(200);
    expect(starterCall.text).toContain('voice="Joanna-Neural"');

    await setPlan(user.id, null);
    const lapsedCall = await post('/api/twilio/voice', { CallSid: fakeSid('CA'), From: '+18305550002', To: phoneNumber, CallStatus: 'ringing' }).expect(200);
    expect(lapsedCall.text).not.toContain('ConversationRelay');
    expect(lapsedCall.text).toContain('<Dial callerId="' + phoneNumber + '">+15125550199</Dial>');
    const text = await post('/api/twilio/sms', {
      MessageSid: fakeSid('SM'),
      From: '+18305550003',
      To: phoneNumber,
      Body: 'Is the house on Elm still for sale?',
    }).expect(200);
    expect(text.text).not.toMatch(/<Message[\s>]/);
    const stop = await post('/api/twilio/sms', { MessageSid: fakeSid('SM'), From: '+18305550003', To: phoneNumber, Body: 'STOP' }).expect(200);
    expect(stop.text).toMatch(/<Message[\s>]/);
    expect(await mongoose.connection.collection('phone_contacts').findOne({ phone: '+18305550003' })).toMatchObject({ optedOutAt: expect.any(Date) });
  });
});
