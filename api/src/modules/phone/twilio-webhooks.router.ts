import { Router } from '@koa/router';
import type { ModuleDeps } from '../types.js';
import { answerInboundSms } from './sms.service.js';
import { MessagingResponse } from './twilio-client.js';
import { answerTwiml, verifyTwilioWebhook, webhookState } from './twilio-webhook.js';

/**
 * What Twilio calls (issue 17): every route is signed (verifyTwilioWebhook:
 * 403 and nothing stored otherwise) and idempotent by CallSid/MessageSid.
 */
export function twilioWebhooksRouter({ logger }: ModuleDeps): Router {
  const router = new Router();

  router.post('/twilio/sms', verifyTwilioWebhook, async (ctx) => {
    const { number, params } = webhookState(ctx);
    const { reply } = await answerInboundSms(number, params, logger);
    const twiml = new MessagingResponse();
    if (reply) twiml.message(reply);
    answerTwiml(ctx, twiml.toString());
  });

  return router;
}
