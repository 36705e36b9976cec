import mongoose from 'mongoose';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FakeRelayCall, fakeSid, postTwilioWebhook, startRelayServer, withTestDatabase } from '../../../test-support/index.js';
import { agentWithNumber, BASE, withPhoneApp } from '../../numbers/__tests__/phone-fixture.js';
import { placeOutboundCall, setOutboundCallOwner } from '../outbound-call.js';

// The call's record is what was said and heard, turn by turn: every line the
// relay sent to be spoken is the line stored, the hand-off's and the goodbye
// included, and the summary says what the caller asked for
// (docs/decisions/0038-whole-conversations.md).
withTestDatabase();
const fixture = withPhoneApp();
let relay: Awaited<ReturnType<typeof startRelayServer>>;
let campaignsOwner: ReturnType<typeof setOutboundCallOwner> = null;
beforeAll(async () => {
  relay = await startRelayServer(fixture.app, pino({ level: 'silent' }));
  campaignsOwner = setOutboundCallOwner({
    detailsOf: async () => ({ contactName: 'Nia York', opening: 'I’m following up on your home search.' }),
    answered: async () => undefined,
  });
});
afterAll(async () => {
  setOutboundCallOwner(campaignsOwner);
  await relay.close();
});

let caller = 0;
const callerPhone = () => `+1830555${String(8000 + ++caller).slice(-4)}`;
const webhook = (path: string, params: Record<string, string>) =>
  postTwilioWebhook(fixture.app, BASE, path, { AccountSid: fixture.platform.sid, ...params }, fixture.platform.authToken);
const relayUrlOf = (twiml: string) =>
  (/<ConversationRelay url="([^"]+)"/.exec(twiml)?.[1] ?? '').replace(/&amp;/g, '&').replace(BASE.replace(/^http/, 'ws'), relay.origin);

interface Stored {
  messages: { role: string; text: string }[];
  status: string;
}

/** The call's conversation as stored, once its last message is the assistant's `count`-th reply after the opening. */
async function storedConversation(callSid: string, messages: number): Promise<Stored> {
  let found: Stored | null = null;
  await expect
    .poll(async () => {
      const log = await mongoose.connection.collection('call_logs').findOne({ callSid });
      found = log ? ((await mongoose.connection.collection('conversations').findOne({ _id: log.conversationId })) as Stored | null) : null;
      return found?.messages.length ?? 0;
    })
    .toBe(messages);
  return found!;
}

async function inboundCall(options: { forwardingPhone?: string } = {}) {
  const owner = await agentWithNumber(fixture);
  await owner.agent.put('/api/user/profile').send({ phone: '+15125550042' }).expect(200);
  if (options.forwardingPhone) {
    const [number] = (await owner.agent.get('/api/phone-numbers').expect(200)).body;
    await owner.agent.patch(`/api/phone-numbers/${number.id}`).send({ forwardingPhone: options.forwardingPhone }).expect(200);
  }
  const from = callerPhone();
  const callSid = fakeSid('CA');
  const res = await webhook('/api/twilio/voice', { CallSid: callSid, From: from, To: owner.phoneNumber, Direction: 'inbound', CallStatus: 'ringing' }).expect(
    200,
  );
  const call = await FakeRelayCall.open(relayUrlOf(res.text));
  call.send({ type: 'setup', sessionId: fakeSid('VX'), callSid, from, to: owner.phoneNumber, direction: 'inbound' });
  const hangUp = async () => {
    call.close();
    await webhook('/api/twilio/voice/status', { CallSid: callSid, From: from, To: owner.phoneNumber, CallStatus: 'completed', CallDuration: '60' }).expect(204);
    return ((await owner.agent.get('/api/call-logs').expect(200)).body as { transcript: string; summary: string; outcome: string }[])[0]!;
  };
  return { ...owner, callSid, call, hangUp };
}

