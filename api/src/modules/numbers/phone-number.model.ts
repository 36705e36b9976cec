import mongoose, { type HydratedDocument, Schema, type Types } from 'mongoose';

import { clearOnWrite, ReadCache } from '../../lib/read-cache.js';

/**
 * An agent's phone number on Twilio. A number belongs to one
 * agent (unique), so an inbound webhook's `To` finds whose it is and which
 * account's auth token signs its webhooks: the platform's (a dedicated
 * number, TWILIO_ACCOUNT_SID) or the agent's own (saved with the wizard,
 * encrypted by the api-keys module).
 */
export interface PhoneNumber {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  /** E.164, e.g. +15125550100. */
  phoneNumber: string;
  /** Twilio's PN… sid of the incoming number. */
  twilioSid: string;
  provider: 'platform' | 'agent';
  accountSid: string;
  isInboundEnabled: boolean;
  isOutboundEnabled: boolean;
  isActive: boolean;
  greeting?: string | null;
  forwardingPhone?: string | null;
  businessHours?: { start: string; end: string } | null;
  createdAt: Date;
  updatedAt: Date;
}

export type PhoneNumberDocument = HydratedDocument<PhoneNumber>;

const schema = new Schema<PhoneNumber>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    phoneNumber: { type: String, required: true },
    twilioSid: { type: String, required: true },
    provider: { type: String, enum: ['platform', 'agent'], required: true },
    accountSid: { type: String, required: true },
    isInboundEnabled: { type: Boolean, default: true },
    isOutboundEnabled: { type: Boolean, default: true },
    isActive: { type: Boolean, default: true },
    greeting: String,
    forwardingPhone: String,
    businessHours: { type: new Schema({ start: String, end: String }, { _id: false }), default: null },
  },
  { timestamps: true, strict: true, collection: 'phone_numbers' },
);

schema.index({ phoneNumber: 1 }, { unique: true });
schema.index({ userId: 1, createdAt: 1 });

/**
 * Numbers by phone (null: not ours): every Twilio webhook and relay looks
 * its number up first, and numbers change seldom. Emptied on every write
 * through the model (see ReadCache).
 */
export const numberCache = new ReadCache<PhoneNumber | null>('phone-numbers', 60_000);
clearOnWrite(schema, numberCache);

export const PhoneNumberModel = mongoose.model<PhoneNumber>('PhoneNumber', schema);
