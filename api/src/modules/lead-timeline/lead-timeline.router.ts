import { Router } from '@koa/router';
import { LeadIdParams } from '@leadnest/contracts';

import { currentUser, requireUser } from '../../lib/auth.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { leadTimeline } from './lead-timeline.service.js';

const byId = { params: LeadIdParams };

/** GET /api/leads/{id}/timeline: 401 without a session, 402 without a plan, 404 for another agent's lead. */
export function leadTimelineRouter(_deps: ModuleDeps): Router {
  const router = new Router();
  router.get('/leads/:id/timeline', requireUser, noStore, validate(byId), async (ctx) => {
    ctx.body = await leadTimeline(currentUser(ctx), validated(ctx, byId).params.id);
  });
  return declareAccess(router, { default: 'plan' });
}
