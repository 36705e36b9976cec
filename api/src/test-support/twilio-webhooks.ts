import type Koa from 'koa';
import supertest from 'supertest';
import twilio from 'twilio';

/**
 * Posts a webhook the way Twilio does: a form, signed with X-Twilio-Signature
 * (HMAC-SHA1 of the public URL and the sorted parameters, keyed by the
 * account's auth token). `authToken: null` sends it unsigned.
 */
export function postTwilioWebhook(app: Koa, publicBaseUrl: string, path: string, params: Record<string, string>, authToken: string | null) {
  const request = supertest(app.callback()).post(path).type('form').send(params);
  if (authToken !== null) request.set('X-Twilio-Signature', twilio.getExpectedTwilioSignature(authToken, `${publicBaseUrl}${path}`, params));
  return request;
}
