import mongoose from 'mongoose';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FakeRelayCall, fakeSid, postTwilioWebhook, startRelayServer, withTestDatabase } from '../../../test-support/index.js';
import { UsageRecordModel } from '../../billing/usage-record.model.js';
import { agentWithNumber, BASE, withPhoneApp } from '../../numbers/__tests__/phone-fixture.js';
import { CallLogModel } from '../call-log.model.js';

withTestDatabase();
const fixture = withPhoneApp();
let relay: Awaited<ReturnType<typeof startRelayServer>>;
beforeAll(async () => {
  relay = await startRelayServer(fixture.app, pino({ level: 'silent' }));
});
afterAll(() => relay.close());

let caller = 0;
const callerPhone = () => `+1830555${String(3000 + ++caller).slice(-4)}`;

function webhook(path: string, params: Record<string, string>, token: string | null = fixture.platform.authToken) {
  return postTwilioWebhook(fixture.app, BASE, path, { AccountSid: fixture.platform.sid, ...params }, token);
}

/** Twilio's first request for an inbound call: answers the TwiML and the relay URL it names (on our local server). */
async function ring(to: string, from: string, callSid = fakeSid('CA')) {
  const res = await webhook('/api/twilio/voice', { CallSid: callSid, From: from, To: to, Direction: 'inbound', CallStatus: 'ringing' }).expect(200);
  const url = /<ConversationRelay url="([^"]+)"/.exec(res.text)?.[1]?.replace(/&amp;/g, '&') ?? '';
  return { callSid, twiml: res.text, relayUrl: url.replace(`${BASE.replace(/^http/, 'ws')}`, relay.origin) };
}

async function connect(relayUrl: string, callSid: string) {
  const call = await FakeRelayCall.open(relayUrl);
  call.send({ type: 'setup', sessionId: fakeSid('VX'), callSid, from: 'caller', to: 'agent', direction: 'inbound' });
  return call;
}

describe('POST /api/twilio/voice', () => {
  it('answers 403 and stores nothing when unsigned', async () => {
    const { phoneNumber } = await agentWithNumber(fixture);
    const callSid = fakeSid('CA');
    await webhook('/api/twilio/voice', { CallSid: callSid, From: callerPhone(), To: phoneNumber }, null).expect(403);
    expect(await CallLogModel.countDocuments({ callSid })).toBe(0);
  });

  it('connects the call to the assistant through ConversationRelay, saying who it is, that it is AI and that the call is recorded', async () => {
    const { phoneNumber, user } = await agentWithNumber(fixture);
    const from = callerPhone();
    const { twiml, callSid } = await ring(phoneNumber, from);
    expect(twiml).toContain(`<Connect action="${BASE}/api/twilio/voice/connect-action">`);
    expect(twiml).toMatch(/<ConversationRelay url="ws:\/\/leadnest\.example\/api\/twilio\/relay\?callSid=CA[0-9a-f]{32}&amp;token=[\w-]+"/);
    expect(twiml).toContain(
      'welcomeGreeting="Thanks for calling Maya at Keystone Realty. I’m Maya’s AI assistant. This call is recorded. How can I help you today?"',
    );
    expect(twiml).toContain('voice="Joanna-Neural"');
    // Caller ID created the lead (source phone) and the call's recording was started on Twilio.
    const lead = await mongoose.connection.collection('leads').findOne({ userId: new mongoose.Types.ObjectId(user.id), phone: from });
    expect(lead).toMatchObject({ source: 'phone', name: 'Phone caller' });
    await expect.poll(() => fixture.platform.calls.find((c) => c.sid === callSid)?.recording).toBe('started');
  });

  it('is idempotent by CallSid: a retry gets the same relay and one call log', async () => {
    const { phoneNumber } = await agentWithNumber(fixture);
    const from = callerPhone();
    const first = await ring(phoneNumber, from);
    const again = await ring(phoneNumber, from, first.callSid);
    expect(again.relayUrl).toBe(first.relayUrl);
    expect(await CallLogModel.countDocuments({ callSid: first.callSid })).toBe(1);
    expect(await mongoose.connection.collection('leads').countDocuments({ phone: from })).toBe(1);
  });

  it('uses the voice settings and leaves out the recording notice when recording is off', async () => {
    const { phoneNumber, agent } = await agentWithNumber(fixture);
    await agent.put('/api/phone/settings').send({ voiceType: 'polly-matthew', recordingEnabled: false }).expect(200);
    const { twiml } = await ring(phoneNumber, callerPhone());
    expect(twiml).toContain('voice="Matthew-Neural"');
    expect(twiml).not.toContain('recorded');
  });
});

