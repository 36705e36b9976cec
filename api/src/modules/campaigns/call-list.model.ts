import { CAMPAIGN_PRIORITIES, type CampaignPriority } from '@leadnest/contracts';
import mongoose, { Schema, type Types } from 'mongoose';

/**
 * A campaign, also called a call list (spec part 2 §3): the
 * dashboard's contact lists and /ai-phone's campaigns are one collection.
 * The counters are the server's own, recounted from the contacts and the
 * call attempts whenever either changes (never taken from a request).
 */
export interface CallList {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  name: string;
  description?: string | null;
  script: string;
  status: 'active' | 'paused';
  priority: CampaignPriority;
  /** Set by Start Calls, cleared by Pause or when no contact is left to call. */
  dialing: boolean;
  pauseReason?: string | null;
  /** The dialer's next run: only the job for this time runs (a second Start Calls does not start a second dialer). */
  nextTickAt?: Date | null;
  /**
   * Every time zone its contacts are in (call-list-zones.ts): added to by
   * every contact write, never shrunk, so it may hold a zone no contact has
   * any more. Absent on lists stored before it existed (worked out on
   * their first dialer pass). Lets a pass at an hour when none of these
   * zones may be called read nothing at all.
   */
  timeZones?: string[];
  /** When the dialer is waiting because it is outside calling hours in every contact's zone: when the first zone opens. Null otherwise. */
  quietUntil?: Date | null;
  totalContacts: number;
  completedCalls: number;
  successfulCalls: number;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<CallList>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    description: { type: String, default: null },
    script: { type: String, required: true },
    status: { type: String, enum: ['active', 'paused'], default: 'active' },
    priority: { type: String, enum: CAMPAIGN_PRIORITIES, default: 'normal' },
    dialing: { type: Boolean, default: false },
    pauseReason: { type: String, default: null },
    nextTickAt: { type: Date, default: null },
    // No default: absent means "not known yet", which the dialer works out; [] would mean "no contacts".
    timeZones: { type: [String], default: undefined },
    quietUntil: { type: Date, default: null },
    totalContacts: { type: Number, default: 0 },
    completedCalls: { type: Number, default: 0 },
    successfulCalls: { type: Number, default: 0 },
  },
  { timestamps: true, strict: true, collection: 'call_lists' },
);
schema.index({ userId: 1, createdAt: -1 });
schema.index({ dialing: 1 });

export const CallListModel = mongoose.model<CallList>('CallList', schema);
