import mongoose, { type HydratedDocument, Schema, type Types } from 'mongoose';

import type { Role } from '../../lib/auth.js';
import { clearOnWrite, ReadCache } from '../../lib/read-cache.js';

/**
 * An account: an agent who signed up or registered, or the admin (one user
 * with role admin, created at the first admin login): who they are and how
 * they sign in. Credentials and tokens are stored hashed only. What the
 * agent sets up (profile, plan, AI settings, availability) is the
 * agent-settings module's, in its own collection keyed by this _id
 * (docs/decisions/0033-identity-and-agent-settings.md); documents stored
 * before that split may still hold those fields until the start-up
 * migration moves them (legacy-settings.ts), so reads name their fields.
 */
export interface Account {
  _id: Types.ObjectId;
  /** Trimmed and lower-cased; unique. */
  email: string;
  /** argon2id; absent for the admin user, who signs in with the passcode only. */
  passwordHash?: string;
  role: Role;
  emailVerifiedAt?: Date;
  /** sha256 of the link's token; the token itself is only in the mail. */
  emailVerification?: { tokenHash: string; expiresAt: Date };
  /** sha256 of a forgot-password link's token (single use, 1 hour). */
  passwordReset?: { tokenHash: string; expiresAt: Date };
  /** A change of email waiting for its link to be opened at the new address: the address and the token's hash. */
  emailChange?: { tokenHash: string; expiresAt: Date; newEmail: string };
  /**
   * The marketing role, present while an admin has granted it: the holder
   * edits and publishes the public pages' copy. Admins have it without
   * this field (docs/decisions/0039-marketing-content.md).
   */
  contentEditor?: { grantedAt: Date; grantedBy?: Types.ObjectId };
  createdAt: Date;
  updatedAt: Date;
}

export type AccountDocument = HydratedDocument<Account>;

const tokenSchema = () => new Schema({ tokenHash: { type: String, required: true }, expiresAt: { type: Date, required: true } }, { _id: false });

const accountSchema = new Schema<Account>(
  {
    email: { type: String, required: true, trim: true, lowercase: true, unique: true },
    passwordHash: String,
    role: { type: String, enum: ['user', 'admin'], default: 'user', required: true },
    emailVerifiedAt: Date,
    emailVerification: { type: tokenSchema(), default: undefined },
    passwordReset: { type: tokenSchema(), default: undefined },
    emailChange: {
      type: new Schema(
        { tokenHash: { type: String, required: true }, expiresAt: { type: Date, required: true }, newEmail: { type: String, required: true } },
        { _id: false },
      ),
      default: undefined,
    },
    contentEditor: {
      type: new Schema({ grantedAt: { type: Date, required: true }, grantedBy: { type: Schema.Types.ObjectId } }, { _id: false }),
      default: undefined,
    },
  },
  // strict: the schema's fields only; a stray key in an update is dropped, never stored.
  { timestamps: true, strict: true, collection: 'users' },
);

accountSchema.index({ 'emailVerification.tokenHash': 1 }, { sparse: true });
accountSchema.index({ 'passwordReset.tokenHash': 1 }, { sparse: true });
accountSchema.index({ 'emailChange.tokenHash': 1 }, { sparse: true });
// The admin's list of marketing editors (few accounts among many).
accountSchema.index({ 'contentEditor.grantedAt': 1 }, { sparse: true });

/**
 * Accounts by id as the profile reads them (without hash and token), for
 * every signed-in page load. Emptied by any write through UserModel.
 */
export const accountCache = new ReadCache<Account>('accounts', 30_000);
clearOnWrite(accountSchema, accountCache);

export const UserModel = mongoose.model<Account>('User', accountSchema);
