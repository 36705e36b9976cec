import mongoose from 'mongoose';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FakeRelayCall, fakeSid, postTwilioWebhook, startRelayServer, withTestDatabase } from '../../../test-support/index.js';
import { agentWithNumber, BASE, withPhoneApp } from '../../numbers/__tests__/phone-fixture.js';

withTestDatabase();
const fixture = withPhoneApp();
let relay: Awaited<ReturnType<typeof startRelayServer>>;
beforeAll(async () => {
  relay = await startRelayServer(fixture.app, pino({ level: 'silent' }));
});
afterAll(() => relay.close());

const webhook = (path: string, params: Record<string, string>) =>
  postTwilioWebhook(fixture.app, BASE, path, { AccountSid: fixture.platform.sid, ...params }, fixture.platform.authToken);
const GREETING = 'Thanks for calling Maya at Keystone Realty. I’m Maya’s AI assistant. This call is recorded. How can I help you today?';

describe('an inbound call introduces the assistant once', () => {
  it('the greeting is the conversation’s first message, and the first reply goes on from it instead of introducing the assistant again', async () => {
    const { phoneNumber } = await agentWithNumber(fixture);
    const callSid = fakeSid('CA');
    const params = { CallSid: callSid, From: '+18305553901', To: phoneNumber, Direction: 'inbound', CallStatus: 'ringing' };
    const res = await webhook('/api/twilio/voice', params).expect(200);
    expect(res.text).toContain(`welcomeGreeting="${GREETING}"`);
    // A retried webhook does not store the greeting twice.
    await webhook('/api/twilio/voice', params).expect(200);
    const url = (/<ConversationRelay url="([^"]+)"/.exec(res.text)?.[1] ?? '').replace(/&amp;/g, '&').replace(BASE.replace(/^http/, 'ws'), relay.origin);
    const call = await FakeRelayCall.open(url);
    call.send({ type: 'setup', sessionId: fakeSid('VX'), callSid, from: params.From, to: phoneNumber, direction: 'inbound' });

    const reply = await call.prompt('Hi, we are thinking of buying a 3 bedroom house in Austin.');
    expect(reply.text.length).toBeGreaterThan(10);
    expect(reply.text).not.toMatch(/AI assistant/);
    call.close();

    const log = await mongoose.connection.collection('call_logs').findOne({ callSid });
    const stored = async () =>
      ((await mongoose.connection.collection('conversations').findOne({ _id: log!.conversationId }))?.messages ?? []) as { role: string; text: string }[];
    // The reply is spoken before the turn is stored (onReply): the transcript follows a moment later.
    await expect.poll(async () => (await stored()).map((m) => m.role)).toEqual(['assistant', 'lead', 'assistant']);
    const messages = await stored();
    expect(messages.map((m) => m.text)).toEqual([GREETING, 'Hi, we are thinking of buying a 3 bedroom house in Austin.', reply.text.trim()]);
  });
});
