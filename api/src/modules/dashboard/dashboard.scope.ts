import { accountOfUser, isAdmin, managesTeam, type SessionUser } from '../../lib/auth.js';
import { ForbiddenError } from '../../lib/errors.js';
import { memberIdsOf } from '../teams/team-membership.js';

/**
 * Whose figures a dashboard shows (docs/decisions/0034-teams.md): an agent
 * of a team sees the leads and conversations assigned to them and their own
 * calendar; an owner or admin the whole team's, every member's calendar
 * included; a team of one exactly what it always saw.
 */
export interface FiguresScope {
  /** The account whose leads and conversations count (the team owner's id). */
  accountId: string;
  /** Only what is assigned to this member (a team's agent). */
  assignee?: string;
  /** Whose calendars' appointments count. */
  calendars: string[];
  /** Whose settings give the time zone (the viewer's own calendar). */
  viewerId: string;
}

/** The scope of `/dashboard/metrics/{userId}` for the signed-in user (a site admin may name anyone, who is then read as a team of one). */
export async function figuresScopeOf(user: SessionUser, requestedId: string): Promise<FiguresScope> {
  if (requestedId !== user.id) {
    if (!isAdmin(user)) throw new ForbiddenError();
    return { accountId: requestedId, calendars: [requestedId], viewerId: requestedId };
  }
  const accountId = accountOfUser(user);
  if (!user.sharedTeam) return { accountId, calendars: [user.id], viewerId: user.id };
  if (!managesTeam(user)) return { accountId, assignee: user.id, calendars: [user.id], viewerId: user.id };
  return { accountId, calendars: await memberIdsOf(accountId), viewerId: user.id };
}

/** The cache's key of a scope: one entry per viewer kind within an account. */
export const scopeKey = (scope: FiguresScope): string => `${scope.assignee ?? 'all'}:${scope.viewerId}`;
