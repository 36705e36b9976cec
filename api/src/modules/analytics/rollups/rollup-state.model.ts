import mongoose, { Schema, type Types } from 'mongoose';

/*
 * Whether an agent's daily rollups can be read. One document per
 * agent, owned by the analytics module:
 *  - `status` 'ready' once a rebuild finished for `zone` (the days are that
 *    zone's); 'building' while one runs (reads use the raw documents then);
 *  - `dirty`: instants (rounded down to 15 minutes, see rollup-marks.ts) at
 *    which a lead, conversation or appointment changed what a day holds;
 *    the next read recomputes those days before summing;
 *  - `stale`: too much changed at once (a relabel of every conversation):
 *    the whole agent is rebuilt by a durable job;
 *  - `version` goes up at every rebuild start/end and every stale mark, so
 *    a refresh that raced a rebuild is dropped, and a rebuild job's key is new;
 *  - `layout`: which rollups the last rebuild wrote (ROLLUP_LAYOUT): rollups
 *    of an older layout (days without their months) are rebuilt before use.
 */

/** 2: daily rollups and their monthly sums (monthly-rollup.model.ts); none/1: daily only. */
export const ROLLUP_LAYOUT = 2;
export interface RollupState {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  status: 'building' | 'ready';
  zone: string;
  dirty: Date[];
  stale: boolean;
  version: number;
  builtAt?: Date | null;
  layout?: number;
}

const schema = new Schema<RollupState>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    status: { type: String, enum: ['building', 'ready'], required: true },
    zone: { type: String, required: true },
    dirty: { type: [Date], default: [] },
    stale: { type: Boolean, default: false },
    version: { type: Number, default: 0 },
    builtAt: { type: Date, default: null },
    layout: { type: Number },
  },
  { collection: 'analytics_rollup_state', versionKey: false },
);
schema.index({ userId: 1 }, { unique: true });

export const RollupStateModel = mongoose.model<RollupState>('AnalyticsRollupState', schema);
