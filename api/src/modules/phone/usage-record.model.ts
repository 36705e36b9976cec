import mongoose, { Schema, type Types } from 'mongoose';

/**
 * Usage to bill (spec part 2 §9: costs are added to the monthly
 * subscription by usage), in millicents. Billing (issue 15) owns usage
 * records; until its recording function is on this branch, the phone
 * module writes its own here, through usage.ts only, so the switch is one
 * function. Unique by (sourceId, kind): a retried webhook bills once.
 */
export const USAGE_KINDS = ['call_inbound', 'call_outbound', 'call_ai', 'call_transcription', 'sms_inbound', 'sms_outbound'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

export interface UsageRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  kind: UsageKind;
  /** Minutes for calls, messages for SMS. */
  quantity: number;
  amountMillicents: number;
  /** The CallSid or MessageSid it comes from. */
  sourceId: string;
  at: Date;
}

const schema = new Schema<UsageRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: USAGE_KINDS, required: true },
    quantity: { type: Number, required: true },
    amountMillicents: { type: Number, required: true },
    sourceId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { strict: true, collection: 'phone_usage_records' },
);
schema.index({ sourceId: 1, kind: 1 }, { unique: true });
schema.index({ userId: 1, at: -1 });

export const UsageRecordModel = mongoose.model<UsageRecord>('UsageRecord', schema);
