import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FakeRelayCall, fakeSid, postTwilioWebhook, startRelayServer, withTestDatabase } from '../../../test-support/index.js';
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
const callerPhone = () => `+1830555${String(7000 + ++caller).slice(-4)}`;
const webhook = (path: string, params: Record<string, string>) =>
  postTwilioWebhook(fixture.app, BASE, path, { AccountSid: fixture.platform.sid, ...params }, fixture.platform.authToken);

/** A call answered through the relay, over a real WebSocket. */
async function answeredCall() {
  const owner = await agentWithNumber(fixture);
  const from = callerPhone();
  const callSid = fakeSid('CA');
  const res = await webhook('/api/twilio/voice', { CallSid: callSid, From: from, To: owner.phoneNumber, Direction: 'inbound', CallStatus: 'ringing' }).expect(
    200,
  );
  const url = (/<ConversationRelay url="([^"]+)"/.exec(res.text)?.[1] ?? '').replace(/&amp;/g, '&').replace(BASE.replace(/^http/, 'ws'), relay.origin);
  const call = await FakeRelayCall.open(url);
  call.send({ type: 'setup', sessionId: fakeSid('VX'), callSid, from, to: owner.phoneNumber, direction: 'inbound' });
  const hangUp = async () => {
    call.close();
    await webhook('/api/twilio/voice/status', { CallSid: callSid, From: from, To: owner.phoneNumber, CallStatus: 'completed', CallDuration: '30' }).expect(204);
    return ((await owner.agent.get('/api/call-logs').expect(200)).body as { transcript: string }[])[0]!.transcript;
  };
  return { ...owner, callSid, call, hangUp };
}

describe('ConversationRelay interrupts', () => {
  it('keeps in the transcript only what the caller heard of a reply they spoke over', async () => {
    const { call, callSid, hangUp } = await answeredCall();
    const first = await call.prompt('Hi, I want to buy a house in Austin.');
    expect(first.text.split(' ').length).toBeGreaterThan(4);
    const heard = first.text.split(' ').slice(0, 3).join(' ');
    // Twilio stopped the speech: it says how much was spoken, then sends what the caller said.
    call.send({ type: 'interrupt', utteranceUntilInterrupt: heard, durationUntilInterruptMs: 900 });
    const next = await call.prompt('Sorry, my budget is 400 thousand.');
    expect(next.text.length).toBeGreaterThan(0);
    await expect.poll(async () => (await CallLogModel.findOne({ callSid }).lean())?.interruptions).toEqual([{ said: first.text.trim(), heard }]);
    const transcript = await hangUp();
    expect(transcript).toContain(`AI assistant: ${heard}… (interrupted)`);
    expect(transcript).not.toContain(first.text.trim());
    expect(transcript).toContain(`AI assistant: ${next.text.trim()}`);
  });

  it('does not speak a reply that was still being worked out when the caller spoke over, and never ends up in the transcript', async () => {
    const { call, callSid, hangUp } = await answeredCall();
    // The prompt and the interrupt arrive together: the first turn is still running.
    call.send({ type: 'prompt', voicePrompt: 'I am thinking of selling my condo.', last: true });
    call.send({ type: 'interrupt', utteranceUntilInterrupt: '', durationUntilInterruptMs: 200 });
    const next = await call.prompt('Actually, I want to buy a house in Austin.');
    // Only one reply was ever spoken: the answer to the newest prompt.
    expect(call.received.filter((m) => m.type === 'text' && m.last === true)).toHaveLength(1);
    await expect.poll(async () => (await CallLogModel.findOne({ callSid }).lean())?.interruptions?.length).toBe(1);
    const transcript = await hangUp();
    expect(transcript).toContain('Caller: I am thinking of selling my condo.');
    // The greeting the caller heard, then the one reply spoken.
    expect(transcript).toMatch(/^AI assistant: Thanks for calling/);
    expect(transcript.match(/^AI assistant:/gm)).toHaveLength(2);
    expect(transcript).toContain(`AI assistant: ${next.text.trim()}`);
  });
});
