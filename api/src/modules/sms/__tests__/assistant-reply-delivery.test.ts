import mongoose, { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { fakeSid, postTwilioWebhook, withTestDatabase } from '../../../test-support/index.js';
import { openConversation } from '../../conversations/conversations.service.js';
import { JobModel } from '../../jobs/job.model.js';
import { runDueJobs as runJobsDue } from '../../jobs/jobs.service.js';
import { agentWithNumber, BASE, withPhoneApp } from '../../numbers/__tests__/phone-fixture.js';
import { SmsMessageModel } from '../sms-message.model.js';
import { storeOutboundText } from '../sms-sender.js';
import { linkTextToMessage } from '../sms-status.js';

/*
 * The assistant's own SMS replies record their delivery as the agent's do:
 * a reply answered in the webhook's TwiML names its stored text in the
 * <Message statusCallback>, a held reply's job records sent (or why not),
 * and Twilio's signed status callbacks move both on.
 */

withTestDatabase();
const fixture = withPhoneApp();
const quiet = { warn: () => {}, error: () => {} };

let lead = 0;
const leadPhone = () => `+1737557${String(2000 + ++lead).slice(-4)}`;
const conversations = () => mongoose.connection.collection('conversations');

function text(to: string, from: string, body: string, sid = fakeSid('SM')) {
  const params = { MessageSid: sid, AccountSid: fixture.platform.sid, From: from, To: to, Body: body };
  return postTwilioWebhook(fixture.app, BASE, '/api/twilio/sms', params, fixture.platform.authToken);
}

function statusCallback(path: string, params: Record<string, string>, token: string | null = fixture.platform.authToken) {
  return postTwilioWebhook(fixture.app, BASE, path, { AccountSid: fixture.platform.sid, ...params }, token);
}

/** The TwiML <Message>: its text and its StatusCallback's path and query ('' when it has none). */
function messageOf(twiml: string): { body: string; callbackPath: string } {
  const [, attributes = '', body = ''] = /<Message([^>]*)>([\s\S]*?)<\/Message>/.exec(twiml) ?? [];
  const url = /statusCallback="([^"]+)"/.exec(attributes)?.[1]?.replace(/&amp;/g, '&');
  return { body, callbackPath: url ? `${new URL(url).pathname}${new URL(url).search}` : '' };
}

type Agent = Awaited<ReturnType<typeof agentWithNumber>>;

async function smsConversationId(user: Agent['user']): Promise<string> {
  const conversation = await conversations().findOne({ userId: new Types.ObjectId(user.id), platform: 'sms' });
  return String(conversation?._id);
}

/** The conversation's last message as the inbox reads it. */
const lastMessage = async (agent: Agent['agent'], id: string) => (await agent.get(`/api/conversations/${id}`).expect(200)).body.messages.at(-1);

