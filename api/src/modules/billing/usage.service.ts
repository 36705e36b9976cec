import { USAGE_PRICES_MILLICENTS, type UsageKind } from '@leadnest/plans';
import mongoose, { Types } from 'mongoose';

import { type UsageRecord, UsageRecordModel } from './usage-record.model.js';

/**
 * Recording usage (metered into each period's invoice, see docs/decisions/0011-plan-readings.md): the phone and SMS modules call these when
 * a call, text or number is billed. Each record is priced when recorded;
 * `sourceId` makes a repeat of the same event (a retried webhook) a no-op.
 */
export interface UsageInput {
  userId: string;
  kind: UsageKind;
  /** Units of the kind: minutes, messages, number-months, ports. Whole or fractional, never negative. */
  quantity: number;
  /** The id of what was billed (call sid, message sid…): the same id is recorded once. */
  sourceId: string;
  occurredAt?: Date;
}

/** Stores one usage record; answers it (the one stored earlier when this kind + sourceId was already recorded). */
export async function recordUsage(input: UsageInput): Promise<UsageRecord> {
  if (!mongoose.isValidObjectId(input.userId)) throw new Error(`recordUsage: not a user id: ${input.userId}`);
  if (!Number.isFinite(input.quantity) || input.quantity < 0) throw new Error(`recordUsage: quantity must be a number ≥ 0, got ${input.quantity}`);
  const unitMillicents = USAGE_PRICES_MILLICENTS[input.kind];
  const record = await UsageRecordModel.findOneAndUpdate(
    { kind: input.kind, sourceId: input.sourceId },
    {
      $setOnInsert: {
        userId: new Types.ObjectId(input.userId),
        kind: input.kind,
        sourceId: input.sourceId,
        quantity: input.quantity,
        unitMillicents,
        amountMillicents: Math.round(input.quantity * unitMillicents),
        occurredAt: input.occurredAt ?? new Date(),
      },
    },
    { upsert: true, returnDocument: 'after' },
  ).lean<UsageRecord>();
  return record as UsageRecord;
}

/**
 * Several usage records in one database write (an SMS and its reply): the
 * same pricing and the same once-per-sourceId rule as recordUsage.
 */
export async function recordUsages(inputs: readonly UsageInput[]): Promise<void> {
  for (const input of inputs) {
    if (!mongoose.isValidObjectId(input.userId)) throw new Error(`recordUsage: not a user id: ${input.userId}`);
    if (!Number.isFinite(input.quantity) || input.quantity < 0) throw new Error(`recordUsage: quantity must be a number ≥ 0, got ${input.quantity}`);
  }
  if (inputs.length === 0) return;
  await UsageRecordModel.bulkWrite(
    inputs.map((input) => {
      const unitMillicents = USAGE_PRICES_MILLICENTS[input.kind];
      const record = {
        userId: new Types.ObjectId(input.userId),
        kind: input.kind,
        sourceId: input.sourceId,
        quantity: input.quantity,
        unitMillicents,
        amountMillicents: Math.round(input.quantity * unitMillicents),
        occurredAt: input.occurredAt ?? new Date(),
      };
      return { updateOne: { filter: { kind: input.kind, sourceId: input.sourceId }, update: { $setOnInsert: record }, upsert: true } };
    }),
    { ordered: false },
  );
}

/** Voice is billed per started minute, as carriers bill it: 61 s is 2 minutes. */
export function billableMinutes(durationSeconds: number): number {
  return durationSeconds <= 0 ? 0 : Math.ceil(durationSeconds / 60);
}

export interface CallUsageInput {
  userId: string;
  /** The call's id at the provider. */
  callId: string;
  direction: 'inbound' | 'outbound';
  durationSeconds: number;
  /** Whether the AI assistant spoke on the call, and whether it was transcribed. */
  aiAssistant: boolean;
  transcribed: boolean;
  occurredAt?: Date;
}

/** A finished call's usage: its minutes by direction, plus AI and transcription minutes when used. */
export async function recordCallUsage(call: CallUsageInput): Promise<UsageRecord[]> {
  const minutes = billableMinutes(call.durationSeconds);
  const base = { userId: call.userId, quantity: minutes, sourceId: call.callId, occurredAt: call.occurredAt };
  const kinds: UsageKind[] = [call.direction === 'inbound' ? 'voice_inbound_minute' : 'voice_outbound_minute'];
  if (call.aiAssistant) kinds.push('ai_assistant_minute');
  if (call.transcribed) kinds.push('transcription_minute');
  return Promise.all(kinds.map((kind) => recordUsage({ ...base, kind })));
}

export interface UsageTotal {
  kind: UsageKind;
  quantity: number;
  amountMillicents: number;
}

/**
 * Puts every not-yet-invoiced record of `userId` from before `before` on
 * `invoiceId` and answers their totals per kind (the invoice's usage lines).
 */
export async function claimUsageForInvoice(userId: Types.ObjectId, before: Date, invoiceId: Types.ObjectId): Promise<UsageTotal[]> {
  await UsageRecordModel.updateMany({ userId, invoiceId: { $exists: false }, occurredAt: { $lt: before } }, { $set: { invoiceId } });
  const records = await UsageRecordModel.find({ invoiceId }, { kind: 1, quantity: 1, amountMillicents: 1 }).lean();
  const totals = new Map<UsageKind, UsageTotal>();
  for (const record of records) {
    const total = totals.get(record.kind) ?? { kind: record.kind, quantity: 0, amountMillicents: 0 };
    total.quantity += record.quantity;
    total.amountMillicents += record.amountMillicents;
    totals.set(record.kind, total);
  }
  return [...totals.values()];
}

/** Usage of the period so far (not yet invoiced), in millicents: for the billing page's running total. */
export async function pendingUsageMillicents(userId: string): Promise<number> {
  if (!mongoose.isValidObjectId(userId)) return 0;
  const records = await UsageRecordModel.find({ userId, invoiceId: { $exists: false } }, { amountMillicents: 1 }).lean();
  return records.reduce((sum, record) => sum + record.amountMillicents, 0);
}

// Analytics' ROI.
export { usageBetween, type UsageBetween } from './usage.analytics.js';
