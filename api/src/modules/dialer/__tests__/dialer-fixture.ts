import mongoose from 'mongoose';

import { postTwilioWebhook } from '../../../test-support/index.js';
import { CallListModel } from '../../campaigns/call-list.model.js';
import { agentWithNumber, BASE, type PhoneFixture } from '../../numbers/__tests__/phone-fixture.js';

export { BASE };

/** An Enterprise agent with a number, AI calling on, and a campaign holding `contacts` (consent given unless said). */
export async function agentWithCampaign(fixture: PhoneFixture, contacts: { name: string; phone: string; address?: string; consent?: boolean }[]) {
  const agent = await agentWithNumber(fixture);
  await agent.agent.put('/api/user/profile').send({ isAiCallingEnabled: true }).expect(200);
  const { body: list } = await agent.agent
    .post('/api/call-lists')
    .send({ name: 'Spring sellers', script: 'Are you thinking of selling this spring?' })
    .expect(201);
  for (const c of contacts) {
    await agent.agent
      .post(`/api/call-lists/${list.id}/contacts`)
      .send({
        name: c.name,
        phone: c.phone,
        address: c.address,
        consent: c.consent === false ? null : { method: 'web-form', source: 'Open house sign-in sheet' },
      })
      .expect(201);
  }
  return { ...agent, listId: list.id as string };
}

/** Sets the list dialing without the job (tests run dialTick by hand at chosen times). */
export async function markDialing(listId: string): Promise<void> {
  await CallListModel.updateOne({ _id: listId }, { $set: { dialing: true, status: 'active' } });
}

export const contactsOf = (listId: string) =>
  mongoose.connection
    .collection('call_list_contacts')
    .find({ callListId: new mongoose.Types.ObjectId(listId) })
    .sort({ _id: 1 })
    .toArray();

export const skipsOf = (listId: string) =>
  mongoose.connection
    .collection('call_attempts')
    .find({ callListId: new mongoose.Types.ObjectId(listId), kind: 'skip' })
    .toArray();

/** Twilio's status callback for an outbound call we placed. */
export function finishCall(fixture: PhoneFixture, call: Record<string, string>, status: string, seconds = 0) {
  return postTwilioWebhook(
    fixture.app,
    BASE,
    '/api/twilio/voice/status',
    { AccountSid: fixture.platform.sid, CallSid: call.sid!, CallStatus: status, CallDuration: String(seconds), To: call.to!, From: call.from! },
    fixture.platform.authToken,
  ).expect(204);
}

export function answerCall(fixture: PhoneFixture, call: Record<string, string>, answeredBy: string) {
  return postTwilioWebhook(
    fixture.app,
    BASE,
    '/api/twilio/voice/outbound-answer',
    { AccountSid: fixture.platform.sid, CallSid: call.sid!, AnsweredBy: answeredBy, To: call.to!, From: call.from!, CallStatus: 'in-progress' },
    fixture.platform.authToken,
  ).expect(200);
}