describe("the assistant's immediate SMS reply records its delivery", () => {
  it('names its stored text in the TwiML statusCallback, shows sending, then delivered on the signed callback', async () => {
    const { agent, user, phoneNumber } = await agentWithNumber(fixture);
    const from = leadPhone();
    const res = await text(phoneNumber, from, 'Is the condo on 5th still available?').expect(200);
    const { body, callbackPath } = messageOf(res.text);
    expect(body).not.toBe('');
    // The very URL the agent's replies get: PUBLIC_BASE_URL + the status path, naming the stored text.
    expect(res.text).toMatch(/<Message statusCallback="http:\/\/leadnest\.example\/api\/twilio\/sms\/status\?m=[0-9a-f]{24}">/);
    const textId = new URL(callbackPath, BASE).searchParams.get('m')!;

    const id = await smsConversationId(user);
    const reply = await lastMessage(agent, id);
    expect(reply).toMatchObject({ role: 'assistant', delivery: { status: 'sending' } });
    expect(await SmsMessageModel.findById(textId).lean()).toMatchObject({
      direction: 'outbound',
      from: phoneNumber,
      to: from,
      status: 'queued',
      conversationId: new Types.ObjectId(id),
      seq: reply.seq,
    });

    const about = { MessageSid: fakeSid('SM'), From: phoneNumber, To: from };
    await statusCallback(callbackPath, { ...about, MessageStatus: 'sent' }).expect(204);
    expect((await lastMessage(agent, id)).delivery).toEqual({ status: 'sent' });
    await statusCallback(callbackPath, { ...about, MessageStatus: 'delivered' }).expect(204);
    expect((await lastMessage(agent, id)).delivery).toEqual({ status: 'delivered' });
    expect(await SmsMessageModel.findById(textId).lean()).toMatchObject({ status: 'delivered', messageSid: about.MessageSid });
  });

  it("says why the carrier did not deliver it (Twilio's ErrorCode)", async () => {
    const { agent, user, phoneNumber } = await agentWithNumber(fixture);
    const from = leadPhone();
    const { callbackPath } = messageOf((await text(phoneNumber, from, 'Looking to buy a 3 bed in Austin').expect(200)).text);
    const params = { MessageSid: fakeSid('SM'), From: phoneNumber, To: from, MessageStatus: 'undelivered', ErrorCode: '30007' };
    await statusCallback(callbackPath, params).expect(204);
    expect((await lastMessage(agent, await smsConversationId(user))).delivery).toEqual({
      status: 'undelivered',
      reason: 'The carrier filtered it as possible spam.',
    });
  });

  it('refuses an unsigned callback, or one signed by another account, and changes nothing', async () => {
    const { agent, user, phoneNumber } = await agentWithNumber(fixture);
    const from = leadPhone();
    const { callbackPath } = messageOf((await text(phoneNumber, from, 'Hi, is the house on Elm still for sale?').expect(200)).text);
    const params = { MessageSid: fakeSid('SM'), From: phoneNumber, To: from, MessageStatus: 'failed', ErrorCode: '30008' };
    await statusCallback(callbackPath, params, null).expect(403);
    const other = fixture.twilio.addAccount();
    await statusCallback(callbackPath, { ...params, AccountSid: other.sid }, other.authToken).expect(403);
    expect((await lastMessage(agent, await smsConversationId(user))).delivery).toEqual({ status: 'sending' });
    const textId = new URL(callbackPath, BASE).searchParams.get('m');
    expect(await SmsMessageModel.findById(textId).lean()).toMatchObject({ status: 'queued' });
  });

  it('answers a retried webhook with the same statusCallback', async () => {
    const { phoneNumber } = await agentWithNumber(fixture);
    const from = leadPhone();
    const sid = fakeSid('SM');
    const first = messageOf((await text(phoneNumber, from, 'Do you have anything near the lake?', sid).expect(200)).text);
    const retried = messageOf((await text(phoneNumber, from, 'Do you have anything near the lake?', sid).expect(200)).text);
    expect(retried).toEqual(first);
    expect(first.callbackPath).toMatch(/\?m=[0-9a-f]{24}$/);
    expect(await SmsMessageModel.countDocuments({ direction: 'outbound', to: from })).toBe(1);
  });

  it("the opt-out's confirmation carries its status too", async () => {
    const { agent, user, phoneNumber } = await agentWithNumber(fixture);
    const from = leadPhone();
    await text(phoneNumber, from, 'Looking to sell my condo').expect(200);
    const stop = messageOf((await text(phoneNumber, from, 'STOP').expect(200)).text);
    expect(stop.body).toMatch(/unsubscribed/i);
    const id = await smsConversationId(user);
    expect(await lastMessage(agent, id)).toMatchObject({ role: 'assistant', delivery: { status: 'sending' } });
    await statusCallback(stop.callbackPath, { MessageSid: fakeSid('SM'), From: phoneNumber, To: from, MessageStatus: 'delivered' }).expect(204);
    expect((await lastMessage(agent, id)).delivery).toEqual({ status: 'delivered' });
  });

  it('a status that lands before the reply is tied to its message is not lost', async () => {
    const { agent, user, phoneNumber } = await agentWithNumber(fixture);
    const from = leadPhone();
    const { _id } = await openConversation({
      userId: user.id,
      platform: 'sms',
      leadName: 'Texter',
      opening: [
        { role: 'lead', text: 'Hi' },
        { role: 'assistant', text: 'Hi, this is Maya’s assistant.' },
      ],
      at: new Date(),
    });
    const textId = await storeOutboundText(user.id, phoneNumber, from, 'Hi, this is Maya’s assistant.');
    await statusCallback(`/api/twilio/sms/status?m=${String(textId)}`, {
      MessageSid: fakeSid('SM'),
      From: phoneNumber,
      To: from,
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
    }).expect(204);
    await linkTextToMessage(textId, { conversationId: String(_id), seq: 2 });
    expect((await lastMessage(agent, String(_id))).delivery).toEqual({ status: 'undelivered', reason: "The lead's phone is switched off or out of reach." });
    // The lead's own message never takes a status.
    await linkTextToMessage(textId, { conversationId: String(_id), seq: 1 });
    expect((await agent.get(`/api/conversations/${String(_id)}`).expect(200)).body.messages[0].delivery).toBeUndefined();
  });
});

