import type Koa from 'koa';
import supertest from 'supertest';
import twilio from 'twilio';

import { answersSettled } from '../lib/after-answer.js';

/**
 * Posts a webhook the way Twilio does: a form, signed with X-Twilio-Signature
 * (HMAC-SHA1 of the public URL and the sorted parameters, keyed by the
 * account's auth token). `authToken: null` sends it unsigned.
 * Awaiting it also waits for what the webhook stores after answering (an
 * SMS turn's conversation and lead: afterAnswer), so a test reads it all.
 */
export function postTwilioWebhook(app: Koa, publicBaseUrl: string, path: string, params: Record<string, string>, authToken: string | null) {
  const request = supertest(app.callback()).post(path).type('form').send(params);
  if (authToken !== null) request.set('X-Twilio-Signature', twilio.getExpectedTwilioSignature(authToken, `${publicBaseUrl}${path}`, params));
  // supertest's .expect() returns the request itself, so awaiting any chain goes through this then.
  const answered = request.then.bind(request);
  request.then = ((onFulfilled, onRejected) => answered(async (res) => (await answersSettled(), res)).then(onFulfilled, onRejected)) as typeof request.then;
  return request;
}
