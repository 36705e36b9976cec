import type { DeliveryStatus } from '@leadnest/contracts';
import type { Context, Middleware } from 'koa';
import { Types } from 'mongoose';

import { isSignedByTwilio } from '../../lib/twilio-client.js';
import { recordDelivery } from '../conversations/conversations.service.js';
import { BadSignatureError } from '../numbers/numbers.errors.js';
import { numberByPhone } from '../numbers/phone-numbers.service.js';
import { accountOfNumber, publicUrl } from '../numbers/twilio-accounts.js';
import { type SmsMessage, SmsMessageModel } from './sms-message.model.js';

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

/** Twilio posts forms; anything else (or a repeated field) is read as text, never an object. */
function formOf(ctx: Context): Record<string, string> {
  const body = ctx.request.body;
  const params: Record<string, string> = {};
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) if (typeof value === 'string') params[key] = value;
  }
  return params;
}

/**
 * A text's status callback (StatusCallback of sendSms: SMS_STATUS_PATH?m=<the
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

/**
 * What Twilio says became of an outbound text: stored on the text and, for
 * an agent's inbox reply, on its conversation message (which only moves
 * forward: recordDelivery). Repeating a callback changes nothing more.
 */
export async function recordSmsStatus(ctx: Context): Promise<void> {
  const { params, record } = ctx.state.smsStatus as StatusState;
  const status = STATUS_OF[(params.MessageStatus ?? params.SmsStatus ?? '').toLowerCase()];
  if (!status) return;
  const errorCode = params.ErrorCode || null;
  // A late "sent" never undoes "delivered" (Twilio's callbacks may arrive out of order).
  const filter = status === 'sent' ? { _id: record._id, status: { $in: ['queued', 'sent'] as SmsMessage['status'][] } } : { _id: record._id };
  await SmsMessageModel.updateOne(filter, { $set: { status, errorCode, messageSid: params.MessageSid } });
  if (!record.conversationId || record.seq === null || record.seq === undefined) return;
  const reason = status === 'undelivered' || status === 'failed' ? ((errorCode && NOT_DELIVERED[errorCode]) ?? NOT_DELIVERED_FALLBACK) : undefined;
  await recordDelivery(String(record.conversationId), record.seq, reason ? { status, reason } : { status });
}
