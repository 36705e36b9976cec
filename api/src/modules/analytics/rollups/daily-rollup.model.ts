import mongoose, { Schema, type Types } from 'mongoose';

/*
 * Analytics' per-agent per-day rollups, owned by the analytics
 * module. One document per agent and calendar day in the agent's time zone
 * (`day` = 'YYYY-MM-DD' there) holding everything the four endpoints read
 * about that day, so a period is a sum of small documents instead of reads
 * over 100k leads; whole months of a period are read from their sums
 * (monthly-rollup.model.ts). A day without anything has no document.
 * Medians stay exact: the day keeps its sorted samples (response times,
 * sales cycles), which a period concatenates.
 */
export interface DayLeads {
  total: number;
  /** Leads created that day, by their stage now (a stage change moves the lead between these). */
  byStage: Record<string, number>;
  bySource: Record<string, number>;
}

export interface DayClosed {
  /** Leads whose closedAt falls on that day. */
  count: number;
  commission: number;
  withCommission: number;
  salePrice: number;
  /** closedAt − createdAt of each, ms, ascending. */
  cycleMs: number[];
  /** closedAt − firstContactAt of those with a first contact, ms, ascending. */
  contactMs: number[];
}

export interface DayConversations {
  byPlatform: Record<string, { begun: number; leadWrote: number }>;
  begun: number;
  leadWrote: number;
  answered: number;
  booked: number;
  hot: number;
  hotQualified: number;
}

/** What a rollup holds about its span (a day here, a month in monthly-rollup.model.ts). */
export interface RollupBody {
  leads: DayLeads;
  closed: DayClosed;
  /** Appointments booked that day that are still scheduled. */
  bookings: number;
  conversations: DayConversations;
  /** First-response times of the conversations whose lead first wrote that day, ms, ascending. */
  responseMs: number[];
}

export interface DailyRollup extends RollupBody {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  day: string;
}

/** The stored fields of a rollup body (the monthly model's too). */
export const rollupBodyFields = () => ({
  leads: { type: Schema.Types.Mixed, required: true },
  closed: { type: Schema.Types.Mixed, required: true },
  bookings: { type: Number, required: true },
  conversations: { type: Schema.Types.Mixed, required: true },
  responseMs: { type: [Number], default: [] },
});

const schema = new Schema<DailyRollup>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    day: { type: String, required: true },
    ...rollupBodyFields(),
  },
  { collection: 'analytics_daily', versionKey: false, minimize: false },
);
schema.index({ userId: 1, day: 1 }, { unique: true });

export const DailyRollupModel = mongoose.model<DailyRollup>('AnalyticsDailyRollup', schema);
