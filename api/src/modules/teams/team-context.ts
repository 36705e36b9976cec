import type { Middleware } from 'koa';

import { isApiPath } from '../../lib/api-fallback.js';
import { membershipOf } from './team-membership.js';

/**
 * Gives every signed-in request its team: the account it works in and the
 * user's role there (docs/decisions/0034-teams.md). After the session
 * middleware; the cached session user is copied, never changed. API
 * requests only: pages bucket by the user's own id.
 */
export const teamContext: Middleware = async (ctx, next) => {
  const user = ctx.state.user;
  if (user && isApiPath(ctx.path)) {
    const membership = await membershipOf(user.id);
    ctx.state.user = { ...user, accountId: membership.accountId, teamRole: membership.role, sharedTeam: membership.shared };
  }
  return next();
};
