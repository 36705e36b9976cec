import { ANALYTICS_SOURCES, type AnalyticsSource, DEFAULT_MINUTES_PER_ITEM } from '@leadnest/contracts';
import mongoose, { Schema, type Types } from 'mongoose';

/**
 * What the agent tells ROI Analysis that the product cannot know:
 * how many minutes a conversation or call would take them, and what they
 * spent on ads per source per month. One document per agent; analytics owns
 * the collection.
 */
export interface AdSpendEntry {
  month: string;
  source: AnalyticsSource;
  amount: number;
}

export interface RoiSettings {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  minutesPerItem: number;
  adSpend: AdSpendEntry[];
}

const schema = new Schema<RoiSettings>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    minutesPerItem: { type: Number, required: true, default: DEFAULT_MINUTES_PER_ITEM },
    adSpend: {
      type: [
        new Schema<AdSpendEntry>(
          {
            month: { type: String, required: true },
            source: { type: String, enum: ANALYTICS_SOURCES, required: true },
            amount: { type: Number, required: true, min: 0 },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
  },
  { collection: 'analytics_roi_settings' },
);
schema.index({ userId: 1 }, { unique: true });

export const RoiSettingsModel = mongoose.model<RoiSettings>('RoiSettings', schema);
