import { API_KEY_PLATFORMS, type ApiKeyPlatform } from '@leadnest/contracts';
import mongoose, { Schema, type Types } from 'mongoose';

import { clearOnWrite, ReadCache } from '../../lib/read-cache.js';
import type { SealedSecret } from './secret-box.js';

/**
 * A key an agent saved for an outside service, one per user and platform
 * (spec part 2: API keys page). The key itself is only ever stored sealed
 * (AES-256-GCM, secret-box.ts); `hint` is what the masked display needs (the
 * last 4 characters, '' for keys too short to show any), so listing keys
 * never decrypts them.
 */
export interface ApiKeyRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  platform: ApiKeyPlatform;
  secret: SealedSecret;
  hint: string;
  /** Non-secret settings from the form (baseUrl, model; accountSid, phoneNumber). */
  additionalData: Record<string, string>;
  createdAt: Date;
  updatedAt: Date;
}

const sealedSchema = new Schema<SealedSecret>(
  {
    v: { type: Number, required: true },
    iv: { type: String, required: true },
    tag: { type: String, required: true },
    data: { type: String, required: true },
    kid: { type: String, required: true },
  },
  { _id: false },
);

const apiKeySchema = new Schema<ApiKeyRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    platform: { type: String, enum: API_KEY_PLATFORMS, required: true },
    secret: { type: sealedSchema, required: true },
    hint: { type: String, default: '' },
    additionalData: { type: Schema.Types.Mixed, default: {} },
  },
  // minimize: false keeps an empty additionalData as {} instead of dropping it.
  { timestamps: true, strict: true, minimize: false, collection: 'user_api_keys' },
);

// One key per user and platform: a second save replaces the first.
apiKeySchema.index({ userId: 1, platform: 1 }, { unique: true });

/**
 * Saved keys by `${userId}|${platform}` (null: none saved), still sealed:
 * every assistant turn asks whether the agent has an AI provider key, and
 * every call and text on an agent's own Twilio account reads that key.
 * Emptied on every write through the model (see ReadCache).
 */
export const apiKeyCache = new ReadCache<ApiKeyRecord | null>('api-keys', 60_000);
clearOnWrite(apiKeySchema, apiKeyCache);

export const ApiKeyModel = mongoose.model<ApiKeyRecord>('ApiKey', apiKeySchema);
