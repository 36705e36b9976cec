import { Router } from '@koa/router';
import { z } from 'zod';

import { currentUser, requireUser } from '../../lib/auth.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { callLeadNow } from './call-now.service.js';

const byId = { params: z.object({ id: z.string().regex(/^[0-9a-f]{24}$/i, { error: 'Lead not found' }) }) };

/**
 * POST /api/leads/{id}/call (spec §7). Mounted before the leads
 * router, whose own route for this path answered 'Setup Required' until
 * calling existed; this one places the call.
 */
export function callNowRouter(_deps: ModuleDeps): Router {
  const router = new Router();
  router.post('/leads/:id/call', requireUser, validate(byId), async (ctx) => {
    ctx.body = await callLeadNow(currentUser(ctx), validated(ctx, byId).params.id);
  });
  return declareAccess(router, { default: 'plan' });
}
