import { PassThrough } from 'node:stream';

import { PHONE_MESSAGES } from '@leadnest/contracts';
import mongoose from 'mongoose';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, type FakeAccount, type FakeTwilio, startFakeTwilio, withTestDatabase } from '../../../test-support/index.js';
import { setPlan } from '../../agent-settings/settings.service.js';
import { newAgent, signedInAgent } from '../../auth/testing.js';

withTestDatabase();

// http: supertest keeps the session cookie only when it is not Secure.
const BASE = 'http://leadnest.example';
let twilio: FakeTwilio;
let platform: FakeAccount;
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  twilio = await startFakeTwilio();
  platform = twilio.addAccount();
  ({ app } = createTestApp({
    env: { TWILIO_API_URL: twilio.url, TWILIO_ACCOUNT_SID: platform.sid, TWILIO_AUTH_TOKEN: platform.authToken, PUBLIC_BASE_URL: BASE },
  }));
});
afterAll(() => twilio.close());
beforeEach(() => {
  twilio.setAvailable([]);
  twilio.requests.length = 0;
});

async function agentOnPlan(plan: 'starter' | 'professional' | 'enterprise' | null = 'enterprise') {
  const signed = await signedInAgent(app);
  if (plan) await setPlan(signed.user.id, plan);
  return signed;
}

