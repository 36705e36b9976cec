import {
  ALL_LEAD_SOURCES,
  ASSISTANT_FINANCING,
  ASSISTANT_INTENTS,
  ASSISTANT_TIMELINES,
  type AssistantFinancing,
  type AssistantIntent,
  type AssistantTimeline,
  CONSENT_CHANNELS,
  type ConsentChannel,
  LEAD_STAGES,
  type LeadActivityType,
  type LeadSource,
  type LeadStage,
  PROPERTY_TYPES,
  type PropertyType,
} from '@leadnest/contracts';
import mongoose, { type HydratedDocument, Schema, type Types } from 'mongoose';

import { trackAnalyticsWrites } from '../../lib/analytics-writes.js';
import { searchKeysOf } from './search/lead-search-keys.js';

/**
 * A lead: a person an agent works through the pipeline. Notes and activity
 * live inside the lead (they are read with it, never without it, and a
 * lead's history stays far below the 16 MB document limit).
 *
 * `sortKey` is the list order (createdAt, then _id) as ONE string,
 * `<createdAt ISO>|<_id hex>`: lexicographic order is (createdAt, _id) order,
 * and it is unique, so a cursor "sortKey < last seen" never skips or repeats
 * a lead when others are inserted while paging. One field rather than two
 * because the embedded database walks an index in order only for a
 * single-field sort (a two-field sort would sort every lead in memory).
 */
export interface LeadNote {
  _id: Types.ObjectId;
  text: string;
  createdAt: Date;
}

export interface LeadActivity {
  type: LeadActivityType;
  at: Date;
  from?: LeadStage;
  to?: LeadStage;
  text?: string | null;
  /** consent: when the person gave it, when that was before it was recorded. */
  givenAt?: Date | null;
}

export interface LeadConsent {
  given: boolean;
  at: Date;
  /** The capture page it was given on; absent when the agent entered it (Add Lead). */
  pageId?: Types.ObjectId | null;
  text: string;
  /** What it covers; absent on records that predate it, which cover calls and texts (the form's box said both). */
  channels?: ConsentChannel[];
  /** How it was given (written, verbal, web-form, import-attested, other) and where, in words. */
  method?: string | null;
  where?: string | null;
  /** The agent who attested it on the lead panel, and when. */
  recordedBy?: Types.ObjectId | null;
  recordedByName?: string | null;
  recordedAt?: Date | null;
}

/**
 * What the AI assistant learned about what the lead wants: the
 * extracted fields of its conversations, kept on the lead so the pipeline
 * and the score see them whichever channel they came from. Never who the
 * lead is (Fair Housing).
 */
export interface LeadQualification {
  intent?: AssistantIntent;
  budgetMin?: number;
  budgetMax?: number;
  bedrooms?: number;
  areas: string[];
  propertyType?: PropertyType;
  timeline?: AssistantTimeline;
  financing?: AssistantFinancing;
}

