import mongoose, { Schema, type Types } from 'mongoose';

/** An agent's dialer settings: how many AI calls run at once across all their campaigns. */
export interface CampaignSettings {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  maxConcurrentCalls: number;
}

export const DEFAULT_MAX_CONCURRENT_CALLS = 2;
export const MAX_CONCURRENT_CALLS_LIMIT = 10;

const schema = new Schema<CampaignSettings>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, unique: true },
    maxConcurrentCalls: { type: Number, default: DEFAULT_MAX_CONCURRENT_CALLS, min: 1, max: MAX_CONCURRENT_CALLS_LIMIT },
  },
  { strict: true, collection: 'campaign_settings' },
);

export const CampaignSettingsModel = mongoose.model<CampaignSettings>('CampaignSettings', schema);
