import mongoose, { Schema, type Types } from 'mongoose';

/**
 * A person who texted or called one of the agent's numbers: the
 * SMS thread's conversation, and their consent. An opt-out (STOP and the
 * other carrier keywords) covers texts and calls at once
 * (docs/decisions/0009-opt-out-keywords.md), so
 * it is kept here, per agent and phone number, where every sender checks it.
 */
export interface PhoneContact {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  /** E.164 as Twilio gives it. */
  phone: string;
  smsConversationId?: Types.ObjectId | null;
  /** The agent's number they last texted: where the agent's replies from the inbox come from. */
  agentNumber?: string | null;
  optedOutAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<PhoneContact>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    phone: { type: String, required: true },
    smsConversationId: { type: Schema.Types.ObjectId, default: null },
    agentNumber: { type: String, default: null },
    optedOutAt: { type: Date, default: null },
  },
  { timestamps: true, strict: true, collection: 'phone_contacts' },
);
schema.index({ userId: 1, phone: 1 }, { unique: true });
schema.index({ smsConversationId: 1 }, { sparse: true });

export const PhoneContactModel = mongoose.model<PhoneContact>('PhoneContact', schema);
