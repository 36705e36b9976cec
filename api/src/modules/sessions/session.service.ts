import { hash, randomBytes } from 'node:crypto';

import { Types } from 'mongoose';

import type { Role, SessionUser } from '../../lib/auth.js';
import { type CachedSession, sessionCache, SessionModel } from './session.model.js';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * The rolling expiry is pushed forward at most this often, so reading a
 * page does not write to the database on every request.
 */
export const SESSION_REFRESH_MS = 60 * 60 * 1000;

/** The cookie's value: 32 random bytes, base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// One-shot hashing: every signed-in request hashes its cookie, and a Hash object per request costs more than the digest.
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

export interface ResolvedSession {
  user: SessionUser;
  /** True when the expiry moved: the cookie's Max-Age should move with it. */
  refreshed: boolean;
}

/** Creates a session for a user; returns the token for the cookie (stored only as its hash). */
export async function createSession(userId: Types.ObjectId | string, role: Role, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await SessionModel.create({
    _id: hashToken(token),
    userId: new Types.ObjectId(String(userId)),
    role,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** True while a session's rolling expiry needs no push (it was pushed less than SESSION_REFRESH_MS ago). */
const needsNoPush = (session: CachedSession, nowMs: number): boolean => session.expiresAtMs - nowMs > SESSION_TTL_MS - SESSION_REFRESH_MS;

/**
 * The signed-in user of a cookie value when the in-process cache knows the
 * session and its expiry needs no push: no hashing, no database, no await
 * (the session middleware's path for nearly every signed-in request).
 * Undefined means "ask resolveSession", not "signed out".
 */
export function cachedSessionUser(token: string, nowMs = Date.now()): SessionUser | undefined {
  // Only well-formed tokens are ever cached, so no pattern test is needed here.
  const session = sessionCache.get(token);
  return session && needsNoPush(session, nowMs) ? session.user : undefined;
}

/** The session of a cookie value, or undefined when it is malformed, unknown or expired. */
export async function resolveSession(token: string | undefined, now = new Date()): Promise<ResolvedSession | undefined> {
  if (!token || !TOKEN_PATTERN.test(token)) return undefined;
  // Cached by the cookie's value, so a signed-in request that hits the cache
  // skips hashing it; the database only ever sees (and stores) the hash.
  let session = sessionCache.get(token);
  const id = session?.user.sessionId ?? hashToken(token);
  if (!session) {
    const ticket = sessionCache.ticket();
    const stored = await SessionModel.findOne({ _id: id }, { userId: 1, role: 1, expiresAt: 1 }).lean();
    if (!stored) return undefined;
    session = { user: Object.freeze({ id: String(stored.userId), role: stored.role, sessionId: id }), expiresAtMs: stored.expiresAt.getTime() };
    sessionCache.set(token, session, ticket);
  }
  if (session.expiresAtMs <= now.getTime()) return undefined;
  if (needsNoPush(session, now.getTime())) return { user: session.user, refreshed: false };
  await SessionModel.updateOne({ _id: id }, { $set: { expiresAt: new Date(now.getTime() + SESSION_TTL_MS) } });
  return { user: session.user, refreshed: true };
}

export async function deleteSession(sessionId: string): Promise<void> {
  await SessionModel.deleteOne({ _id: sessionId });
}

/** Signs a user out everywhere (e.g. after a password change or account removal). */
export async function deleteSessionsOf(userId: string): Promise<void> {
  await SessionModel.deleteMany({ userId: new Types.ObjectId(userId) });
}

/** Signs a user out everywhere but `keepSessionId` (change password keeps the browser that changed it). */
export async function deleteOtherSessionsOf(userId: string, keepSessionId: string): Promise<void> {
  await SessionModel.deleteMany({ userId: new Types.ObjectId(userId), _id: { $ne: keepSessionId } });
}
