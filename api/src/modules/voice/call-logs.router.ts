import { Router } from '@koa/router';
import { z } from 'zod';

import { currentUser, requireSelfOrAdmin, requireUser } from '../../lib/auth.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { listCallLogs } from './call-logs.service.js';
import { recordingAudio } from './call-recordings.service.js';

const callIn = { params: z.object({ id: z.string().regex(/^[0-9a-f]{24}$/i, { error: 'Recording not found.' }) }) };
const ownerIn = { params: z.object({ userId: z.string().regex(/^[0-9a-f]{24}$/i, { error: 'userId is not a valid id.' }) }) };

/**
 * Call History: the agent's call logs and their recordings. Any plan may
 * read them (402 without one; see numbers/phone-plan.ts).
 */
export function callLogsRouter(_deps: ModuleDeps): Router {
  const router = new Router();

  router.get('/call-logs', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listCallLogs(currentUser(ctx).id);
  });
  router.get('/call-logs/:userId', requireSelfOrAdmin('userId'), validate(ownerIn), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listCallLogs(validated(ctx, ownerIn).params.userId);
  });

  // The audio is streamed through here so Twilio's credentials never reach the browser.
  router.get('/call-logs/:id/recording', requireUser, validate(callIn), async (ctx) => {
    const audio = await recordingAudio(currentUser(ctx).id, validated(ctx, callIn).params.id, ctx.get('Range') || undefined);
    ctx.status = audio.status;
    ctx.set(audio.headers);
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.body = audio.body;
  });

  return declareAccess(router, { default: 'plan' });
}
