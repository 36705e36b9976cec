import { CONSENT_METHODS, type ConsentMethod, CONTACT_STATUSES, type ContactStatus, type SkipReason } from '@leadnest/contracts';
import mongoose, { Schema, type Types } from 'mongoose';

/**
 * One person on a call list (spec part 2 §3). The phone is
 * stored in E.164 (toE164) and is unique per list, so an import skips a
 * number it already holds. Consent is what FCC 24-17 asks for before an AI
 * call: when, how, and the words or place it was given.
 */
export type DialState = 'due' | 'off';

export interface ContactConsent {
  method: ConsentMethod;
  at: Date;
  source?: string | null;
}

export interface CallListContact {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  callListId: Types.ObjectId;
  name: string;
  phone: string;
  email?: string | null;
  address?: string | null;
  notes?: string | null;
  callAttempts: number;
  status: ContactStatus;
  consent?: ContactConsent | null;
  timeZone: string;
  timeZoneSource: 'address' | 'area-code' | 'agent';
  lastCalledAt?: Date | null;
  lastOutcome?: string | null;
  lastSkipReason?: SkipReason | null;
  lastSkipAt?: Date | null;
  /** The call being made now (its CallSid), until its outcome is settled. */
  activeCallSid?: string | null;
  leadId?: Types.ObjectId | null;
  /**
   * What the dialer reads (dial-state.ts): 'due' contacts need a decision at
   * or after nextDialAt; 'off' ones (called, failed, in a call, or skipped
   * for a reason only an edit lifts) are never read. Kept on every write.
   */
  dialState: DialState;
  nextDialAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const DIAL_INDEX = 'callListId_1_dialState_1_nextDialAt_1';

const consentSchema = new Schema<ContactConsent>(
  { method: { type: String, enum: CONSENT_METHODS, required: true }, at: { type: Date, required: true }, source: { type: String, default: null } },
  { _id: false },
);

const schema = new Schema<CallListContact>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    callListId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    phone: { type: String, required: true },
    email: { type: String, default: null },
    address: { type: String, default: null },
    notes: { type: String, default: null },
    callAttempts: { type: Number, default: 0 },
    status: { type: String, enum: CONTACT_STATUSES, default: 'pending' },
    consent: { type: consentSchema, default: null },
    timeZone: { type: String, required: true },
    timeZoneSource: { type: String, enum: ['address', 'area-code', 'agent'], required: true },
    lastCalledAt: { type: Date, default: null },
    lastOutcome: { type: String, default: null },
    lastSkipReason: { type: String, default: null },
    lastSkipAt: { type: Date, default: null },
    activeCallSid: { type: String },
    leadId: { type: Schema.Types.ObjectId, default: null },
    dialState: { type: String, enum: ['due', 'off'], default: 'due' },
    nextDialAt: { type: Date, default: () => new Date(0) },
  },
  { timestamps: true, strict: true, collection: 'call_list_contacts' },
);
schema.index({ callListId: 1, phone: 1 }, { unique: true });
schema.index({ activeCallSid: 1 }, { sparse: true });
// The dialer's read: a list's due contacts whose time has come, earliest first (dialer-batch.ts).
schema.index({ callListId: 1, dialState: 1, nextDialAt: 1 }, { name: DIAL_INDEX });

export const CallListContactModel = mongoose.model<CallListContact>('CallListContact', schema);