export interface Lead {
  _id: Types.ObjectId;
  /** The account: the team owner's id (docs/decisions/0034-teams.md). */
  userId: Types.ObjectId;
  /** The team member working the lead; null in the team's unassigned pool. Absent on leads stored before teams (the pool, until the migration gives them to the owner). */
  assignedTo?: Types.ObjectId | null;
  assignedAt?: Date | null;
  name: string;
  email?: string | null;
  phone?: string | null;
  /** The phone's digits only, so a search for 5125550123 finds "(512) 555-0123". */
  phoneDigits?: string | null;
  address?: string | null;
  source: LeadSource;
  stage: LeadStage;
  score: number;
  lastMessage?: string | null;
  /** Messages exchanged with the lead (texting, a later issue); engagement for the score. */
  messageCount: number;
  followUpDate?: Date | null;
  capturePageId?: Types.ObjectId | null;
  consent?: LeadConsent | null;
  qualification?: LeadQualification | null;
  /** Set when the lead opted out (STOP, "don't contact me"): no texts or calls after it (docs/decisions/0009-opt-out-keywords.md). */
  optedOutAt?: Date | null;
  notes: LeadNote[];
  activities: LeadActivity[];
  /** When the lead last moved to Closed Won; null when not there (analytics). */
  closedAt?: Date | null;
  /** The deal's sale price and the agent's commission, in dollars, entered on Closed Won. */
  salePrice?: number | null;
  commission?: number | null;
  /**
   * The first contact with the lead (the earliest stage change, note or
   * booking in its activities), derived on every save so analytics reads
   * one date instead of the activity list; null when there is none yet,
   * missing on leads stored before it existed (readers then derive it).
   */
  firstContactAt?: Date | null;
  /**
   * When a person of the team reached the lead in ways its activities do not
   * record (a reply typed in the inbox, a call transferred to them), the
   * latest few: with the activities, what keeps a lead with its assignee and
   * times their speed to lead (assignment/member-contact.ts).
   */
  contactedAt?: Date[];
  sortKey: string;
  createdAt: Date;
  updatedAt: Date;
  // --- One record per person, sorting ---
  /** Every source the person came through, the first one first (`source` stays the first). */
  sources?: LeadSource[];
  /** The last thing that happened on the lead (a message, a note, a change): the "last activity" sort. */
  lastActivityAt?: Date | null;
  /** The list's other orders as single strings (see sortKey): `<score 000-100>|<sortKey>`, `<lower-cased name>|<id>`, `<lastActivityAt ISO>|<id>`. */
  scoreKey?: string;
  nameKey?: string;
  activityKey?: string;
  /** The UTM parameters of the visit that brought the lead through a capture page. */
  utm?: LeadUtm | null;
  // --- Score recency (score/lead-rescore.ts) ---
  /** When the lead itself last did something (arrived, wrote, came again), never the agent; the score's recency. */
  leadActiveAt?: Date | null;
  /** When the score's recency band next changes (the rescoring job's index); null when it no longer will. */
  rescoreAt?: Date | null;
  /** The score rule the stored score was computed under (SCORE_RULE): the start-up rescore redoes older ones. */
  scoreRule?: number;
  /** The search box's keys: trigrams of name, email and phone (search/lead-search-keys.ts). */
  searchKeys?: string[];
}

export interface LeadUtm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

export type LeadDocument = HydratedDocument<Lead>;

export const sortKeyOf = (createdAt: Date, id: Types.ObjectId | string): string => `${createdAt.toISOString()}|${String(id)}`;

const activitySchema = new Schema<LeadActivity>(
  {
    type: { type: String, required: true },
    at: { type: Date, required: true },
    from: { type: String, enum: LEAD_STAGES },
    to: { type: String, enum: LEAD_STAGES },
    text: String,
    givenAt: Date,
  },
  { _id: false },
);

const leadSchema = new Schema<Lead>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    assignedTo: { type: Schema.Types.ObjectId, default: null },
    assignedAt: { type: Date, default: null },
    name: { type: String, required: true, trim: true },
    email: String,
    phone: String,
    phoneDigits: String,
    address: String,
    source: { type: String, enum: ALL_LEAD_SOURCES, required: true },
    stage: { type: String, enum: LEAD_STAGES, required: true, default: 'new' },
    score: { type: Number, required: true, min: 0, max: 100, default: 0 },
    lastMessage: String,
    messageCount: { type: Number, default: 0 },
    followUpDate: Date,
    capturePageId: Schema.Types.ObjectId,
    consent: {
      type: new Schema<LeadConsent>(
        {
          given: Boolean,
          at: Date,
          pageId: Schema.Types.ObjectId,
          text: String,
          channels: { type: [{ type: String, enum: CONSENT_CHANNELS }], default: undefined },
          method: String,
          where: String,
          recordedBy: Schema.Types.ObjectId,
          recordedByName: String,
          recordedAt: Date,
        },
        { _id: false },
      ),
      default: undefined,
    },
    qualification: {
      type: new Schema<LeadQualification>(
        {
          intent: { type: String, enum: ASSISTANT_INTENTS },
          budgetMin: Number,
          budgetMax: Number,
          bedrooms: Number,
          areas: { type: [String], default: [] },
          propertyType: { type: String, enum: PROPERTY_TYPES },
          timeline: { type: String, enum: ASSISTANT_TIMELINES },
          financing: { type: String, enum: ASSISTANT_FINANCING },
        },
        { _id: false },
      ),
      default: undefined,
    },
    optedOutAt: Date,
    notes: { type: [new Schema<LeadNote>({ text: { type: String, required: true }, createdAt: { type: Date, required: true } })], default: [] },
    activities: { type: [activitySchema], default: [] },
    closedAt: Date,
    salePrice: { type: Number, min: 0 },
    commission: { type: Number, min: 0 },
    firstContactAt: Date,
    contactedAt: { type: [Date], default: undefined },
    sortKey: { type: String, required: true },
    // --- later fields: every source, last activity, order keys, UTM, score recency, search keys ---
    sources: { type: [String], enum: ALL_LEAD_SOURCES, default: undefined },
    lastActivityAt: Date,
    scoreKey: String,
    nameKey: String,
    activityKey: String,
    utm: { type: new Schema<LeadUtm>({ source: String, medium: String, campaign: String, term: String, content: String }, { _id: false }), default: undefined },
    leadActiveAt: Date,
    rescoreAt: Date,
    scoreRule: Number,
    searchKeys: { type: [String], default: undefined },
  },
  { timestamps: true, strict: true, collection: 'leads' },
);

