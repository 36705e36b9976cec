import mongoose, { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { fakeSid, postTwilioWebhook, withTestDatabase } from '../../../test-support/index.js';
import { JobModel } from '../../jobs/job.model.js';
import { runDueJobs as runJobsDue } from '../../jobs/jobs.service.js';
import { PhoneContactModel } from '../phone-contact.model.js';

const quiet = { warn: () => {}, error: () => {} };
const runDueJobs = (now: Date) => runJobsDue(quiet, now);
import { UsageRecordModel } from '../../billing/usage-record.model.js';
import { openConversation } from '../../conversations/conversations.service.js';
import { agentWithNumber, BASE, withPhoneApp } from '../../numbers/__tests__/phone-fixture.js';
import { PhoneNumberModel } from '../../numbers/phone-number.model.js';
import { SmsMessageModel } from '../sms-message.model.js';

withTestDatabase();
const fixture = withPhoneApp();

let lead = 0;
const leadPhone = () => `+1737555${String(2000 + ++lead).slice(-4)}`;

function text(to: string, from: string, body: string, options: { sid?: string; token?: string | null } = {}) {
  const params = { MessageSid: options.sid ?? fakeSid('SM'), AccountSid: fixture.platform.sid, From: from, To: to, Body: body };
  return postTwilioWebhook(fixture.app, BASE, '/api/twilio/sms', params, options.token === undefined ? fixture.platform.authToken : options.token);
}

/** The text of the <Message> in a TwiML answer, '' when there is none. */
const replyOf = (twiml: string) => /<Message[^>]*>([\s\S]*?)<\/Message>/.exec(twiml)?.[1] ?? '';
const conversations = () => mongoose.connection.collection('conversations');

describe('POST /api/twilio/sms: signatures', () => {
  it('answers 403 and stores nothing without a signature, or with one made by another token', async () => {
    const { phoneNumber } = await agentWithNumber(fixture);
    const from = leadPhone();
    await text(phoneNumber, from, 'Hi, is the house on Elm still available?', { token: null }).expect(403);
    await text(phoneNumber, from, 'Hi, is the house on Elm still available?', { token: 'f'.repeat(32) }).expect(403);
    expect(await SmsMessageModel.countDocuments({ from })).toBe(0);
    expect(await PhoneContactModel.countDocuments({ phone: from })).toBe(0);
  });

  it('answers 403 for a number nobody here owns', async () => {
    await text('+19995550000', leadPhone(), 'hello').expect(403);
  });
});

describe('POST /api/twilio/sms: the assistant answers', () => {
  it('runs the text through the assistant on the sms channel and answers in TwiML; the lead gets the number', async () => {
    const { phoneNumber, user } = await agentWithNumber(fixture);
    const from = leadPhone();
    const res = await text(phoneNumber, from, "Hi, I'm Dana. Looking to buy a 3 bedroom in Austin under 450k").expect(200);
    expect(res.type).toBe('text/xml');
    const reply = replyOf(res.text);
    expect(reply).toContain('Maya');
    const conversation = await conversations().findOne({ userId: new Types.ObjectId(user.id), platform: 'sms' });
    expect(conversation?.messages.map((m: { role: string }) => m.role)).toEqual(['lead', 'assistant']);
    const stored = await mongoose.connection.collection('leads').findOne({ _id: conversation?.leadId });
    expect(stored).toMatchObject({ name: 'Dana', source: 'sms', phone: from });
  });

  it('answers a retried MessageSid with the first answer, storing and billing it once', async () => {
    const { phoneNumber, user } = await agentWithNumber(fixture);
    const from = leadPhone();
    const sid = fakeSid('SM');
    const first = await text(phoneNumber, from, 'Do you have condos downtown?', { sid }).expect(200);
    const again = await text(phoneNumber, from, 'Do you have condos downtown?', { sid }).expect(200);
    expect(replyOf(again.text)).toBe(replyOf(first.text));
    expect(replyOf(first.text)).not.toBe('');
    const conversation = await conversations().findOne({ userId: new Types.ObjectId(user.id), platform: 'sms' });
    expect(conversation?.messages).toHaveLength(2);
    expect(await SmsMessageModel.countDocuments({ messageSid: sid })).toBe(1);
    expect(await UsageRecordModel.find({ sourceId: sid }).lean()).toEqual([expect.objectContaining({ kind: 'sms_inbound', amountMillicents: 790 })]);
  });

  it('continues the same conversation for the next text from the same number', async () => {
    const { phoneNumber, user } = await agentWithNumber(fixture);
    const from = leadPhone();
    await text(phoneNumber, from, 'Looking for a condo').expect(200);
    await text(phoneNumber, from, 'budget is 300k').expect(200);
    const all = await conversations()
      .find({ userId: new Types.ObjectId(user.id) })
      .toArray();
    expect(all).toHaveLength(1);
    expect(all[0]?.messages).toHaveLength(4);
  });
});

describe('POST /api/twilio/sms: compliance keywords', () => {
  it.each(['STOP', 'UNSUBSCRIBE', 'END', 'QUIT', 'STOPALL', 'REVOKE', 'OPTOUT', 'CANCEL', 'stop texting me', 'Stop.'])(
    '%s opts the number out of texts and calls: one confirmation, then silence',
    async (keyword) => {
      const { phoneNumber, user } = await agentWithNumber(fixture);
      const from = leadPhone();
      await text(phoneNumber, from, 'Hi, looking for a house').expect(200);
      const confirm = await text(phoneNumber, from, keyword).expect(200);
      expect(replyOf(confirm.text)).toMatch(/unsubscribed/i);
      const contact = await PhoneContactModel.findOne({ userId: user.id, phone: from }).lean();
      expect(contact?.optedOutAt).toBeInstanceOf(Date);
      const after = await text(phoneNumber, from, 'Actually, what about condos?').expect(200);
      expect(replyOf(after.text)).toBe('');
      const again = await text(phoneNumber, from, keyword).expect(200);
      expect(replyOf(again.text)).toBe('');
    },
  );

  it.each(['START', 'UNSTOP'])('%s opts back in and the assistant answers again', async (keyword) => {
    const { phoneNumber, user } = await agentWithNumber(fixture);
    const from = leadPhone();
    await text(phoneNumber, from, 'STOP').expect(200);
    const back = await text(phoneNumber, from, keyword).expect(200);
    expect(replyOf(back.text)).not.toBe('');
    expect((await PhoneContactModel.findOne({ userId: user.id, phone: from }).lean())?.optedOutAt).toBeNull();
    const next = await text(phoneNumber, from, 'Do you have 2 bedroom condos?').expect(200);
    expect(replyOf(next.text)).not.toBe('');
  });

  it("HELP answers with the agent's name and how to opt out, without opting anyone out", async () => {
    const { phoneNumber, user } = await agentWithNumber(fixture);
    const from = leadPhone();
    const res = await text(phoneNumber, from, 'HELP').expect(200);
    expect(replyOf(res.text)).toMatch(/Maya’s AI assistant at Keystone Realty.*Reply STOP to opt out of texts and calls/);
    expect((await PhoneContactModel.findOne({ userId: user.id, phone: from }).lean())?.optedOutAt).toBeNull();
  });
});

describe('SMS response speed: a durable job sends the reply later, once', () => {
  it('holds the reply (natural: 5–15 min), then sends it through Twilio when due, and only once', async () => {
    const { phoneNumber, agent } = await agentWithNumber(fixture);
    await agent.put('/api/phone/settings').send({ smsResponseSpeed: 'natural' }).expect(200);
    const from = leadPhone();
    const res = await text(phoneNumber, from, 'Any 4 bedroom homes in Round Rock?').expect(200);
    expect(replyOf(res.text)).toBe('');
    const job = await JobModel.findOne({ 'payload.to': from }).lean();
    const wait = job!.runAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(4 * 60_000);
    expect(wait).toBeLessThanOrEqual(15 * 60_000);

    expect(await runDueJobs(new Date())).toBe(0);
    const due = new Date(job!.runAt.getTime() + 1000);
    expect(await runDueJobs(due)).toBe(1);
    expect(await runDueJobs(due)).toBe(0);
    const sent = fixture.platform.messages.filter((m) => m.to === from);
    expect(sent).toEqual([expect.objectContaining({ from: phoneNumber, body: (job!.payload as { body: string }).body })]);
    expect((await JobModel.findById(job!._id).lean())?.status).toBe('done');
  });

  it('never sends a held reply to someone who opted out meanwhile', async () => {
    const { phoneNumber, agent } = await agentWithNumber(fixture);
    await agent.put('/api/phone/settings').send({ smsResponseSpeed: 'quick' }).expect(200);
    const from = leadPhone();
    await text(phoneNumber, from, 'Looking to sell my condo').expect(200);
    expect(replyOf((await text(phoneNumber, from, 'STOP').expect(200)).text)).toMatch(/unsubscribed/i);
    await runDueJobs(new Date(Date.now() + 4 * 60_000));
    expect(fixture.platform.messages.filter((m) => m.to === from)).toEqual([]);
  });
});

describe('the agent replies from the inbox on the sms channel', () => {
  it('sends the reply as a text from the number the lead wrote to', async () => {
    const { phoneNumber, agent, user } = await agentWithNumber(fixture);
    const from = leadPhone();
    await text(phoneNumber, from, 'Is the condo on 5th still available?').expect(200);
    const conversation = await conversations().findOne({ userId: new Types.ObjectId(user.id), platform: 'sms' });
    const id = String(conversation?._id);
    await agent.post(`/api/conversations/${id}/takeover`).expect(200);
    await agent.post(`/api/conversations/${id}/messages`).send({ text: 'Hi, this is Maya. Yes it is! Want to see it Saturday?' }).expect(201);
    expect(fixture.platform.messages.filter((m) => m.to === from)).toEqual([
      expect.objectContaining({ from: phoneNumber, body: 'Hi, this is Maya. Yes it is! Want to see it Saturday?' }),
    ]);
    // While taken over, the assistant stays silent on the lead's next text.
    expect(replyOf((await text(phoneNumber, from, 'Saturday works').expect(200)).text)).toBe('');
  });

  it('says why a reply was not texted, keeps it stored, and answers 409 when there is no number of the agent to text from', async () => {
    const { phoneNumber, agent, user } = await agentWithNumber(fixture);
    // An SMS conversation no lead texted in (as in the demo data): no number it came to.
    const { _id } = await openConversation({
      userId: user.id,
      platform: 'sms',
      leadName: 'Demo lead',
      opening: [{ role: 'lead', text: 'Hi' }],
      at: new Date(),
    });
    await agent.post(`/api/conversations/${_id}/takeover`).expect(200);
    const noNumber = await agent.post(`/api/conversations/${_id}/messages`).send({ text: 'Hello there' }).expect(409);
    expect(noNumber.body).toMatchObject({ code: 'SMS_NO_NUMBER', message: expect.stringContaining('there is no number of yours to text this lead from') });
    expect((await conversations().findOne({ _id }))?.messages.map((m: { text: string }) => m.text)).toContain('Hello there');

    // A lead texted in, then the agent's number went away (released): 409 again, nothing sent.
    const from = leadPhone();
    await text(phoneNumber, from, 'Is it still available?').expect(200);
    const conversation = await conversations().findOne({ userId: new Types.ObjectId(user.id), platform: 'sms', _id: { $ne: _id } });
    await agent.post(`/api/conversations/${String(conversation?._id)}/takeover`).expect(200);
    await PhoneNumberModel.deleteOne({ phoneNumber });
    const sentBefore = fixture.platform.messages.length;
    const released = await agent
      .post(`/api/conversations/${String(conversation?._id)}/messages`)
      .send({ text: 'Yes it is' })
      .expect(409);
    expect(released.body.code).toBe('SMS_NO_NUMBER');
    expect(fixture.platform.messages.length).toBe(sentBefore);
  });
});
