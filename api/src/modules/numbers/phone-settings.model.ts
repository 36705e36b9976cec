import {
  SMS_HOURS,
  SMS_RESPONSE_SPEEDS,
  type SmsHours,
  type SmsResponseSpeed,
  SPEAKING_RATES,
  type SpeakingRate,
  VOICE_TYPES,
  type VoiceType,
} from '@leadnest/contracts';
import mongoose, { Schema, type Types } from 'mongoose';

import { clearOnWrite, ReadCache } from '../../lib/read-cache.js';

/**
 * An agent's phone and SMS settings (spec part 2 §9 defaults: polly-joanna,
 * medium, recording on, SMS immediate and always). One document per agent,
 * created on the first save; absent means the defaults.
 */
export interface PhoneSettings {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  voiceType: VoiceType;
  speakingRate: SpeakingRate;
  recordingEnabled: boolean;
  smsEnabled: boolean;
  smsResponseSpeed: SmsResponseSpeed;
  smsHours: SmsHours;
}

export const DEFAULT_PHONE_SETTINGS = {
  voiceType: 'polly-joanna',
  speakingRate: 'medium',
  recordingEnabled: true,
  smsEnabled: true,
  smsResponseSpeed: 'immediate',
  smsHours: 'always',
} as const satisfies Omit<PhoneSettings, '_id' | 'userId'>;

const D = DEFAULT_PHONE_SETTINGS;
const schema = new Schema<PhoneSettings>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    voiceType: { type: String, enum: VOICE_TYPES, default: D.voiceType },
    speakingRate: { type: String, enum: SPEAKING_RATES, default: D.speakingRate },
    recordingEnabled: { type: Boolean, default: D.recordingEnabled },
    smsEnabled: { type: Boolean, default: D.smsEnabled },
    smsResponseSpeed: { type: String, enum: SMS_RESPONSE_SPEEDS, default: D.smsResponseSpeed },
    smsHours: { type: String, enum: SMS_HOURS, default: D.smsHours },
  },
  { timestamps: true, strict: true, collection: 'phone_settings' },
);
schema.index({ userId: 1 }, { unique: true });

/** An agent's settings by user id: every call and text reads them. Emptied on every write through the model. */
export const phoneSettingsCache = new ReadCache<Partial<Omit<PhoneSettings, '_id' | 'userId'>> | null>('phone-settings', 60_000);
clearOnWrite(schema, phoneSettingsCache);

export const PhoneSettingsModel = mongoose.model<PhoneSettings>('PhoneSettings', schema);