describe('POST /api/twilio/validate (wizard step 1)', () => {
  it('answers the numbers the account already has', async () => {
    const { agent } = await agentOnPlan();
    const own = twilio.addAccount();
    twilio.addIncomingNumber(own.sid, '+15125550100');
    twilio.addIncomingNumber(own.sid, '+15125550101');
    const res = await agent.post('/api/twilio/validate').send({ accountSid: own.sid, authToken: own.authToken }).expect(200);
    expect(res.body).toEqual({ success: true, phoneNumbers: ['+15125550100', '+15125550101'] });
    expect(twilio.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /2010-04-01/Accounts/${own.sid}.json`,
      `GET /2010-04-01/Accounts/${own.sid}/IncomingPhoneNumbers.json`,
    ]);
  });

  it('answers an empty list for an account without numbers (the wizard goes to step 3)', async () => {
    const { agent } = await agentOnPlan();
    const own = twilio.addAccount();
    const res = await agent.post('/api/twilio/validate').send({ accountSid: own.sid, authToken: own.authToken }).expect(200);
    expect(res.body).toEqual({ success: true, phoneNumbers: [] });
  });

  it("answers wrong credentials with Twilio's reason and stores nothing", async () => {
    const { agent, user } = await agentOnPlan();
    const own = twilio.addAccount();
    const res = await agent.post('/api/twilio/validate').send({ accountSid: own.sid, authToken: 'not-the-token' }).expect(400);
    expect(res.body).toEqual({
      success: false,
      error: 'Twilio did not accept this Account SID and Auth Token (“Authenticate”). Please check your credentials and try again.',
      code: 'TWILIO_AUTH_FAILED',
      phoneNumbers: [],
    });
    expect(await mongoose.connection.collection('user_api_keys').countDocuments({ userId: new mongoose.Types.ObjectId(user.id) })).toBe(0);
  });

  it('asks for both credentials, and for a session', async () => {
    const { agent } = await agentOnPlan();
    const res = await agent.post('/api/twilio/validate').send({ accountSid: ' ', authToken: '' }).expect(400);
    expect(res.body.message).toBe(PHONE_MESSAGES.credentialsRequired);
    await newAgent(app).post('/api/twilio/validate').send({ accountSid: 'AC1', authToken: 'x' }).expect(401);
  });
});

describe('POST /api/twilio/purchase (wizard step 3)', () => {
  it('buys a number in the area code, its webhooks already pointed at PUBLIC_BASE_URL', async () => {
    const { agent } = await agentOnPlan();
    const own = twilio.addAccount();
    twilio.setAvailable(['+13105550123', '+15125550177']);
    const res = await agent.post('/api/twilio/purchase').send({ accountSid: own.sid, authToken: own.authToken, areaCode: '512' }).expect(200);
    expect(res.body).toEqual({ success: true, phoneNumbers: ['+15125550177'] });
    expect(own.incoming).toEqual([
      expect.objectContaining({ phoneNumber: '+15125550177', voiceUrl: `${BASE}/api/twilio/voice`, smsUrl: `${BASE}/api/twilio/sms` }),
    ]);
  });

  it('refuses an area code of more than 3 characters before asking Twilio', async () => {
    const { agent } = await agentOnPlan();
    const res = await agent.post('/api/twilio/purchase').send({ accountSid: 'AC1', authToken: 'x', areaCode: '5125' }).expect(400);
    expect(res.body.message).toBe(PHONE_MESSAGES.areaCodeInvalid);
    expect(twilio.requests).toEqual([]);
  });

  it("shows Twilio's message when it refuses the purchase", async () => {
    const { agent } = await agentOnPlan();
    const own = twilio.addAccount();
    twilio.setAvailable(['+15125550188']);
    twilio.refusePurchases('Your account is suspended.', 20008);
    try {
      const res = await agent.post('/api/twilio/purchase').send({ accountSid: own.sid, authToken: own.authToken }).expect(400);
      expect(res.body).toMatchObject({ success: false, error: 'Your account is suspended.' });
    } finally {
      twilio.refusePurchases(null);
    }
  });

  it('says so when no number is available', async () => {
    const { agent } = await agentOnPlan();
    const own = twilio.addAccount();
    const res = await agent.post('/api/twilio/purchase').send({ accountSid: own.sid, authToken: own.authToken, areaCode: '999' }).expect(400);
    expect(res.body.error).toBe(PHONE_MESSAGES.noNumbersAvailable);
  });

  it('needs a plan (402 PLAN_REQUIRED, before Twilio is asked)', async () => {
    const { agent } = await agentOnPlan(null);
    const res = await agent.post('/api/twilio/purchase').send({ accountSid: 'AC1', authToken: 'x' }).expect(402);
    expect(res.body.code).toBe('PLAN_REQUIRED');
    expect(twilio.requests).toHaveLength(0);
  });
});

describe('POST /api/twilio/configure (wizard step 4)', () => {
  it('points both webhooks and the status callback at PUBLIC_BASE_URL, saves the account encrypted and stores the number', async () => {
    const { agent, user } = await agentOnPlan();
    const own = twilio.addAccount();
    const existing = twilio.addIncomingNumber(own.sid, '+17375550100');
    const res = await agent
      .post('/api/twilio/configure')
      .send({ accountSid: own.sid, authToken: own.authToken, selectedPhoneNumber: '+17375550100' })
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      phoneNumber: { phoneNumber: '+17375550100', provider: 'agent', isInboundEnabled: true, isOutboundEnabled: true, isActive: true },
    });
    expect(existing).toMatchObject({
      voiceUrl: `${BASE}/api/twilio/voice`,
      smsUrl: `${BASE}/api/twilio/sms`,
      statusCallback: `${BASE}/api/twilio/voice/status`,
    });
    const saved = await mongoose.connection.collection('user_api_keys').findOne({ userId: new mongoose.Types.ObjectId(user.id), platform: 'twilio' });
    expect(saved?.additionalData).toEqual({ accountSid: own.sid, phoneNumber: '+17375550100' });
    expect(JSON.stringify(saved)).not.toContain(own.authToken);
    const list = await agent.get('/api/phone-numbers').expect(200);
    expect(list.body.map((n: { phoneNumber: string }) => n.phoneNumber)).toEqual(['+17375550100']);
  });

  it('refuses a number that is not in the account', async () => {
    const { agent } = await agentOnPlan();
    const own = twilio.addAccount();
    const res = await agent
      .post('/api/twilio/configure')
      .send({ accountSid: own.sid, authToken: own.authToken, selectedPhoneNumber: '+17375550999' })
      .expect(400);
    expect(res.body.error).toBe(PHONE_MESSAGES.numberNotInAccount);
  });
});

describe('POST /api/assign-phone-number', () => {
  it('buys a dedicated number on the platform account and puts it on the profile', async () => {
    const { agent } = await agentOnPlan('enterprise');
    twilio.setAvailable(['+14155550142']);
    const res = await agent.post('/api/assign-phone-number').send({}).expect(200);
    // The number as stored; the message shows it the way every screen does.
    expect(res.body).toEqual({ phoneNumber: '+14155550142', message: 'Your dedicated number: (415) 555-0142' });
    expect(platform.incoming.at(-1)).toMatchObject({ phoneNumber: '+14155550142', smsUrl: `${BASE}/api/twilio/sms` });
    expect((await agent.get('/api/user/profile').expect(200)).body.dedicatedPhoneNumber).toBe('+14155550142');
  });

  it("stops at the plan's allowance (Professional: 1)", async () => {
    const { agent } = await agentOnPlan('professional');
    twilio.setAvailable(['+14155550143', '+14155550144']);
    await agent.post('/api/assign-phone-number').send({}).expect(200);
    const res = await agent.post('/api/assign-phone-number').send({}).expect(403);
    expect(res.body.message).toBe(PHONE_MESSAGES.numberLimit(1));
  });

  it('tells the agent what to do, and only the operator’s log which settings, when the server has no platform account', async () => {
    const logged: string[] = [];
    const sink = new PassThrough().on('data', (chunk: Buffer) => logged.push(chunk.toString()));
    const bare = createTestApp({ env: { TWILIO_API_URL: twilio.url, PUBLIC_BASE_URL: BASE }, logger: pino({ level: 'info' }, sink) }).app;
    const { agent, user } = await signedInAgent(bare);
    await setPlan(user.id, 'enterprise');
    const res = await agent.post('/api/assign-phone-number').send({}).expect(503);
    expect(res.body.message).toBe(PHONE_MESSAGES.platformNotConfigured);
    expect(res.body.message).toContain('contact support');
    expect(res.body.message).not.toMatch(/TWILIO_|AUTH_TOKEN/);
    expect(logged.join('')).toContain('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are not set');
    // The app built above reconfigured the module: put this file's platform account back.
    createTestApp({ env: { TWILIO_API_URL: twilio.url, TWILIO_ACCOUNT_SID: platform.sid, TWILIO_AUTH_TOKEN: platform.authToken, PUBLIC_BASE_URL: BASE } });
  });
});

describe('GET/PATCH /api/phone-numbers', () => {
  it("saves the switches and the Settings dialog, and keeps each agent's numbers their own", async () => {
    const { agent, user } = await agentOnPlan('enterprise');
    twilio.setAvailable(['+14155550150']);
    await agent.post('/api/assign-phone-number').send({}).expect(200);
    const [number] = (await agent.get(`/api/phone-numbers/${user.id}`).expect(200)).body;
    const patched = await agent
      .patch(`/api/phone-numbers/${number.id}`)
      .send({
        isOutboundEnabled: false,
        greeting: 'Thanks for calling Ada!',
        forwardingPhone: '(512) 555-0199',
        businessHours: { start: '09:00', end: '18:00' },
      })
      .expect(200);
    expect(patched.body).toMatchObject({
      isInboundEnabled: true,
      isOutboundEnabled: false,
      greeting: 'Thanks for calling Ada!',
      forwardingPhone: '(512) 555-0199',
      businessHours: { start: '09:00', end: '18:00' },
    });

    const other = await agentOnPlan('enterprise');
    await other.agent.get(`/api/phone-numbers/${user.id}`).expect(403);
    await other.agent.patch(`/api/phone-numbers/${number.id}`).send({ isInboundEnabled: false }).expect(404);
    expect((await other.agent.get('/api/phone-numbers').expect(200)).body).toEqual([]);
    const bad = await agent.patch(`/api/phone-numbers/${number.id}`).send({ forwardingPhone: '12' }).expect(400);
    expect(bad.body.message).toBe(PHONE_MESSAGES.forwardingInvalid);
  });
});
