import type { SkipReason } from '@leadnest/contracts';
import mongoose, { Schema, type Types } from 'mongoose';

/**
 * What the dialer did with a contact: a call placed (its CallSid,
 * then its final status and outcome) or a skip with its reason. Kept so an
 * agent (or a regulator) can see why someone was or was not called.
 */
export interface CallAttempt {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  /** Null for a Call Now call (not on a list). */
  callListId: Types.ObjectId | null;
  contactId: Types.ObjectId | null;
  phone: string;
  /** Call Now: who is called (a campaign's call reads its contact). */
  contactName?: string | null;
  kind: 'call' | 'skip';
  reason?: SkipReason | null;
  callSid?: string | null;
  /** Twilio's final status once settled (completed, busy, no-answer, failed, canceled). */
  status?: string | null;
  outcome?: string | null;
  answeredBy?: string | null;
  successful?: boolean;
  settledAt?: Date | null;
  at: Date;
}

const schema = new Schema<CallAttempt>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    callListId: { type: Schema.Types.ObjectId, default: null },
    contactId: { type: Schema.Types.ObjectId, default: null },
    phone: { type: String, required: true },
    contactName: { type: String, default: null },
    kind: { type: String, enum: ['call', 'skip'], required: true },
    reason: { type: String, default: null },
    callSid: { type: String, default: null },
    status: { type: String, default: null },
    outcome: { type: String, default: null },
    answeredBy: { type: String, default: null },
    successful: { type: Boolean, default: false },
    settledAt: { type: Date, default: null },
    at: { type: Date, required: true },
  },
  { strict: true, collection: 'call_attempts' },
);
schema.index({ callListId: 1, kind: 1, settledAt: 1 });
schema.index({ contactId: 1, at: -1 });
schema.index({ callSid: 1 }, { sparse: true });
schema.index({ userId: 1, kind: 1, at: -1 });

export const CallAttemptModel = mongoose.model<CallAttempt>('CallAttempt', schema);
