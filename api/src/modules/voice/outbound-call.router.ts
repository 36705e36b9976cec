import { Router } from '@koa/router';

import { declareAccess } from '../billing/route-access.js';
import { answerTwiml, verifyTwilioWebhook, webhookState } from '../numbers/twilio-webhook.js';
import type { ModuleDeps } from '../types.js';
import { answerOutboundCall, OUTBOUND_ANSWER_PATH } from './outbound-call.js';

/** Twilio's question once an outbound AI call is answered: signed like every webhook. */
export function outboundCallRouter(_deps: ModuleDeps): Router {
  const router = new Router();
  router.post(OUTBOUND_ANSWER_PATH.replace(/^\/api/, ''), verifyTwilioWebhook, async (ctx) => {
    const { number, params } = webhookState(ctx);
    answerTwiml(ctx, await answerOutboundCall(number, params));
  });
  return declareAccess(router, { default: 'public' });
}
