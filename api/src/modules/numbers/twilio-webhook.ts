import type { Context, Middleware } from 'koa';

import { isSignedByTwilio } from '../../lib/twilio-client.js';
import { BadSignatureError } from './numbers.errors.js';
import type { PhoneNumber } from './phone-number.model.js';
import { numberByPhone } from './phone-numbers.service.js';
import { accountOfNumber, publicUrl } from './twilio-accounts.js';

/** What a verified webhook hands its handler: the form Twilio posted and the number it is about. */
export interface TwilioWebhookState {
  params: Record<string, string>;
  number: PhoneNumber;
}

/** The agent's number on a call, by its CallSid (null when unknown). */
export type CallNumberSource = (callSid: string) => Promise<string | null>;
let numberOfCall: CallNumberSource = async () => null;

/**
 * The voice module, which keeps the calls, says which number a call is on
 * (a port registered in api/src/compose.ts: this module never imports voice).
 */
export function registerCallNumberSource(source: CallNumberSource): void {
  numberOfCall = source;
}

/** Twilio posts forms; anything else (or a repeated field) is read as text, never an object. Every Twilio webhook reads its form here. */
export function formOf(ctx: Context): Record<string, string> {
  const body = ctx.request.body;
  const params: Record<string, string> = {};
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) if (typeof value === 'string') params[key] = value;
  }
  return params;
}

/**
 * The agent's number a webhook is about: `To`, else `From`, else (a
 * recording's status carries neither) its call's. On a call we placed
 * (Direction outbound-…) `From` first: the contact called may well be a
 * number of ours too (another agent's).
 */
async function numberOfWebhook(params: Record<string, string>): Promise<PhoneNumber | null> {
  const order = params.Direction?.startsWith('outbound') ? [params.From, params.To] : [params.To, params.From];
  for (const phone of order) {
    const number = phone ? await numberByPhone(phone) : null;
    if (number) return number;
  }
  if (params.To || params.From || !params.CallSid) return null;
  const ofCall = await numberOfCall(params.CallSid);
  return ofCall ? numberByPhone(ofCall) : null;
}

/**
 * Every Twilio webhook passes here first. The number the webhook
 * is about (`To`, else `From` for calls we placed) names the account, whose
 * auth token must have signed the public URL (PUBLIC_BASE_URL + the path
 * and query Twilio called) with the posted form: X-Twilio-Signature. An
 * unknown number, a missing or a wrong signature is a 403 before anything
 * is read or stored.
 */
export const verifyTwilioWebhook: Middleware = async (ctx, next) => {
  const params = formOf(ctx);
  const signature = ctx.get('X-Twilio-Signature');
  if (!signature) throw new BadSignatureError();
  const number = await numberOfWebhook(params);
  const account = number ? await accountOfNumber(number) : null;
  if (!number || !account || (params.AccountSid !== undefined && params.AccountSid !== account.accountSid)) throw new BadSignatureError();
  if (!isSignedByTwilio(account.authToken, signature, publicUrl(ctx.originalUrl), params)) throw new BadSignatureError();
  ctx.state.twilio = { params, number } satisfies TwilioWebhookState;
  await next();
};

export function webhookState(ctx: Context): TwilioWebhookState {
  const state = ctx.state.twilio as TwilioWebhookState | undefined;
  if (!state) throw new Error('numbers: webhookState read outside verifyTwilioWebhook');
  return state;
}

/** TwiML answers: XML, never cached. */
export function answerTwiml(ctx: Context, twiml: string): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/xml';
  ctx.body = twiml;
}