describe('the relay WebSocket', () => {
  it('refuses a socket without the call’s token', async () => {
    const { phoneNumber } = await agentWithNumber(fixture);
    const { relayUrl } = await ring(phoneNumber, callerPhone());
    await expect(FakeRelayCall.open(relayUrl.replace(/token=[^&]+/, 'token=guess'))).rejects.toThrow(/403/);
  });

  it('runs a whole call: prompts answered by the assistant, a showing booked, a live transfer, then the call log with cost', async () => {
    const { phoneNumber, user, agent } = await agentWithNumber(fixture);
    const [number] = (await agent.get('/api/phone-numbers').expect(200)).body;
    await agent.patch(`/api/phone-numbers/${number.id}`).send({ forwardingPhone: '+15125559999' }).expect(200);
    const from = callerPhone();
    const { callSid, relayUrl } = await ring(phoneNumber, from);
    const call = await connect(relayUrl, callSid);

    const first = await call.prompt(
      "Hi, this is Dana Reyes. I'm looking to buy a 3 bedroom house in Austin, budget around 450 thousand, pre-approved, moving in 2 months.",
    );
    expect(first.text.length).toBeGreaterThan(10);
    expect(first.messages.filter((m) => m.type === 'text').length).toBeGreaterThanOrEqual(1);
    // Ask for a showing, then take the first time offered.
    const offer = await call.prompt('Can I see some homes? What times do you have?');
    expect(offer.text).toMatch(/\d/);
    const booked = await call.prompt('The first one works for me.');
    expect(booked.text).toMatch(/book|confirm|see you|scheduled/i);

    const handoff = await call.prompt('Can I talk to a real person please?', 'end');
    expect(handoff.text).toContain('connecting you with Maya');
    const end = handoff.messages.at(-1) as { type: string; handoffData: string };
    expect(JSON.parse(end.handoffData)).toMatchObject({ reason: 'live-agent-handoff' });
    call.close();

    const action = await webhook('/api/twilio/voice/connect-action', { CallSid: callSid, From: from, To: phoneNumber, HandoffData: end.handoffData }).expect(
      200,
    );
    expect(action.text).toContain(`<Dial callerId="${phoneNumber}">+15125559999</Dial>`);

    await webhook('/api/twilio/voice/status', {
      CallSid: callSid,
      From: from,
      To: phoneNumber,
      CallStatus: 'completed',
      CallDuration: '125',
      Direction: 'inbound',
    }).expect(204);
    const logs = (await agent.get('/api/call-logs').expect(200)).body;
    expect(logs).toEqual([
      expect.objectContaining({
        direction: 'inbound',
        fromNumber: from,
        toNumber: phoneNumber,
        duration: 125,
        cost: 43.05,
        outcome: 'appointment_booked',
        status: 'completed',
      }),
    ]);
    // The transcript starts with the greeting the caller heard, then the caller.
    expect(logs[0].transcript).toMatch(
      /^AI assistant: Thanks for calling Maya at Keystone Realty\. I’m Maya’s AI assistant\. This call is recorded\. How can I help you today\?\nCaller: Hi, this is Dana Reyes/,
    );
    expect(logs[0].summary).toMatch(/^Dana Reyes wants to buy, 3 bedrooms, in Austin/);
    const appointments = await mongoose.connection.collection('appointments').countDocuments({ userId: new mongoose.Types.ObjectId(user.id) });
    expect(appointments).toBe(1);

    // A retried status callback changes nothing and bills once.
    await webhook('/api/twilio/voice/status', { CallSid: callSid, From: from, To: phoneNumber, CallStatus: 'completed', CallDuration: '999' }).expect(204);
    expect((await agent.get(`/api/call-logs/${user.id}`).expect(200)).body[0].duration).toBe(125);
    const usage = await UsageRecordModel.find({ sourceId: callSid }).sort({ kind: 1 }).lean();
    expect(usage.map((u) => [u.kind, u.quantity, u.amountMillicents])).toEqual([
      ['ai_assistant_minute', 3, 30_000],
      ['transcription_minute', 3, 10_500],
      ['voice_inbound_minute', 3, 2550],
    ]);
    const other = await agentWithNumber(fixture);
    await other.agent.get(`/api/call-logs/${user.id}`).expect(403);
  });

  it('takes a message and texts it to the agent when there is no forwarding phone', async () => {
    const { phoneNumber, agent } = await agentWithNumber(fixture);
    await agent.put('/api/user/profile').send({ phone: '+15125550042' }).expect(200);
    const from = callerPhone();
    const { callSid, relayUrl } = await ring(phoneNumber, from);
    const call = await connect(relayUrl, callSid);
    const ask = await call.prompt('I want to speak to a human.');
    expect(ask.text).toContain('What message would you like me to pass on?');
    const done = await call.prompt('Please call me back about the listing on Oak Street.', 'end');
    expect(done.text).toContain('passed your message to Maya');
    call.close();
    await expect
      .poll(() => fixture.platform.messages.find((m) => m.to === '+15125550042')?.body ?? '')
      .toContain('Please call me back about the listing on Oak Street.');
    await webhook('/api/twilio/voice/status', { CallSid: callSid, From: from, To: phoneNumber, CallStatus: 'completed', CallDuration: '40' }).expect(204);
    expect((await agent.get('/api/call-logs').expect(200)).body[0]).toMatchObject({ outcome: 'message_taken', cost: 14.35 });
  });
});
