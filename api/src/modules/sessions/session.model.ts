import mongoose, { Schema, type Types } from 'mongoose';

import type { Role, SessionUser } from '../../lib/auth.js';
import { clearOnWrite, ReadCache, WRITE_OPERATIONS } from '../../lib/read-cache.js';

/**
 * A signed-in browser. `_id` is the sha256 of the cookie's random value, so
 * someone who reads the database cannot replay a session. The role is
 * copied from the user at sign-in, so resolving a request needs one lookup.
 */
export interface Session {
  _id: string;
  userId: Types.ObjectId;
  role: Role;
  createdAt: Date;
  /** Pushed forward as the session is used (30 days rolling). */
  expiresAt: Date;
}

const sessionSchema = new Schema<Session>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    role: { type: String, enum: ['user', 'admin'], required: true },
    createdAt: { type: Date, default: () => new Date() },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'sessions', versionKey: false },
);

// The database deletes a session once expiresAt passes (TTL index). Lookups
// also check expiresAt, because the TTL monitor only runs once a minute.
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

/** What a request needs of its session, prepared once per cache entry. */
export interface CachedSession {
  /** Frozen and shared by every request of the session; never mutate it. */
  user: Readonly<SessionUser>;
  expiresAtMs: number;
}

/**
 * Sessions by cookie value (kept in this process's memory only, like the
 * cookies of requests in flight), as every signed-in request reads them. Cleared on any
 * change or deletion of a session, in this process at once and in every
 * other API process within a second (docs/decisions/0031-many-api-processes.md:
 * a sign-out or a password change is refused everywhere that fast); `save`
 * (only used to create sessions, which cannot be cached yet) does not clear
 * it, so one browser signing in does not empty everyone's entries.
 */
export const sessionCache = new ReadCache<CachedSession>('sessions', 30_000);
clearOnWrite(
  sessionSchema,
  sessionCache,
  WRITE_OPERATIONS.filter((op) => op !== 'save'),
);

export const SessionModel = mongoose.model<Session>('Session', sessionSchema);
