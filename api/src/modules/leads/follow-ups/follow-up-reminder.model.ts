import mongoose, { Schema, type Types } from 'mongoose';

/**
 * A follow-up reminder that fired: one per lead and
 * follow-up time (unique), so a job that runs again after a crash reminds
 * nobody twice. The app shows each one once (seenAt set when shown).
 */
export interface FollowUpReminder {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  leadId: Types.ObjectId;
  leadName: string;
  followUpDate: Date;
  /** Whether a mail went to the agent (email notifications on). */
  mailed: boolean;
  seenAt?: Date | null;
  createdAt: Date;
}

const schema = new Schema<FollowUpReminder>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    leadId: { type: Schema.Types.ObjectId, required: true },
    leadName: { type: String, required: true },
    followUpDate: { type: Date, required: true },
    mailed: { type: Boolean, default: false },
    seenAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, strict: true, collection: 'follow_up_reminders' },
);
schema.index({ leadId: 1, followUpDate: 1 }, { unique: true });
schema.index({ userId: 1, seenAt: 1 });

export const FollowUpReminderModel = mongoose.model<FollowUpReminder>('FollowUpReminder', schema);
