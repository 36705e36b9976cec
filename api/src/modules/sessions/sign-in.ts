import type { Context } from 'koa';
import type { Types } from 'mongoose';

import type { Env } from '../../config/env.js';
import type { Role } from '../../lib/auth.js';
import { clearSessionCookie, setSessionCookie } from './session.cookie.js';
import { createSession, deleteSession, hashToken } from './session.service.js';

/**
 * Signs the browser in as `user`: a new session and cookie. Any session the
 * browser already had is deleted first, so a session id planted before
 * sign-in (session fixation) is never the one that gets the user's rights.
 */
export async function startSession(ctx: Context, env: Pick<Env, 'PUBLIC_BASE_URL'>, user: { _id: Types.ObjectId; role: Role }): Promise<void> {
  if (ctx.state.user) await deleteSession(ctx.state.user.sessionId);
  const token = await createSession(user._id, user.role);
  setSessionCookie(ctx, env, token);
  ctx.state.user = { id: String(user._id), role: user.role, sessionId: hashToken(token) };
}

/** Signs the browser out: deletes its session (so the cookie is worthless even if kept) and clears the cookie. */
export async function endSession(ctx: Context, env: Pick<Env, 'PUBLIC_BASE_URL'>): Promise<void> {
  if (ctx.state.user) await deleteSession(ctx.state.user.sessionId);
  ctx.state.user = undefined;
  clearSessionCookie(ctx, env);
}
