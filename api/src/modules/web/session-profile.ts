import type { UserProfileDto } from '@leadnest/contracts';
import type { Context } from 'koa';

import { memberProfile, toProfile } from '../agent-settings/profile.dto.js';
import { findUser } from '../agent-settings/profile.service.js';
import { membershipOf } from '../teams/team-membership.js';

/**
 * What the shell's session query would get from GET /api/user/profile for
 * this request, when it is a signed-in user's profile. Inlined into the
 * shell's HTML, it spares a signed-in page load the round trip before the
 * access guard can decide. Undefined for a visitor, and when the lookup
 * failed: then nothing is inlined and the shell asks the API as before. (A
 * visitor's "signed out" is not inlined: as cached data it would outlive a
 * sign-in, whose refetch of the session runs while no one watches it.)
 */
export type SessionProfileLookup = (ctx: Context) => Promise<UserProfileDto | undefined>;

export const sessionProfile: SessionProfileLookup = async (ctx) => {
  const user = ctx.state.user;
  if (!user) return undefined;
  try {
    const [found, membership] = await Promise.all([findUser(user.id), membershipOf(user.id)]);
    if (!found) return undefined;
    // A member works under the team owner's plan, as GET /api/user/profile says (docs/decisions/0034-teams.md).
    const account = membership.accountId !== user.id ? await findUser(membership.accountId) : undefined;
    return account ? memberProfile(toProfile(found), account.plan, membership.role) : toProfile(found);
  } catch {
    return undefined;
  }
};
