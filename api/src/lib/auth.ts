import type { Context, Middleware } from 'koa';

import { ForbiddenError, UnauthorizedError } from './errors.js';

/**
 * Who is asking. The session middleware (modules/sessions) sets
 * `ctx.state.user` on every request, API and web, before any router runs;
 * it is undefined for visitors. Every route decides access with the helpers
 * below, never by trusting an id from the query or body: the spec's
 * placeholder user ids become the signed-in user (docs/decisions/0005-sessions-and-auth.md).
 */
export type Role = 'user' | 'admin';

export interface SessionUser {
  /** The user's id (ObjectId as hex). */
  id: string;
  role: Role;
  /** The session's id (a hash of the cookie value, never the cookie itself). */
  sessionId: string;
  /**
   * The team's owner, whose id keys the team's leads, conversations and
   * settings; set by the teams module for every signed-in request (absent:
   * the user's own id). docs/decisions/0034-teams.md
   */
  accountId?: string;
  /** The user's role in their team (absent: owner of their team of one). */
  teamRole?: 'owner' | 'admin' | 'agent';
  /** The team has more than one member. */
  sharedTeam?: boolean;
}

declare module 'koa' {
  interface DefaultState {
    /** The signed-in user, or undefined for a visitor. */
    user?: SessionUser;
  }
}

export const isAdmin = (user: SessionUser | undefined): boolean => user?.role === 'admin';

/** The signed-in user, or a 401. For handlers that need the user's id. */
export function currentUser(ctx: Pick<Context, 'state'>): SessionUser {
  const user = ctx.state.user;
  if (!user) throw new UnauthorizedError();
  return user;
}

/** Whose data the signed-in user works in: their team owner's id (their own in a team of one), or a 401. */
export function accountOf(ctx: Pick<Context, 'state'>): string {
  return accountOfUser(currentUser(ctx));
}

export const accountOfUser = (user: SessionUser): string => user.accountId ?? user.id;

/** Owners and admins manage the team and see every lead; agents their own and the pool. */
export const managesTeam = (user: SessionUser): boolean => (user.teamRole ?? 'owner') !== 'agent';

/**
 * Throws unless `userId` is the signed-in user's own id, or the user is an
 * admin (who may read every user's data). 401 without a session, 403 else.
 * For ids that arrive in a body or query (`?userId=`).
 */
export function assertSelfOrAdmin(ctx: Pick<Context, 'state'>, userId: string | undefined): SessionUser {
  const user = currentUser(ctx);
  if (user.role !== 'admin' && userId !== user.id) throw new ForbiddenError();
  return user;
}

// The guards below are plain functions, not async ones: they run on nearly
// every API request, and a throw is turned into a rejection by koa-compose.

/** 401 unless signed in. */
export const requireUser: Middleware = (ctx, next) => {
  currentUser(ctx);
  return next();
};

/** 401 unless signed in, 403 unless an admin. */
export const requireAdmin: Middleware = (ctx, next) => {
  if (!isAdmin(currentUser(ctx))) throw new ForbiddenError();
  return next();
};

/**
 * For paths that carry a user id (`/users/:userId/...`): the id must be the
 * session's user, or the session an admin's. 401 unauthenticated, 403 for
 * another user's id.
 *
 *   router.get('/dashboard/metrics/:userId', requireSelfOrAdmin('userId'), handler)
 */
export function requireSelfOrAdmin(param = 'userId'): Middleware {
  return (ctx, next) => {
    const params = (ctx as Context & { params?: Record<string, string | undefined> }).params ?? {};
    assertSelfOrAdmin(ctx, params[param]);
    return next();
  };
}

/**
 * Whose data a list shows: the session's user, or `?userId=` when it is
 * their own id or the session is an admin's (403 for anyone else).
 */
export function listOwner(ctx: Pick<Context, 'state'>, userId: string | undefined): string {
  return userId ? (assertSelfOrAdmin(ctx, userId), userId) : currentUser(ctx).id;
}
