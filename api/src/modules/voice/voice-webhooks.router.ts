import { Router } from '@koa/router';

import { declareAccess } from '../billing/route-access.js';
import { answerTwiml, verifyTwilioWebhook, webhookState } from '../numbers/twilio-webhook.js';
import type { ModuleDeps } from '../types.js';
import { completeCall } from './call-logs.service.js';
import { RECORDING_STATUS_PATH, saveRecording } from './call-recordings.service.js';
import { afterRelay, answerInboundCall } from './voice.service.js';

/**
 * What Twilio calls about a call: every route is signed (verifyTwilioWebhook:
 * 403 and nothing stored otherwise) and idempotent by CallSid. Texts have
 * their own (sms-webhooks.router.ts), outbound calls' answer too
 * (outbound-call.router.ts).
 */
export function voiceWebhooksRouter({ logger }: ModuleDeps): Router {
  const router = new Router();

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

  return declareAccess(router, { default: 'public' });
}
