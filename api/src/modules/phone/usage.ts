import { Types } from 'mongoose';
import { UsageRecordModel, type UsageKind } from './usage-record.model.js';

/** Prices of spec part 2 §9 in millicents (1 cent = 1000): $0.0085 = 850. */
export const PRICE_MILLICENTS: Record<UsageKind, number> = {
  call_inbound: 850,
  call_outbound: 1400,
  call_ai: 10_000,
  call_transcription: 3500,
  sms_inbound: 790,
  sms_outbound: 790,
};

/**
 * Records billable usage once per (sourceId, kind). The one place the phone
 * module bills through: when billing's recording function (issue 15)
 * lands, this body becomes a call to it.
 */
export async function recordUsage(userId: string | Types.ObjectId, kind: UsageKind, quantity: number, sourceId: string, at = new Date()): Promise<void> {
  if (quantity <= 0) return;
  const doc = { userId: new Types.ObjectId(String(userId)), kind, quantity, amountMillicents: quantity * PRICE_MILLICENTS[kind], sourceId, at };
  await UsageRecordModel.updateOne({ sourceId, kind }, { $setOnInsert: doc }, { upsert: true });
}
