import { PHONE_MESSAGES } from '@leadnest/contracts';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';

import { withTestDatabase } from '../../../test-support/index.js';
import { newAgent, subscribedAgent } from '../../auth/testing.js';
import { withPhoneApp } from './phone-fixture.js';

withTestDatabase();
const fixture = withPhoneApp();

describe('phone settings', () => {
  it('answers the defaults, saves voice settings and the SMS switch', async () => {
    const { agent } = await subscribedAgent(fixture.app, {}, 'professional');
    expect((await agent.get('/api/phone/settings').expect(200)).body).toEqual({
      voiceType: 'polly-joanna',
      speakingRate: 'medium',
      recordingEnabled: true,
      smsEnabled: true,
      smsResponseSpeed: 'immediate',
      smsHours: 'always',
      providerReady: true,
    });
    await agent.put('/api/phone/settings').send({ voiceType: 'polly-ivy', speakingRate: 'fast' }).expect(200);
    const res = await agent.put('/api/user/sms-settings').send({ smsEnabled: false }).expect(200);
    expect(res.body).toMatchObject({ voiceType: 'polly-ivy', speakingRate: 'fast', smsEnabled: false });
    const bad = await agent.put('/api/phone/settings').send({ voiceType: 'robot' }).expect(400);
    expect(bad.body.message).toBe(PHONE_MESSAGES.voiceTypeInvalid);
    await newAgent(fixture.app).get('/api/phone/settings').expect(401);
  });
});

describe('porting requests', () => {
  it('stores a request with its status and the $25 fee; the number needs at least 10 characters', async () => {
    const { agent } = await subscribedAgent(fixture.app, {}, 'professional');
    const bad = await agent.post('/api/porting-requests').send({ phoneNumber: '555-0100', carrier: 'verizon' }).expect(400);
    expect(bad.body.message).toBe('Please enter your current business phone number');
    await agent.post('/api/porting-requests').send({ phoneNumber: '(512) 555-0100', carrier: 'dialtone' }).expect(400);
    const created = await agent.post('/api/porting-requests').send({ phoneNumber: '(512) 555-0100', carrier: 'ringcentral' }).expect(201);
    // Stored like every phone: E.164.
    expect(created.body).toMatchObject({ phoneNumber: '+15125550100', carrier: 'ringcentral', status: 'submitted', feeCents: 2500 });
    expect((await agent.get('/api/porting-requests').expect(200)).body).toHaveLength(1);
    const other = await subscribedAgent(fixture.app, {}, 'enterprise');
    expect((await other.agent.get('/api/porting-requests').expect(200)).body).toEqual([]);
  });

  it('refuses text that is no phone number (a paid request for "abcdefghijk" is never stored)', async () => {
    const { agent, user } = await subscribedAgent(fixture.app, {}, 'professional');
    for (const phoneNumber of ['abcdefghijk', 'call me maybe', '+1 512 555 01']) {
      const res = await agent.post('/api/porting-requests').send({ phoneNumber, carrier: 'verizon' }).expect(400);
      expect(res.body.message).toBe(PHONE_MESSAGES.portingNumberInvalid);
    }
    expect(await mongoose.connection.collection('porting_requests').countDocuments({ userId: new mongoose.Types.ObjectId(user.id) })).toBe(0);
  });
});
