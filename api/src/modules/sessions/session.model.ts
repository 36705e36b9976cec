import mongoose, { Schema, type Types } from 'mongoose';

import type { Role } from '../../lib/auth.js';

/**
 * A signed-in browser. `_id` is the sha256 of the cookie's random value, so
 * someone who reads the database cannot replay a session. The role is
 * copied from the user at sign-in, so resolving a request needs one lookup.
 * No process caches sessions: a sign-out or a password change is refused by
 * every API process from the next request on
 * (docs/decisions/0031-many-api-processes.md).
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

export const SessionModel = mongoose.model<Session>('Session', sessionSchema);
