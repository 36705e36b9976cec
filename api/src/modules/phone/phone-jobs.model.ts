import mongoose, { Schema, type Types } from 'mongoose';

/**
 * Scheduled work of the phone module (issue 17): a reply held back by the
 * agent's SMS response speed or hours. In MongoDB so it survives a restart;
 * a worker claims a due job atomically with a lease (leaseUntil), so two
 * processes never run it together, and marks it done: it runs once.
 */
export interface PhoneJob {
  _id: Types.ObjectId;
  kind: 'send-sms';
  runAt: Date;
  status: 'pending' | 'running' | 'done' | 'failed';
  leaseUntil?: Date | null;
  attempts: number;
  payload: { userId: string; from: string; to: string; body: string; inReplyTo: string };
  lastError?: string | null;
}

const schema = new Schema<PhoneJob>(
  {
    kind: { type: String, enum: ['send-sms'], required: true },
    runAt: { type: Date, required: true },
    status: { type: String, enum: ['pending', 'running', 'done', 'failed'], default: 'pending' },
    leaseUntil: { type: Date, default: null },
    attempts: { type: Number, default: 0 },
    payload: { type: Schema.Types.Mixed, required: true },
    lastError: String,
  },
  { timestamps: true, strict: true, collection: 'phone_jobs', minimize: false },
);
schema.index({ status: 1, runAt: 1 });

export const PhoneJobModel = mongoose.model<PhoneJob>('PhoneJob', schema);