describe("the assistant's held SMS reply records its delivery", () => {
  async function heldReply(owner: Agent, from: string) {
    await owner.agent.put('/api/phone/settings').send({ smsResponseSpeed: 'quick' }).expect(200);
    const res = await text(owner.phoneNumber, from, 'Any 4 bedroom homes in Round Rock?').expect(200);
    expect(messageOf(res.text).body).toBe('');
    const job = (await JobModel.findOne({ 'payload.to': from }).lean())!;
    return { job, id: await smsConversationId(owner.user) };
  }

  it('is sending while held, sent when the job sends it, then delivered on its signed callback', async () => {
    const owner = await agentWithNumber(fixture);
    const from = leadPhone();
    const { job, id } = await heldReply(owner, from);
    const held = await lastMessage(owner.agent, id);
    expect(held).toMatchObject({ role: 'assistant', delivery: { status: 'sending' } });
    expect(job.payload).toMatchObject({ conversationId: id, seq: held.seq });

    expect(await runJobsDue(quiet, new Date(job.runAt.getTime() + 1000))).toBe(1);
    expect((await lastMessage(owner.agent, id)).delivery).toEqual({ status: 'sent' });

    const sent = fixture.platform.messages.findLast((m) => m.to === from)!;
    const request = fixture.twilio.requests.findLast((r) => r.path.endsWith('/Messages.json') && r.form.To === from)!;
    const callback = new URL(request.form.StatusCallback!);
    const params = { MessageSid: sent.sid!, From: owner.phoneNumber, To: from, MessageStatus: 'undelivered', ErrorCode: '30005' };
    await statusCallback(`${callback.pathname}${callback.search}`, params).expect(204);
    expect((await lastMessage(owner.agent, id)).delivery).toEqual({
      status: 'undelivered',
      reason: 'This number does not exist or is no longer in service.',
    });
  });

  it('is failed, with the reason, when the lead opted out before it was due', async () => {
    const owner = await agentWithNumber(fixture);
    const from = leadPhone();
    const { job, id } = await heldReply(owner, from);
    const heldSeq = (await lastMessage(owner.agent, id)).seq;
    await text(owner.phoneNumber, from, 'STOP').expect(200);
    await runJobsDue(quiet, new Date(job.runAt.getTime() + 1000));
    expect(fixture.platform.messages.filter((m) => m.to === from)).toEqual([]);
    const messages = (await owner.agent.get(`/api/conversations/${id}`).expect(200)).body.messages as { seq: number; delivery?: unknown }[];
    expect(messages.find((m) => m.seq === heldSeq)?.delivery).toEqual({ status: 'failed', reason: 'This lead has opted out of text messages.' });
  });
});
