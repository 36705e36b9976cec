import { PHONE_MESSAGES } from '@leadnest/contracts';
import { Types } from 'mongoose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeSid, withTestDatabase } from '../../../test-support/index.js';
import { setDedicatedPhoneNumber, setPlan } from '../../agent-settings/settings.service.js';
import { signedInAgent } from '../../auth/testing.js';
import { PhoneNumberModel } from '../phone-number.model.js';
import { withPhoneApp } from './phone-fixture.js';

withTestDatabase();
const fixture = withPhoneApp();
beforeEach(() => {
  fixture.twilio.setAvailable([]);
  fixture.twilio.requests.length = 0;
});
afterEach(() => vi.restoreAllMocks());

let serial = 0;
const nextNumber = () => `+1415555${String(3000 + ++serial).slice(-4)}`;

async function agentOnPlan() {
  const signed = await signedInAgent(fixture.app);
  await setPlan(signed.user.id, 'enterprise');
  return signed;
}

/** A record still holding `phoneNumber` for `userId`, under a sid the platform's Twilio account no longer has (released on Twilio outside LeadNest). */
async function staleRecord(userId: string, phoneNumber: string) {
  return PhoneNumberModel.create({
    userId: new Types.ObjectId(userId),
    phoneNumber,
    twilioSid: fakeSid('PN'),
    provider: 'platform',
    accountSid: fixture.platform.sid,
    greeting: 'Hi, you reached Old Owner.',
  });
}

const boughtOnPlatform = (phoneNumber: string) =>
  fixture.twilio.requests.some((r) => r.method === 'POST' && r.accountSid === fixture.platform.sid && r.form.PhoneNumber === phoneNumber);

describe('POST /api/assign-phone-number when a record still holds the number Twilio sells', () => {
  it("clears another agent's stale record (their number was released on Twilio) and assigns the number", async () => {
    const phoneNumber = nextNumber();
    const previous = await agentOnPlan();
    await staleRecord(previous.user.id, phoneNumber);
    await setDedicatedPhoneNumber(previous.user.id, phoneNumber);
    const { agent, user } = await agentOnPlan();
    fixture.twilio.setAvailable([phoneNumber]);

    const res = await agent.post('/api/assign-phone-number').send({}).expect(200);
    expect(res.body.phoneNumber).toBe(phoneNumber);
    const records = await PhoneNumberModel.find({ phoneNumber }).lean();
    expect(records).toHaveLength(1);
    expect(String(records[0]!.userId)).toBe(user.id);
    expect(records[0]!.greeting ?? null).toBeNull();
    expect(records[0]!.twilioSid).toBe(fixture.platform.incoming.find((n) => n.phoneNumber === phoneNumber)!.sid);
    // The previous holder no longer sees it anywhere.
    expect((await previous.agent.get('/api/phone-numbers').expect(200)).body).toEqual([]);
    expect((await previous.agent.get('/api/user/profile').expect(200)).body.dedicatedPhoneNumber ?? null).toBeNull();
  });

  it("reuses the agent's own stale record instead of a second one", async () => {
    const phoneNumber = nextNumber();
    const { agent, user } = await agentOnPlan();
    const stale = await staleRecord(user.id, phoneNumber);
    fixture.twilio.setAvailable([phoneNumber]);

    await agent.post('/api/assign-phone-number').send({}).expect(200);
    const records = await PhoneNumberModel.find({ phoneNumber }).lean();
    expect(records.map((r) => String(r._id))).toEqual([String(stale._id)]);
    expect(records[0]).toMatchObject({ provider: 'platform', isActive: true, greeting: 'Hi, you reached Old Owner.' });
    expect(records[0]!.twilioSid).not.toBe(stale.twilioSid);
  });

  it("answers 409 with a readable message, buying nothing, while another agent's Twilio account still has the number", async () => {
    const phoneNumber = nextNumber();
    const holder = await agentOnPlan();
    const own = fixture.twilio.addAccount();
    fixture.twilio.addIncomingNumber(own.sid, phoneNumber);
    await holder.agent.post('/api/twilio/configure').send({ accountSid: own.sid, authToken: own.authToken, selectedPhoneNumber: phoneNumber }).expect(200);
    const { agent } = await agentOnPlan();
    fixture.twilio.setAvailable([phoneNumber]);

    const res = await agent.post('/api/assign-phone-number').send({}).expect(409);
    const shown = `(${phoneNumber.slice(2, 5)}) ${phoneNumber.slice(5, 8)}-${phoneNumber.slice(8)}`;
    expect(res.body).toMatchObject({ code: 'NUMBER_HELD_ELSEWHERE', message: PHONE_MESSAGES.numberHeldElsewhere(shown) });
    expect(boughtOnPlatform(phoneNumber)).toBe(false);
    expect(String((await PhoneNumberModel.findOne({ phoneNumber }).lean())!.userId)).toBe(holder.user.id);
    expect((await agent.get('/api/phone-numbers').expect(200)).body).toEqual([]);
  });

  it('answers 409 (not 500) when another request stores the number first, and gives the purchase back to Twilio', async () => {
    const phoneNumber = nextNumber();
    const { agent } = await agentOnPlan();
    fixture.twilio.setAvailable([phoneNumber]);
    vi.spyOn(PhoneNumberModel, 'updateOne').mockRejectedValueOnce(Object.assign(new Error('E11000 duplicate key error'), { code: 11000 }));

    const res = await agent.post('/api/assign-phone-number').send({}).expect(409);
    expect(res.body.code).toBe('NUMBER_HELD_ELSEWHERE');
    expect(boughtOnPlatform(phoneNumber)).toBe(true);
    expect(fixture.platform.incoming.some((n) => n.phoneNumber === phoneNumber)).toBe(false);
  });
});
