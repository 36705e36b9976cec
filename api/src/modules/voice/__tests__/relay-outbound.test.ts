import mongoose from 'mongoose';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FakeRelayCall, fakeSid, postTwilioWebhook, startRelayServer, withTestDatabase } from '../../../test-support/index.js';
import { agentWithNumber, BASE, withPhoneApp } from '../../numbers/__tests__/phone-fixture.js';
import { placeOutboundCall, setOutboundCallOwner } from '../outbound-call.js';

withTestDatabase();
const fixture = withPhoneApp();
let relay: Awaited<ReturnType<typeof startRelayServer>>;
let campaignsOwner: ReturnType<typeof setOutboundCallOwner> = null;
const OPENING = 'I’m calling about the spring open houses in Austin.';
beforeAll(async () => {
  relay = await startRelayServer(fixture.app, pino({ level: 'silent' }));
  // What the campaigns module would say about its calls (the composition root registers campaigns the same way, api/src/compose.ts).
  campaignsOwner = setOutboundCallOwner({ detailsOf: async () => ({ contactName: 'Nia York', opening: OPENING }), answered: async () => undefined });
});
afterAll(async () => {
  setOutboundCallOwner(campaignsOwner);
  await relay.close();
});

const webhook = (path: string, params: Record<string, string>) =>
  postTwilioWebhook(fixture.app, BASE, path, { AccountSid: fixture.platform.sid, ...params }, fixture.platform.authToken);

/** An AI call placed to `contact`, answered by a person, its relay open: as Twilio does it (To is the contact, From the agent's number). */
async function answeredOutboundCall(userId: string, contact: string) {
  const { callSid, from } = await placeOutboundCall({ userId, to: contact, contactName: 'Nia York', opening: OPENING, leadId: null });
  const params = { CallSid: callSid, To: contact, From: from, Direction: 'outbound-api', AnsweredBy: 'human', CallStatus: 'in-progress' };
  const res = await webhook('/api/twilio/voice/outbound-answer', params).expect(200);
  const url = (/<ConversationRelay url="([^"]+)"/.exec(res.text)?.[1] ?? '').replace(/&amp;/g, '&').replace(BASE.replace(/^http/, 'ws'), relay.origin);
  const call = await FakeRelayCall.open(url);
  call.send({ type: 'setup', sessionId: fakeSid('VX'), callSid, from, to: contact, direction: 'outbound-api' });
  return { call, callSid, params, twiml: res.text };
}

describe('the relay on an outbound AI call (campaigns and Call Now)', () => {
  it('puts the contact through to the agent’s forwarding phone: the agent’s number is the one calling, not the one called', async () => {
    const { user, agent, phoneNumber } = await agentWithNumber(fixture);
    await agent.put('/api/user/profile').send({ isAiCallingEnabled: true }).expect(200);
    const [number] = (await agent.get('/api/phone-numbers').expect(200)).body;
    await agent.patch(`/api/phone-numbers/${number.id}`).send({ forwardingPhone: '+15125559998', isOutboundEnabled: true }).expect(200);
    const contact = '+12125550177';
    const { call, callSid, params, twiml } = await answeredOutboundCall(user.id, contact);
    expect(twiml).toContain(OPENING);

    const handoff = await call.prompt('Can I talk to a real person please?', 'end');
    expect(handoff.text).toContain('connecting you with Maya');
    const end = handoff.messages.at(-1) as { type: string; handoffData: string };
    expect(JSON.parse(end.handoffData)).toMatchObject({ reason: 'live-agent-handoff', callSid });
    call.close();
    // Twilio's <Connect action> for the same call dials the agent, showing the agent's number.
    const action = await webhook('/api/twilio/voice/connect-action', { ...params, HandoffData: end.handoffData }).expect(200);
    expect(action.text).toContain(`<Dial callerId="${phoneNumber}">+15125559998</Dial>`);
    const log = await mongoose.connection.collection('call_logs').findOne({ callSid });
    expect(log).toMatchObject({ direction: 'outbound', handoff: 'transferred', fromNumber: phoneNumber, toNumber: contact });
  });

  it('starts the conversation with what the contact heard (disclosure and the campaign’s script), so the assistant goes on from there', async () => {
    const { user, agent } = await agentWithNumber(fixture);
    await agent.put('/api/user/profile').send({ isAiCallingEnabled: true, phone: '+15125550043' }).expect(200);
    const [number] = (await agent.get('/api/phone-numbers').expect(200)).body;
    await agent.patch(`/api/phone-numbers/${number.id}`).send({ isOutboundEnabled: true }).expect(200);
    const contact = '+12125550178';
    const { call, callSid, params } = await answeredOutboundCall(user.id, contact);
    // A retried answer webhook does not add the greeting twice.
    await webhook('/api/twilio/voice/outbound-answer', params).expect(200);
    const reply = await call.prompt('Yes, we are thinking of buying a 3 bedroom house in Austin.');
    // Already introduced in the greeting: the reply goes on with the conversation instead of introducing itself again.
    expect(reply.text).not.toMatch(/I’m Maya’s AI assistant/);
    call.close();
    const log = await mongoose.connection.collection('call_logs').findOne({ callSid });
    const stored = async () =>
      ((await mongoose.connection.collection('conversations').findOne({ _id: log!.conversationId }))?.messages ?? []) as { role: string; text: string }[];
    // The reply is spoken before the turn is stored (onReply): the transcript follows a moment later.
    await expect.poll(async () => (await stored()).map((m) => m.role)).toEqual(['assistant', 'lead', 'assistant']);
    const messages = await stored();
    expect(messages[0]!.text).toMatch(
      /^Hi Nia, this is Maya’s AI assistant calling for Maya at Keystone Realty\. This call is recorded\. I’m calling about the spring open houses in Austin\./,
    );
    expect(messages[1]!.text).toBe('Yes, we are thinking of buying a 3 bedroom house in Austin.');
  });
});
