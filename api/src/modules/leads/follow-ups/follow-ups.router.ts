import { Router } from '@koa/router';
import { FOLLOW_UP_MESSAGES, FollowUpListQuery, FollowUpReminderParams } from '@leadnest/contracts';

import { currentUser, requireUser } from '../../../lib/auth.js';
import { NotFoundError } from '../../../lib/errors.js';
import { noStore } from '../../../lib/no-store.js';
import { validate, validated } from '../../../lib/validate.js';
import { declareAccess } from '../../billing/route-access.js';
import type { ModuleDeps } from '../../types.js';
import { followUpSummary, listFollowUps, markReminderSeen } from './follow-ups.service.js';

const list = { query: FollowUpListQuery };
const seen = { params: FollowUpReminderParams };

/**
 * Follow-ups as tasks: GET /api/follow-ups?due=today|overdue
 * (the view), GET /api/follow-ups/summary (the header's count and the
 * reminders not yet shown), POST /api/follow-ups/reminders/{id}/seen. Setting
 * a follow-up is PATCH /api/leads/{id}; the reminder is a durable job
 * (sendFollowUpReminder, registered in api/src/compose.ts).
 * The signed-in member's own follow-ups only (followUpScopeOf).
 */
export function followUpsRouter(_deps: ModuleDeps): Router {
  const router = new Router();
  router.use('/follow-ups', requireUser, noStore);

  router.get('/follow-ups', validate(list), async (ctx) => {
    ctx.body = await listFollowUps(currentUser(ctx), validated(ctx, list).query.due);
  });

  router.get('/follow-ups/summary', async (ctx) => {
    ctx.body = await followUpSummary(currentUser(ctx));
  });

  router.post('/follow-ups/reminders/:id/seen', validate(seen), async (ctx) => {
    if (!(await markReminderSeen(currentUser(ctx).id, validated(ctx, seen).params.id))) throw new NotFoundError(FOLLOW_UP_MESSAGES.reminderNotFound);
    ctx.status = 204;
  });

  return declareAccess(router, { default: 'plan' });
}
