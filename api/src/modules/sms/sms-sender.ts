import { Types } from 'mongoose';

import { numberByPhone } from '../numbers/phone-numbers.service.js';
import { recordUsage } from '../numbers/phone-usage.js';
import { accountOfNumber, clientFor, publicUrl } from '../numbers/twilio-accounts.js';
import { PhoneContactModel } from './phone-contact.model.js';
import { SmsMessageModel } from './sms-message.model.js';

/** Whether this agent's contact opted out (texts and calls alike). */
export async function isOptedOut(userId: string, phone: string): Promise<boolean> {
  const contact = await PhoneContactModel.findOne({ userId, phone }, { optedOutAt: 1 }).lean();
  return Boolean(contact?.optedOutAt);
}

/** The agent's contacts who opted out by text or call (STOP…), as E.164 numbers: one read for a whole list. */
export async function optedOutPhones(userId: string): Promise<Set<string>> {
  const rows = await PhoneContactModel.find({ userId, optedOutAt: { $ne: null } }, { phone: 1, _id: 0 }).lean<{ phone: string }[]>();
  return new Set(rows.map((r) => r.phone));
}

/** Where Twilio posts a text's status (sms-webhooks.router.ts); `m` names the stored text, so a callback that beats the sid's write still finds it. */
export const SMS_STATUS_PATH = '/api/twilio/sms/status';

/**
 * The StatusCallback of one stored outbound text, whichever way it goes out
 * (the REST API, or a webhook's TwiML <Message>): the public URL, the very
 * one verifySmsStatusCallback checks Twilio's signature against.
 */
export const smsStatusCallback = (textId: Types.ObjectId | string): string => publicUrl(`${SMS_STATUS_PATH}?m=${String(textId)}`);

/** The conversation message a text carries (the agent's inbox reply, the assistant's reply), whose delivery status Twilio's callbacks move on. */
export interface SmsOfMessage {
  conversationId: string;
  seq: number;
}

/** Stores an outbound text as queued (before Twilio has it, so its StatusCallback can name it); answers its id. */
export async function storeOutboundText(userId: string, from: string, to: string, body: string, of?: SmsOfMessage): Promise<Types.ObjectId> {
  const record = await SmsMessageModel.create({
    userId: new Types.ObjectId(userId),
    direction: 'outbound',
    from,
    to,
    body,
    status: 'queued',
    ...(of ? { conversationId: new Types.ObjectId(of.conversationId), seq: of.seq } : {}),
  });
  return record._id;
}

/**
 * Sends one text from an agent's number through Twilio's REST API (a reply
 * held back by the SMS settings, an agent's reply from the inbox). Never to
 * a contact who opted out. Returns false when it was not sent. Twilio
 * reports what became of it to SMS_STATUS_PATH.
 */
export async function sendSms(userId: string, from: string, to: string, body: string, of?: SmsOfMessage): Promise<boolean> {
  if (await isOptedOut(userId, to)) return false;
  const number = await numberByPhone(from);
  const account = number && String(number.userId) === userId ? await accountOfNumber(number) : null;
  if (!account) return false;
  const id = await storeOutboundText(userId, from, to, body, of);
  try {
    const sent = await clientFor(account).messages.create({ from, to, body, statusCallback: smsStatusCallback(id) });
    await SmsMessageModel.updateOne({ _id: id }, { $set: { messageSid: sent.sid, status: 'sent' } });
    await recordUsage(userId, 'sms_outbound', 1, sent.sid);
    return true;
  } catch (err) {
    await SmsMessageModel.updateOne({ _id: id }, { $set: { status: 'failed' } });
    throw err;
  }
}
