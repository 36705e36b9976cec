import { Router } from '@koa/router';

import { MessagingResponse } from '../../lib/twilio-client.js';
import { declareAccess } from '../billing/route-access.js';
import { answerTwiml, verifyTwilioWebhook, webhookState } from '../numbers/twilio-webhook.js';
import type { ModuleDeps } from '../types.js';
import { answerInboundSms } from './sms.service.js';
import { recordSmsStatus, verifySmsStatusCallback } from './sms-status.js';

/**
 * What Twilio calls about a text: signed (verifyTwilioWebhook,
 * verifySmsStatusCallback: 403 and nothing stored otherwise) and idempotent
 * by MessageSid.
 */
export function smsWebhooksRouter({ logger }: ModuleDeps): Router {
  const router = new Router();

  router.post('/twilio/sms', verifyTwilioWebhook, async (ctx) => {
    const { number, params } = webhookState(ctx);
    const { reply, statusCallback } = await answerInboundSms(number, params, logger);
    const twiml = new MessagingResponse();
    // The assistant's reply names its stored text in its StatusCallback, so Twilio reports what became of it (/twilio/sms/status).
    if (reply) twiml.message(statusCallback ? { statusCallback } : {}, reply);
    answerTwiml(ctx, twiml.toString());
  });

  // What became of a text we sent (its StatusCallback): signed like the rest, checked against the text it names.
  router.post('/twilio/sms/status', verifySmsStatusCallback, async (ctx) => {
    await recordSmsStatus(ctx);
    ctx.status = 204;
  });

  return declareAccess(router, { default: 'public' });
}
