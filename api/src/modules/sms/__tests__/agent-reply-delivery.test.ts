import mongoose, { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { fakeSid, postTwilioWebhook, withTestDatabase } from '../../../test-support/index.js';
import { openConversation } from '../../conversations/conversations.service.js';
import { agentWithNumber, BASE, withPhoneApp } from '../../numbers/__tests__/phone-fixture.js';

/*
 * Every agent reply records how far it got (sending → sent / failed with the
 * reason → delivered / undelivered from Twilio's status callback), so the
 * thread keeps saying it after the toast is gone.
 */

withTestDatabase();
const fixture = withPhoneApp();

let lead = 0;
const leadPhone = () => `+1737556${String(2000 + ++lead).slice(-4)}`;
const conversations = () => mongoose.connection.collection('conversations');

function text(to: string, from: string, body: string) {
  const params = { MessageSid: fakeSid('SM'), AccountSid: fixture.platform.sid, From: from, To: to, Body: body };
  return postTwilioWebhook(fixture.app, BASE, '/api/twilio/sms', params, fixture.platform.authToken);
}

type Agent = Awaited<ReturnType<typeof agentWithNumber>>;

/** A lead texts the agent's number; the agent takes the conversation over. Answers its id. */
async function takenOverSms({ agent, user, phoneNumber }: Agent, from: string): Promise<string> {
  await text(phoneNumber, from, 'Is the condo on 5th still available?').expect(200);
  const conversation = await conversations().findOne({ userId: new Types.ObjectId(user.id), platform: 'sms' });
  const id = String(conversation?._id);
  await agent.post(`/api/conversations/${id}/takeover`).expect(200);
  return id;
}

const deliveryOfLast = async (agent: Agent['agent'], id: string) => (await agent.get(`/api/conversations/${id}`).expect(200)).body.messages.at(-1).delivery;

/** The agent's reply as Twilio got it: its sid and the StatusCallback (path and query) it was given. */
function sentText(to: string) {
  const message = fixture.platform.messages.findLast((m) => m.to === to)!;
  const request = fixture.twilio.requests.findLast((r) => r.path.endsWith('/Messages.json') && r.form.To === to)!;
  const callback = new URL(request.form.StatusCallback!);
  return { sid: message.sid!, from: message.from!, callbackPath: `${callback.pathname}${callback.search}` };
}

function statusCallback(path: string, params: Record<string, string>, token: string | null = fixture.platform.authToken) {
  return postTwilioWebhook(fixture.app, BASE, path, { AccountSid: fixture.platform.sid, ...params }, token);
}

describe("the agent's reply records its delivery", () => {
  it('is stored as failed, with the reason, when there is no number of the agent to text from', async () => {
    const { agent, user } = await agentWithNumber(fixture);
    const { _id } = await openConversation({
      userId: user.id,
      platform: 'sms',
      leadName: 'Demo lead',
      opening: [{ role: 'lead', text: 'Hi' }],
      at: new Date(),
    });
    await agent.post(`/api/conversations/${_id}/takeover`).expect(200);
    await agent.post(`/api/conversations/${_id}/messages`).send({ text: 'Hello there' }).expect(409);
    expect(await deliveryOfLast(agent, String(_id))).toEqual({
      status: 'failed',
      reason: 'You have no number to text this lead from. Get one on the AI Phone page.',
    });
  });

  it('is sent when Twilio took it, then delivered on its signed status callback (a late "sent" does not undo it)', async () => {
    const owner = await agentWithNumber(fixture);
    const from = leadPhone();
    const id = await takenOverSms(owner, from);
    const reply = await owner.agent.post(`/api/conversations/${id}/messages`).send({ text: 'Yes it is! Saturday?' }).expect(201);
    expect(reply.body.messages.at(-1)).toMatchObject({ role: 'agent', text: 'Yes it is! Saturday?', delivery: { status: 'sent' } });

    const sent = sentText(from);
    expect(sent.callbackPath).toMatch(/^\/api\/twilio\/sms\/status\?m=[0-9a-f]{24}$/);
    const about = { MessageSid: sent.sid, From: sent.from, To: from };
    await statusCallback(sent.callbackPath, { ...about, MessageStatus: 'delivered' }).expect(204);
    expect(await deliveryOfLast(owner.agent, id)).toEqual({ status: 'delivered' });
    await statusCallback(sent.callbackPath, { ...about, MessageStatus: 'sent' }).expect(204);
    expect(await deliveryOfLast(owner.agent, id)).toEqual({ status: 'delivered' });
  });

  it('says why the carrier did not deliver it', async () => {
    const owner = await agentWithNumber(fixture);
    const from = leadPhone();
    const id = await takenOverSms(owner, from);
    await owner.agent.post(`/api/conversations/${id}/messages`).send({ text: 'Call me back?' }).expect(201);
    const sent = sentText(from);
    await statusCallback(sent.callbackPath, { MessageSid: sent.sid, From: sent.from, To: from, MessageStatus: 'undelivered', ErrorCode: '30006' }).expect(204);
    expect(await deliveryOfLast(owner.agent, id)).toEqual({ status: 'undelivered', reason: 'This number is a landline or its carrier cannot receive texts.' });
  });

  it('refuses an unsigned callback, or one signed by another account, and changes nothing', async () => {
    const owner = await agentWithNumber(fixture);
    const from = leadPhone();
    const id = await takenOverSms(owner, from);
    await owner.agent.post(`/api/conversations/${id}/messages`).send({ text: 'Yes it is!' }).expect(201);
    const sent = sentText(from);
    const params = { MessageSid: sent.sid, From: sent.from, To: from, MessageStatus: 'failed', ErrorCode: '30008' };
    await statusCallback(sent.callbackPath, params, null).expect(403);
    const other = fixture.twilio.addAccount();
    await statusCallback(sent.callbackPath, { ...params, AccountSid: other.sid }, other.authToken).expect(403);
    expect(await deliveryOfLast(owner.agent, id)).toEqual({ status: 'sent' });
  });

  it("cannot move another agent's message: a callback for one text naming another's sid is refused", async () => {
    const first = await agentWithNumber(fixture);
    const second = await agentWithNumber(fixture);
    const firstLead = leadPhone();
    const secondLead = leadPhone();
    const firstId = await takenOverSms(first, firstLead);
    const secondId = await takenOverSms(second, secondLead);
    await first.agent.post(`/api/conversations/${firstId}/messages`).send({ text: 'Hi from the first agent' }).expect(201);
    await second.agent.post(`/api/conversations/${secondId}/messages`).send({ text: 'Hi from the second agent' }).expect(201);
    const firstSent = sentText(firstLead);
    const secondSent = sentText(secondLead);
    // The second agent's callback URL with the first agent's message sid, properly signed.
    await statusCallback(secondSent.callbackPath, { MessageSid: firstSent.sid, From: firstSent.from, To: firstLead, MessageStatus: 'failed' }).expect(403);
    // A stored text id that is not an id at all.
    await statusCallback('/api/twilio/sms/status?m=nope', { MessageSid: firstSent.sid, MessageStatus: 'failed' }).expect(403);
    expect(await deliveryOfLast(first.agent, firstId)).toEqual({ status: 'sent' });
    expect(await deliveryOfLast(second.agent, secondId)).toEqual({ status: 'sent' });
  });

  it('is sent once stored on the website chat (no carrier)', async () => {
    const { agent, user } = await agentWithNumber(fixture);
    const { _id } = await openConversation({
      userId: user.id,
      platform: 'website',
      leadName: 'Visitor',
      opening: [{ role: 'lead', text: 'Hi' }],
      at: new Date(),
    });
    await agent.post(`/api/conversations/${_id}/takeover`).expect(200);
    const reply = await agent.post(`/api/conversations/${_id}/messages`).send({ text: 'Hello, this is Maya' }).expect(201);
    expect(reply.body.messages.at(-1).delivery).toEqual({ status: 'sent' });
  });
});