// What the list and counts query. For MongoDB: the compound ones
// serve "this user's leads [of this stage|source], newest first" straight
// from the index. For the embedded database, which serves only full-key
// equality from compound indexes and ordered walks from single-field ones:
// sortKey walks the list in order; the counts are per-stage index lookups.
leadSchema.index({ userId: 1, sortKey: -1 });
leadSchema.index({ userId: 1, stage: 1, sortKey: -1 });
leadSchema.index({ userId: 1, source: 1, sortKey: -1 });
leadSchema.index({ sortKey: -1 }, { unique: true });
leadSchema.index({ userId: 1 });
leadSchema.index({ userId: 1, stage: 1 });
leadSchema.index({ userId: 1, source: 1 });
// The counts by stage, with and without a source filter (leads.query.ts).
leadSchema.index({ userId: 1, source: 1, stage: 1 });
// The dashboard's figures: leads per week, hot leads. The
// single-field ones are what the embedded database walks for a range.
leadSchema.index({ userId: 1, createdAt: 1 });
leadSchema.index({ userId: 1, score: 1 });
leadSchema.index({ createdAt: 1 });
leadSchema.index({ score: 1 });

// The other list orders, each walked in order by the embedded database.
leadSchema.index({ scoreKey: -1 });
leadSchema.index({ nameKey: 1 });
leadSchema.index({ activityKey: -1 });
// An email or phone of this agent's leads (merge on create; callers and texters found by number).
leadSchema.index({ userId: 1, email: 1 });
leadSchema.index({ userId: 1, phoneDigits: 1 });

/** The sort strings, derived from the lead on every save (and by insertLeadsInBulk). */
export function orderKeysOf(
  lead: Pick<Lead, '_id' | 'name' | 'score' | 'sortKey' | 'createdAt' | 'lastActivityAt'>,
): Pick<Lead, 'scoreKey' | 'nameKey' | 'activityKey'> {
  const id = String(lead._id);
  return {
    scoreKey: `${String(lead.score ?? 0).padStart(3, '0')}|${lead.sortKey}`,
    nameKey: `${(lead.name ?? '').toLowerCase()}|${id}`,
    activityKey: `${(lead.lastActivityAt ?? lead.createdAt).toISOString()}|${id}`,
  };
}

// Analytics: deals closed in a period.
leadSchema.index({ userId: 1, closedAt: 1 });
leadSchema.index({ closedAt: 1 }, { sparse: true });

type DerivableLead = Pick<Lead, '_id' | 'name' | 'score' | 'stage' | 'createdAt'> &
  Partial<Pick<Lead, 'sortKey' | 'lastActivityAt' | 'closedAt' | 'firstContactAt' | 'activities' | 'email' | 'phone' | 'phoneDigits'>>;
export type StoredDerivedFields = Pick<
  Lead,
  'sortKey' | 'lastActivityAt' | 'closedAt' | 'firstContactAt' | 'scoreKey' | 'nameKey' | 'activityKey' | 'searchKeys'
>;

