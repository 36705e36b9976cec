import { Router } from '@koa/router';
import { DashboardUserParams } from '@leadnest/contracts';

import { currentUser, requireUser } from '../../lib/auth.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { figuresScopeOf } from './dashboard.scope.js';
import { analyticsSummary, cachedDashboardMetrics } from './dashboard.service.js';

const byUser = { params: DashboardUserParams };

/**
 * The dashboard's figures (spec part 1 §7):
 * GET /api/dashboard/metrics/{userId} and GET /api/analytics/{userId}.
 * 401 without a session, 400 for an id that is not one, 403 for another
 * user's id (an admin may read anyone's).
 *
 * /analytics/{userId} takes only ids: a later analytics module's named
 * paths (/analytics/detailed…) must be mounted before this module, or they
 * would answer the 400 of a malformed id.
 */
export function dashboardRouter(_deps: ModuleDeps): Router {
  const router = new Router();

  router.get('/dashboard/metrics/:userId', requireUser, noStore, validate(byUser), async (ctx) => {
    const { params } = validated(ctx, byUser);
    ctx.body = await cachedDashboardMetrics(await figuresScopeOf(currentUser(ctx), params.userId));
  });

  router.get('/analytics/:userId', requireUser, noStore, validate(byUser), async (ctx) => {
    const { params } = validated(ctx, byUser);
    ctx.body = await analyticsSummary(await figuresScopeOf(currentUser(ctx), params.userId));
  });

  return declareAccess(router, { default: 'plan' });
}
