import { Router } from '@koa/router';

import { MessagingResponse } from '../../lib/twilio-client.js';
import type { ModuleDeps } from '../types.js';
import { completeCall } from './call-logs.service.js';
import { RECORDING_STATUS_PATH, saveRecording } from './call-recordings.service.js';
import { answerInboundSms } from './sms.service.js';
import { answerTwiml, verifyTwilioWebhook, webhookState } from './twilio-webhook.js';
import { afterRelay, answerInboundCall } from './voice.service.js';

/**
 * What Twilio calls: every route is signed (verifyTwilioWebhook:
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

  router.post('/twilio/voice', verifyTwilioWebhook, async (ctx) => {
    const { number, params } = webhookState(ctx);
    answerTwiml(ctx, await answerInboundCall(number, params, logger));
  });

  router.post('/twilio/voice/connect-action', verifyTwilioWebhook, async (ctx) => {
    const { number, params } = webhookState(ctx);
    answerTwiml(ctx, await afterRelay(number, params));
  });

  router.post('/twilio/voice/status', verifyTwilioWebhook, async (ctx) => {
    await completeCall(webhookState(ctx).params);
    ctx.status = 204;
  });

  // A recording is complete: its sid goes on the call's log (the audio stays on Twilio).
  router.post(RECORDING_STATUS_PATH.replace(/^\/api/, ''), verifyTwilioWebhook, async (ctx) => {
    const { number, params } = webhookState(ctx);
    await saveRecording(number.userId, params);
    ctx.status = 204;
  });

  return router;
}