/**
 * Every stored field that is derived from the lead's own ones, in one place:
 * the save hook below and insertLeadsInBulk both use it.
 *  - sortKey (creation order) and the other orders' keys (orderKeysOf);
 *  - lastActivityAt, `now` when the lead has none;
 *  - closedAt follows the stage: set to `now` on reaching Closed
 *    Won (kept when already set), null elsewhere. Only when the stage changed
 *    (`stageChanged`), so re-saving an old closed lead does not close it again;
 *  - firstContactAt (analytics' sales cycle) from the activities, when they
 *    changed (`activitiesChanged`) or it was never derived;
 *  - searchKeys, the search box's index (search/lead-search-keys.ts).
 */
export function deriveStoredFields(
  lead: DerivableLead,
  { now, stageChanged = true, activitiesChanged = true }: { now: Date; stageChanged?: boolean; activitiesChanged?: boolean },
): StoredDerivedFields {
  const createdAt = lead.createdAt ?? now;
  const sortKey = lead.sortKey || sortKeyOf(createdAt, lead._id);
  const lastActivityAt = lead.lastActivityAt ?? now;
  const closedAt = stageChanged ? (lead.stage === 'closed' ? (lead.closedAt ?? now) : null) : (lead.closedAt ?? null);
  const firstContactAt = activitiesChanged || lead.firstContactAt === undefined ? firstContactOf(lead.activities) : lead.firstContactAt;
  // Fields read one by one: `lead` may be a mongoose document, whose fields a spread would not copy.
  const searchKeys = searchKeysOf({ name: lead.name, email: lead.email, phone: lead.phone, phoneDigits: lead.phoneDigits });
  return {
    sortKey,
    lastActivityAt,
    closedAt,
    firstContactAt,
    ...orderKeysOf({ _id: lead._id, name: lead.name, score: lead.score, createdAt, sortKey, lastActivityAt }),
    searchKeys,
  };
}

leadSchema.pre('save', function deriveFields() {
  const now = new Date();
  // Something happened on the lead (a message, a note, a change): the "last activity" order.
  if (this.isModified('notes') || this.isModified('activities') || this.isModified('lastMessage')) this.lastActivityAt = now;
  Object.assign(
    this,
    deriveStoredFields(this, { now, stageChanged: this.isNew || this.isModified('stage'), activitiesChanged: this.isNew || this.isModified('activities') }),
  );
});
// The period's leads by stage or source: counted from these by position (leads.analytics.ts).
leadSchema.index({ userId: 1, stage: 1, createdAt: 1 });
leadSchema.index({ userId: 1, source: 1, createdAt: 1 });

/** What counts as contact with a lead: moving it on, a note (a call, a chat), a booking — not editing its fields. */
const CONTACT_ACTIVITIES = new Set(['stage', 'note', 'appointment']);

/** When the lead was first contacted (see CONTACT_ACTIVITIES); null when it has not been. */
export function firstContactOf(activities: readonly { type: string; at: Date }[] | undefined): Date | null {
  const contacts = (activities ?? []).filter((a) => CONTACT_ACTIVITIES.has(a.type)).map((a) => a.at.getTime());
  return contacts.length > 0 ? new Date(Math.min(...contacts)) : null;
}

leadSchema.index({ userId: 1, followUpDate: 1 });
// A member's leads and the pool (docs/decisions/0034-teams.md): the list walks sortKey and filters; the counts are exact lookups.
leadSchema.index({ userId: 1, assignedTo: 1, sortKey: -1 });
leadSchema.index({ userId: 1, assignedTo: 1, stage: 1 });
// The search box: a query's rarest trigram among this agent's leads.
leadSchema.index({ userId: 1, searchKeys: 1 });
// Follow-ups due: the embedded database walks this range; few leads have one.
leadSchema.index({ followUpDate: 1 }, { sparse: true });

// Analytics' daily rollups are keyed by when a lead came in and when it closed (analytics/rollups).
trackAnalyticsWrites(leadSchema, {
  event: 'lead.written',
  dates: ['createdAt', 'closedAt'],
  moving: ['closedAt'],
  watched: ['stage', 'source', 'closedAt', 'commission', 'salePrice', 'firstContactAt', 'activities', 'userId', 'createdAt'],
});
// Score recency: the rescoring job reads only the leads whose band changed.
leadSchema.index({ rescoreAt: 1 }, { sparse: true });

export const LeadModel = mongoose.model<Lead>('Lead', leadSchema);
