import type { Context } from 'koa';
import type { UserProfileDto } from '@leadnest/contracts';
import { findUser, toProfile } from '../users/users.service.js';

/**
 * What the shell's session query would get from GET /api/user/profile for
 * this request: the signed-in user's profile, or null for a visitor (the
 * API's 401). Inlined into the shell's HTML, it spares every page load a
 * round trip before the access guard can decide. Undefined when it cannot
 * be told (the lookup failed): then nothing is inlined and the shell asks
 * the API itself, with the API's error handling.
 */
export type SessionProfileLookup = (ctx: Context) => Promise<UserProfileDto | null | undefined>;

export const sessionProfile: SessionProfileLookup = async (ctx) => {
  const user = ctx.state.user;
  if (!user) return null;
  try {
    const found = await findUser(user.id);
    return found ? toProfile(found) : null;
  } catch {
    return undefined;
  }
};
