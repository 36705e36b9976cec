import { USAGE_KINDS, type UsageKind } from '@leadnest/plans';
import mongoose, { Schema, type Types } from 'mongoose';

/**
 * Metered usage (billing owns the collection): one record per billed call,
 * text or number month, priced in millicents when recorded (so a later price
 * change does not reprice the past). `sourceId` (the call's or message's id)
 * is unique per kind, so recording the same event twice stores it once.
 * `invoiceId` is set when the record has been put on an invoice.
 */
export interface UsageRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  kind: UsageKind;
  quantity: number;
  unitMillicents: number;
  amountMillicents: number;
  occurredAt: Date;
  sourceId: string;
  invoiceId?: Types.ObjectId;
  createdAt: Date;
}

const usageSchema = new Schema<UsageRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: USAGE_KINDS, required: true },
    quantity: { type: Number, required: true, min: 0 },
    unitMillicents: { type: Number, required: true },
    amountMillicents: { type: Number, required: true },
    occurredAt: { type: Date, required: true },
    sourceId: { type: String, required: true },
    invoiceId: Schema.Types.ObjectId,
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'usage_records' },
);

usageSchema.index({ kind: 1, sourceId: 1 }, { unique: true });
usageSchema.index({ userId: 1, invoiceId: 1, occurredAt: 1 });

export const UsageRecordModel = mongoose.model<UsageRecord>('UsageRecord', usageSchema);
