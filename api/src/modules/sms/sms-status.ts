import type { DeliveryStatus, MessageDeliveryDto } from '@leadnest/contracts';
import type { Context, Middleware } from 'koa';
import { Types } from 'mongoose';

import { isSignedByTwilio } from '../../lib/twilio-client.js';
import { recordDelivery } from '../conversations/conversations.service.js';
import { BadSignatureError } from '../numbers/numbers.errors.js';
import { numberByPhone } from '../numbers/phone-numbers.service.js';
import { accountOfNumber, publicUrl } from '../numbers/twilio-accounts.js';
import { formOf } from '../numbers/twilio-webhook.js';
import { type SmsMessage, SmsMessageModel } from './sms-message.model.js';
import type { SmsOfMessage } from './sms-sender.js';

/** Twilio's MessageStatus values that say something final or new; queued, accepted, sending… change nothing here. */
const STATUS_OF: Record<string, DeliveryStatus> = { sent: 'sent', delivered: 'delivered', read: 'delivered', undelivered: 'undelivered', failed: 'failed' };

/** Twilio's error codes of a text that did not arrive, in words the agent can act on. */
const NOT_DELIVERED: Record<string, string> = {
  '21610': 'This lead replied STOP to your number earlier, so the carrier blocks your texts.',
  '21614': 'This number cannot receive text messages.',
  '30003': "The lead's phone is switched off or out of reach.",
  '30004': "The lead's phone or carrier blocked it.",
  '30005': 'This number does not exist or is no longer in service.',
  '30006': 'This number is a landline or its carrier cannot receive texts.',
  '30007': 'The carrier filtered it as possible spam.',
};
const NOT_DELIVERED_FALLBACK = 'The carrier did not deliver it.';

interface StatusState {
  params: Record<string, string>;
  record: SmsMessage;
}

/**
 * A text's status callback (StatusCallback of a text sent by sendSms or
 * answered in a webhook's TwiML: smsStatusCallback, SMS_STATUS_PATH?m=<the
 * stored text>). It must be signed with the auth token of the account that
 * holds the number the text went from (X-Twilio-Signature over the public
 * URL, query included, and the form: twilio's validateRequest), and be about
 * that very text (its MessageSid); otherwise 403 and nothing changes, so
 * nobody moves another agent's messages on.
 */
export const verifySmsStatusCallback: Middleware = async (ctx, next) => {
  const params = formOf(ctx);
  const signature = ctx.get('X-Twilio-Signature');
  const id = typeof ctx.query.m === 'string' ? ctx.query.m : '';
  if (!signature || !Types.ObjectId.isValid(id) || !params.MessageSid) throw new BadSignatureError();
  const record = await SmsMessageModel.findOne({ _id: id, direction: 'outbound' }).lean<SmsMessage>();
  if (!record || (record.messageSid && record.messageSid !== params.MessageSid)) throw new BadSignatureError();
  const number = await numberByPhone(record.from);
  const account = number && String(number.userId) === String(record.userId) ? await accountOfNumber(number) : null;
  if (!account || (params.AccountSid !== undefined && params.AccountSid !== account.accountSid)) throw new BadSignatureError();
  if (!isSignedByTwilio(account.authToken, signature, publicUrl(ctx.originalUrl), params)) throw new BadSignatureError();
  ctx.state.smsStatus = { params, record } satisfies StatusState;
  await next();
};

/** A text's status as its conversation message shows it: undelivered and failed say why. */
function deliveryOf(status: DeliveryStatus, errorCode: string | null | undefined): MessageDeliveryDto {
  if (status !== 'undelivered' && status !== 'failed') return { status };
  return { status, reason: (errorCode && NOT_DELIVERED[errorCode]) ?? NOT_DELIVERED_FALLBACK };
}

/**
 * What Twilio says became of an outbound text: stored on the text and, for
 * a reply of the agent or the assistant, on its conversation message (which
 * only moves forward: recordDelivery). Repeating a callback changes nothing
 * more. The text is read back as this write left it: an assistant's reply
 * answered in TwiML may be tied to its message (linkTextToMessage) only
 * after this callback was checked.
 */
export async function recordSmsStatus(ctx: Context): Promise<void> {
  const { params, record } = ctx.state.smsStatus as StatusState;
  const status = STATUS_OF[(params.MessageStatus ?? params.SmsStatus ?? '').toLowerCase()];
  if (!status) return;
  const errorCode = params.ErrorCode || null;
  // A late "sent" never undoes "delivered" (Twilio's callbacks may arrive out of order).
  const filter = status === 'sent' ? { _id: record._id, status: { $in: ['queued', 'sent'] as SmsMessage['status'][] } } : { _id: record._id };
  const text = await SmsMessageModel.findOneAndUpdate(
    filter,
    { $set: { status, errorCode, messageSid: params.MessageSid } },
    { returnDocument: 'after' },
  ).lean<SmsMessage>();
  if (!text?.conversationId || text.seq === null || text.seq === undefined) return;
  await recordDelivery(String(text.conversationId), text.seq, deliveryOf(status, errorCode));
}

/**
 * Ties a stored outbound text to the conversation message it carries (the
 * assistant's reply, answered in the webhook's TwiML before its turn was
 * stored) and gives the message its status: sending, or whatever Twilio
 * has said of the text meanwhile. A callback that lands at the same time
 * reads the text after its own write (recordSmsStatus), so one of the two
 * sees both and the message ends at the furthest status either way.
 */
export async function linkTextToMessage(textId: Types.ObjectId, of: SmsOfMessage): Promise<void> {
  const text = await SmsMessageModel.findOneAndUpdate(
    { _id: textId },
    { $set: { conversationId: new Types.ObjectId(of.conversationId), seq: of.seq } },
    { returnDocument: 'after' },
  ).lean<SmsMessage>();
  if (!text) return;
  const status = STATUS_OF[text.status];
  await recordDelivery(of.conversationId, of.seq, status ? deliveryOf(status, text.errorCode) : { status: 'sending' });
}
