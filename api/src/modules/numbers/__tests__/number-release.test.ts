import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';

import { fakeSid, postTwilioWebhook, withTestDatabase } from '../../../test-support/index.js';
import { setDedicatedPhoneNumber, setPlan } from '../../agent-settings/settings.service.js';
import { newAgent, signedInAgent } from '../../auth/testing.js';
import { PhoneNumberModel } from '../phone-number.model.js';
import { agentWithNumber, BASE, withPhoneApp } from './phone-fixture.js';

withTestDatabase();
const fixture = withPhoneApp();

let caller = 0;
const callerPhone = () => `+1830555${String(5000 + ++caller).slice(-4)}`;

function webhook(path: string, params: Record<string, string>, token: string | null = fixture.platform.authToken) {
  return postTwilioWebhook(fixture.app, BASE, path, { AccountSid: fixture.platform.sid, ...params }, token);
}

async function numberId(agent: Awaited<ReturnType<typeof agentWithNumber>>['agent']): Promise<string> {
  const [number] = (await agent.get('/api/phone-numbers').expect(200)).body as { id: string }[];
  return number!.id;
}

describe('DELETE /api/phone-numbers/{id} (release)', () => {
  it('releases a dedicated number on Twilio, forgets it, and its calls and texts stop reaching the assistant', async () => {
    const { agent, phoneNumber, user } = await agentWithNumber(fixture);
    await setDedicatedPhoneNumber(user.id, phoneNumber);
    const id = await numberId(agent);
    const res = await agent.delete(`/api/phone-numbers/${id}`).expect(200);
    expect(res.body).toEqual({ phoneNumber, outcome: 'released' });
    // Twilio was asked to DELETE it and no longer has it.
    expect(fixture.twilio.requests.some((r) => r.method === 'DELETE' && r.path.endsWith('.json') && r.path.includes('/IncomingPhoneNumbers/PN'))).toBe(true);
    expect(fixture.platform.incoming.some((n) => n.phoneNumber === phoneNumber)).toBe(false);
    expect((await agent.get('/api/phone-numbers').expect(200)).body).toEqual([]);
    expect((await agent.get('/api/user/profile').expect(200)).body.dedicatedPhoneNumber ?? null).toBeNull();
    // A call or a text to it (even correctly signed) finds no owner: 403, nothing stored.
    const callSid = fakeSid('CA');
    await webhook('/api/twilio/voice', { CallSid: callSid, From: callerPhone(), To: phoneNumber }).expect(403);
    await webhook('/api/twilio/sms', { MessageSid: fakeSid('SM'), From: callerPhone(), To: phoneNumber, Body: 'Hi' }).expect(403);
    expect(await mongoose.connection.collection('call_logs').countDocuments({ callSid })).toBe(0);
  });

  it("disconnects a number on the agent's own account (their number stays theirs) by clearing our webhooks", async () => {
    const { agent } = await agentWithNumber(fixture);
    const own = fixture.twilio.addAccount();
    fixture.twilio.addIncomingNumber(own.sid, '+15125559900');
    await agent.post('/api/twilio/configure').send({ accountSid: own.sid, authToken: own.authToken, selectedPhoneNumber: '+15125559900' }).expect(200);
    const numbers = (await agent.get('/api/phone-numbers').expect(200)).body as { id: string; phoneNumber: string }[];
    const mine = numbers.find((n) => n.phoneNumber === '+15125559900')!;
    expect((await agent.delete(`/api/phone-numbers/${mine.id}`).expect(200)).body).toEqual({ phoneNumber: '+15125559900', outcome: 'disconnected' });
    expect(own.incoming[0]).toMatchObject({ phoneNumber: '+15125559900', voiceUrl: '', smsUrl: '', statusCallback: '' });
    expect(await PhoneNumberModel.countDocuments({ phoneNumber: '+15125559900' })).toBe(0);
  });

  it('stops naming a disconnected wizard number as the one the assistant answers on (/api-keys), or names the agent’s other number', async () => {
    const { agent } = await agentWithNumber(fixture);
    const own = fixture.twilio.addAccount();
    for (const n of ['+15125559910', '+15125559911']) fixture.twilio.addIncomingNumber(own.sid, n);
    const twilioKey = async () =>
      ((await agent.get('/api/user-api-keys').expect(200)).body.keys as { platform: string; additionalData: Record<string, string> }[]).find(
        (k) => k.platform === 'twilio',
      )!;
    const configure = (n: string) =>
      agent.post('/api/twilio/configure').send({ accountSid: own.sid, authToken: own.authToken, selectedPhoneNumber: n }).expect(200);
    const idOf = async (n: string) =>
      ((await agent.get('/api/phone-numbers').expect(200)).body as { id: string; phoneNumber: string }[]).find((x) => x.phoneNumber === n)!.id;

    await configure('+15125559910');
    await configure('+15125559911');
    expect((await twilioKey()).additionalData.phoneNumber).toBe('+15125559911');
    await agent.delete(`/api/phone-numbers/${await idOf('+15125559911')}`).expect(200);
    expect((await twilioKey()).additionalData).toEqual({ accountSid: own.sid, phoneNumber: '+15125559910' });
    await agent.delete(`/api/phone-numbers/${await idOf('+15125559910')}`).expect(200);
    // The account stays saved (its other uses); no number is named any more.
    expect((await twilioKey()).additionalData).toEqual({ accountSid: own.sid });
  });

  it("is a 404 for another agent's number (which stays), and needs a session", async () => {
    const owner = await agentWithNumber(fixture);
    const id = await numberId(owner.agent);
    const other = await signedInAgent(fixture.app);
    const res = await other.agent.delete(`/api/phone-numbers/${id}`).expect(404);
    expect(res.body.message).toBe('Phone number not found.');
    await newAgent(fixture.app).delete(`/api/phone-numbers/${id}`).expect(401);
    await other.agent.delete('/api/phone-numbers/not-an-id').expect(400);
    expect(await PhoneNumberModel.countDocuments({ phoneNumber: owner.phoneNumber })).toBe(1);
  });

  it('forgets a number Twilio no longer has, and needs no plan (a lapsed account can stop paying)', async () => {
    const { agent, phoneNumber, user } = await agentWithNumber(fixture);
    fixture.platform.incoming.splice(
      fixture.platform.incoming.findIndex((n) => n.phoneNumber === phoneNumber),
      1,
    );
    await setPlan(user.id, null);
    await agent.get('/api/phone-numbers').expect(402);
    await agent.delete(`/api/phone-numbers/${String((await PhoneNumberModel.findOne({ phoneNumber }).lean())!._id)}`).expect(200);
    expect(await PhoneNumberModel.countDocuments({ phoneNumber })).toBe(0);
  });
});
