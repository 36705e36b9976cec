import mongoose, { Schema, type Types } from 'mongoose';

/**
 * A calendar account an agent connected (Google or Outlook). Tokens are
 * sealed with the secrets key (AES-256-GCM, bound to the owner and platform),
 * never stored in clear. One per agent and platform.
 */
/** A secret sealed by the api-keys module's SecretBox (its stored shape; a model imports no service). */
export interface SealedSecret {
  v: 1;
  iv: string;
  tag: string;
  data: string;
  kid: string;
}

/** The stored shape of a SealedSecret, as a sub-schema: every integration model that keeps a token uses this one. */
export const sealedSecretSchema = new Schema<SealedSecret>({ v: Number, iv: String, tag: String, data: String, kid: String }, { _id: false });

export type CalendarPlatform = 'google_calendar' | 'outlook_calendar';

export interface CalendarConnection {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  platform: CalendarPlatform;
  /** JSON of the provider's tokens, sealed: Google's credentials (access, refresh, expiry), or MSAL's serialized token cache and account id for Outlook. */
  tokens: SealedSecret;
  account?: string | null;
  connectedAt: Date;
  /** LeadNest appointment id → the provider's event id. */
  events: Map<string, string>;
  createdAt: Date;
  updatedAt: Date;
}

const connectionSchema = new Schema<CalendarConnection>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    platform: { type: String, enum: ['google_calendar', 'outlook_calendar'], required: true },
    tokens: { type: sealedSecretSchema, required: true },
    account: String,
    connectedAt: { type: Date, required: true },
    events: { type: Map, of: String, default: () => new Map() },
  },
  { timestamps: true, collection: 'calendar_connections' },
);
connectionSchema.index({ userId: 1, platform: 1 }, { unique: true });

export const CalendarConnectionModel = mongoose.model<CalendarConnection>('CalendarConnection', connectionSchema);

/**
 * An OAuth sign-in under way: the state parameter (stored hashed), the
 * session user who started it, and the PKCE verifier (sealed). Single use,
 * ten minutes; MongoDB's TTL index removes leftovers.
 */
export interface OAuthState {
  _id: Types.ObjectId;
  stateHash: string;
  userId: Types.ObjectId;
  sessionHash: string;
  platform: string;
  /** The PKCE verifier, sealed (absent for a provider without PKCE: Meta). */
  verifier?: SealedSecret;
  expiresAt: Date;
}

const stateSchema = new Schema<OAuthState>(
  {
    stateHash: { type: String, required: true, unique: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    sessionHash: { type: String, required: true },
    platform: { type: String, required: true },
    verifier: { type: sealedSecretSchema, required: false },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'oauth_states' },
);
stateSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const OAuthStateModel = mongoose.model<OAuthState>('OAuthState', stateSchema);
