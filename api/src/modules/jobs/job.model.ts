import mongoose, { Schema, type Types } from 'mongoose';

/**
 * A scheduled piece of work, stored so it survives a restart: the runner
 * (jobs.service.ts) claims due jobs one at a time with an atomic update, so
 * a job runs once even with two processes polling.
 */
export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

export interface Job {
  _id: Types.ObjectId;
  /** Which handler runs it, e.g. 'billing.period-end'. */
  name: string;
  /** Unique: scheduling the same key twice keeps the first (idempotent scheduling). */
  key: string;
  runAt: Date;
  payload: Record<string, unknown>;
  status: JobStatus;
  attempts: number;
  /** While running: when another runner may take it over (the first one died). */
  lockedUntil?: Date;
  lastError?: string;
  finishedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

const jobSchema = new Schema<Job>(
  {
    name: { type: String, required: true },
    key: { type: String, required: true, unique: true },
    runAt: { type: Date, required: true },
    payload: { type: Schema.Types.Mixed, default: () => ({}) },
    status: { type: String, enum: ['pending', 'running', 'done', 'failed'], default: 'pending', required: true },
    attempts: { type: Number, default: 0 },
    lockedUntil: Date,
    lastError: String,
    finishedAt: Date,
  },
  { timestamps: true, collection: 'jobs', minimize: false },
);

jobSchema.index({ status: 1, runAt: 1 });

export const JobModel = mongoose.model<Job>('Job', jobSchema);
