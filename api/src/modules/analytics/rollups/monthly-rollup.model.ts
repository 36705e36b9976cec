import mongoose, { Schema, type Types } from 'mongoose';

import { type RollupBody, rollupBodyFields } from './daily-rollup.model.js';

/*
 * Analytics' per-agent per-month rollups, owned by the analytics
 * module: for each calendar month in the agent's zone (`month` = 'YYYY-MM'),
 * the sum of that month's daily rollups (counts added, sorted samples
 * merged), written whenever those days are (rollup-build.ts). A period reads
 * its whole months from here and only its partial months as days: a year is
 * 11 months and the two partial months' days (~40 documents) instead of 366
 * days. The documents read were most of a request's cost: its CPU, and the
 * old-space garbage that brought the major GCs which made the slowest analytics
 * requests (each document decoded leaves ~1 KB there once V8 pretenures
 * the decoder's allocations, as it does after a large read).
 * A month without any day has no document.
 */
export interface MonthlyRollup extends RollupBody {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  month: string;
}

const schema = new Schema<MonthlyRollup>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    month: { type: String, required: true },
    ...rollupBodyFields(),
  },
  { collection: 'analytics_monthly', versionKey: false, minimize: false },
);
schema.index({ userId: 1, month: 1 }, { unique: true });

export const MonthlyRollupModel = mongoose.model<MonthlyRollup>('AnalyticsMonthlyRollup', schema);
