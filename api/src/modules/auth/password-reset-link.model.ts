import mongoose, { Schema, type Types } from 'mongoose';

/**
 * One forgot-password link sent by mail: the sha256 of its token (the token
 * itself is only in the mail), whose account, until when. An account may
 * hold several at once, each single-use, so a request for a new link never
 * voids one its owner already has; a successful reset removes them all
 * (docs/decisions/0036-public-form-caps.md). The auth module owns the
 * collection.
 */
export interface PasswordResetLink {
  _id: Types.ObjectId;
  tokenHash: string;
  userId: Types.ObjectId;
  createdAt: Date;
  expiresAt: Date;
}

const passwordResetLinkSchema = new Schema<PasswordResetLink>(
  {
    tokenHash: { type: String, required: true, unique: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    createdAt: { type: Date, default: () => new Date() },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'password_reset_links', versionKey: false, strict: true },
);

// The database deletes a link once expiresAt passes; spending one also checks expiresAt (the TTL monitor runs once a minute).
passwordResetLinkSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const PasswordResetLinkModel = mongoose.model<PasswordResetLink>('PasswordResetLink', passwordResetLinkSchema);
