import { Router } from '@koa/router';
import { AnalyticsQuery, RoiSettingsInput } from '@leadnest/contracts';
import type { Middleware } from 'koa';

import { accountOf, assertSelfOrAdmin, currentUser, managesTeam, requireUser } from '../../lib/auth.js';
import { ForbiddenError } from '../../lib/errors.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { aiPerformance, conversionAnalytics, detailedAnalytics } from './analytics.service.js';
import { roiAnalytics, updateRoiSettings } from './roi.service.js';
import { teamAnalytics } from './team-analytics.service.js';

const byQuery = { query: AnalyticsQuery };

/**
 * Analytics & Reports (spec part 2 §7):
 * GET /api/analytics/detailed, /conversions, /ai-performance and /roi, each
 * ?userId=&period=7d|30d|90d|1y (period defaults to 30d, userId to the
 * signed-in user). 401 without a session, 402 without a plan, 400 for a bad
 * period or id, 403 for another user's id (an admin may read anyone's).
 * PUT /api/analytics/roi-settings saves the signed-in agent's ROI inputs.
 *
 * Mounted before the dashboard's router, whose /analytics/{userId} would
 * otherwise answer these paths with the 400 of a malformed id.
 */
export function analyticsRouter(_deps: ModuleDeps): Router {
  const router = new Router();
  const answer =
    (compute: typeof detailedAnalytics | typeof conversionAnalytics | typeof aiPerformance | typeof roiAnalytics): Middleware =>
    async (ctx) => {
      const { query } = validated(ctx, byQuery);
      // A team's reports are its account's, for every member (docs/decisions/0034-teams.md); a site admin may name any account.
      const asked = query.userId ?? currentUser(ctx).id;
      const owner = asked === currentUser(ctx).id ? accountOf(ctx) : asked;
      if (owner !== accountOf(ctx)) assertSelfOrAdmin(ctx, owner);
      ctx.body = await compute(owner, query.period);
    };

  router.get('/analytics/detailed', requireUser, noStore, validate(byQuery), answer(detailedAnalytics));
  router.get('/analytics/conversions', requireUser, noStore, validate(byQuery), answer(conversionAnalytics));
  router.get('/analytics/ai-performance', requireUser, noStore, validate(byQuery), answer(aiPerformance));
  router.get('/analytics/roi', requireUser, noStore, validate(byQuery), answer(roiAnalytics));

  // The team's leaderboard: every member of the signed-in user's team (docs/decisions/0034-teams.md).
  const teamQuery = { query: AnalyticsQuery.pick({ period: true }) };
  router.get('/analytics/team', requireUser, noStore, validate(teamQuery), async (ctx) => {
    ctx.body = await teamAnalytics(currentUser(ctx), validated(ctx, teamQuery).query.period);
  });

  // The account's minutes figure and ad spend (their own only, admins included: it is their account's input); a team's agents read them, its owner and admins set them.
  const settings = { body: RoiSettingsInput };
  router.put('/analytics/roi-settings', requireUser, validate(settings), async (ctx) => {
    const { body } = validated(ctx, settings);
    if (!managesTeam(currentUser(ctx))) throw new ForbiddenError('Only the team owner or an admin can change the ROI settings.');
    await updateRoiSettings(accountOf(ctx), body);
    ctx.status = 204;
  });
  return declareAccess(router, { default: 'plan' });
}