describe('a call hand-off is stored as the caller heard it', () => {
  it('no one to put the caller through to: the “can’t take the call” line and the goodbye are the stored replies, and the summary says a person was asked for and the message left', async () => {
    const { call, callSid, hangUp } = await inboundCall();
    await call.prompt("Hi, we're thinking of selling our townhouse in Decatur");
    const ask = await call.prompt('Can I speak to a real person please?');
    expect(ask.text).toBe('Maya can’t take the call right now. What message would you like me to pass on? I’ll make sure they get it.');
    let stored = await storedConversation(callSid, 5);
    expect(stored.messages.slice(-2)).toEqual([
      expect.objectContaining({ role: 'lead', text: 'Can I speak to a real person please?' }),
      expect.objectContaining({ role: 'assistant', text: ask.text }),
    ]);
    expect(stored.status).toBe('needs-agent');

    const bye = await call.prompt('Please have her call me about listing it this spring.', 'end');
    expect(bye.text).toBe('Thank you. I’ve passed your message to Maya, who will call you back soon. Goodbye!');
    stored = await storedConversation(callSid, 7);
    expect(stored.messages.at(-1)).toMatchObject({ role: 'assistant', text: bye.text });

    const log = await hangUp();
    expect(log.outcome).toBe('message_taken');
    expect(log.transcript).toContain(`AI assistant: ${ask.text}`);
    expect(log.transcript).toContain(`AI assistant: ${bye.text}`);
    expect(log.transcript).not.toContain('I’ve let Maya know');
    expect(log.summary).toBe(
      'Phone caller wants to sell, in Decatur, property: townhouse, timeline 3-6m; asked to speak to Maya; left a message: “Please have her call me about listing it this spring.”.',
    );
  });

  it('a transfer: the “connecting you” line is the stored reply', async () => {
    const { call, callSid, hangUp } = await inboundCall({ forwardingPhone: '+15125559999' });
    const handoff = await call.prompt('I want to talk to a real person.', 'end');
    expect(handoff.text).toBe('Of course. I’m connecting you with Maya now.');
    const stored = await storedConversation(callSid, 3);
    expect(stored.messages.at(-1)).toMatchObject({ role: 'assistant', text: handoff.text });
    const log = await hangUp();
    expect(log.outcome).toBe('transferred');
    expect(log.summary).toBe('Phone caller called; asked to speak to Maya; put through to Maya.');
  });

  it('the caller pressing 0: the hand-off line is stored and the conversation needs the agent', async () => {
    const { call, callSid } = await inboundCall();
    call.send({ type: 'dtmf', digit: '0' });
    await expect
      .poll(() =>
        call.received
          .filter((m) => m.type === 'text')
          .map((m) => String((m as { token: string }).token))
          .join(''),
      )
      .toBe('Maya can’t take the call right now. What message would you like me to pass on? I’ll make sure they get it.');
    const stored = await storedConversation(callSid, 2);
    expect(stored.messages.at(-1)).toMatchObject({
      role: 'assistant',
      text: 'Maya can’t take the call right now. What message would you like me to pass on? I’ll make sure they get it.',
    });
    expect(stored.status).toBe('needs-agent');
  });

  it('a campaign call: the hand-off line the contact heard is the one stored', async () => {
    const { user, agent } = await agentWithNumber(fixture);
    await agent.put('/api/user/profile').send({ isAiCallingEnabled: true, phone: '+15125550043' }).expect(200);
    const [number] = (await agent.get('/api/phone-numbers').expect(200)).body;
    await agent.patch(`/api/phone-numbers/${number.id}`).send({ isOutboundEnabled: true }).expect(200);
    const contact = '+12125550188';
    const { callSid, from } = await placeOutboundCall({ userId: user.id, to: contact, contactName: 'Nia York', opening: 'x', leadId: null });
    const params = { CallSid: callSid, To: contact, From: from, Direction: 'outbound-api', AnsweredBy: 'human', CallStatus: 'in-progress' };
    const res = await webhook('/api/twilio/voice/outbound-answer', params).expect(200);
    const call = await FakeRelayCall.open(relayUrlOf(res.text));
    call.send({ type: 'setup', sessionId: fakeSid('VX'), callSid, from, to: contact, direction: 'outbound-api' });
    const heard = await call.prompt('Can you just have Maya call me herself?');
    expect(heard.text).toContain('can’t take the call right now');
    const stored = await storedConversation(callSid, 3);
    expect(stored.messages.at(-1)).toMatchObject({ role: 'assistant', text: heard.text });
    call.close();
  });
});

describe('a question only the agent can answer, on a call', () => {
  it('is handed to the agent with its topic, the caller told so in the words stored, and the call goes on', async () => {
    const { call, callSid, hangUp } = await inboundCall();
    await call.prompt("Hi, I'm calling about the condo on Peachtree in Buckhead");
    const answer = await call.prompt('What are the HOA fees on that one?');
    expect(answer.text).toMatch(/^I don’t have the HOA fees at hand, so I’ve asked Maya to follow up with you personally\./);
    const stored = await storedConversation(callSid, 5);
    expect(stored.messages.at(-1)).toMatchObject({ role: 'assistant', text: answer.text });
    expect(stored.status).toBe('needs-agent');
    // Not a transfer, nor a message taken: the caller can go on.
    expect(call.received.some((m) => m.type === 'end')).toBe(false);
    const next = await call.prompt("I'm Rosa Diaz");
    expect(next.text.length).toBeGreaterThan(0);
    const log = await hangUp();
    expect(log.summary).toContain('asked about the HOA fees, for the agent to answer');
  });
});
