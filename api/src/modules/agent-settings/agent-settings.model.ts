import { type AdvancedSettings, AI_PERSONALITIES, type AiPersonality, DEFAULT_ADVANCED_SETTINGS, DEFAULT_AI_PERSONALITY } from '@leadnest/contracts';
import { PLAN_TIERS, type PlanTier } from '@leadnest/plans';
import mongoose, { Schema, type Types } from 'mongoose';

import { clearOnWrite, ReadCache } from '../../lib/read-cache.js';

/** Days of the week as the availability settings name them (spec part 2 §3). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** One day of availability: hours as "HH:00". */
export interface DayHours {
  enabled: boolean;
  start: string;
  end: string;
}

/**
 * What an agent sets up, one document per account (`userId`, the identity
 * module's users._id): profile, plan, AI settings, availability and zone,
 * phone fields, the chat widget's public id, photo and logo
 * (docs/decisions/0033-identity-and-agent-settings.md).
 */
export interface AgentSettingsFields {
  firstName?: string;
  lastName?: string;
  fullName?: string;
  /** null: no active subscription. */
  plan: PlanTier | null;
  brokerage?: string;
  serviceArea?: string;
  phone?: string;
  licenseNumber?: string;
  aiPersonality: AiPersonality;
  isAiCallingEnabled: boolean;
  advancedSettings: AdvancedSettings;
  dedicatedPhoneNumber?: string;
  /** When showings may be booked (spec part 2: Availability); absent: Monday–Friday 09:00–17:00. */
  availableHours?: Record<Weekday, DayHours>;
  /** The agent's time zone; absent: America/New_York (spec part 2 §9). */
  timeZone?: string;
  /** What the assistant should aim for on each channel (spec part 2: AI objectives). */
  aiObjectives?: { chatObjective?: string; phoneObjective?: string };
  /** AI Settings' 'AI Online' switch off: the assistant answers no lead on any channel. */
  aiAssistantPaused?: boolean;
  /** The id the chat widget's embed code carries: random, so the user's database id is never published. */
  publicId?: string;
  photoUploadId?: Types.ObjectId;
  logoUploadId?: Types.ObjectId;
}

export interface AgentSettingsDoc extends AgentSettingsFields {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
}

/** The fields above by name: what the start-up migration moves out of the users collection. */
export const SETTINGS_FIELDS = [
  'firstName',
  'lastName',
  'fullName',
  'plan',
  'brokerage',
  'serviceArea',
  'phone',
  'licenseNumber',
  'aiPersonality',
  'isAiCallingEnabled',
  'advancedSettings',
  'dedicatedPhoneNumber',
  'availableHours',
  'timeZone',
  'aiObjectives',
  'aiAssistantPaused',
  'publicId',
  'photoUploadId',
  'logoUploadId',
] as const satisfies readonly (keyof AgentSettingsFields)[];

const text = { type: String, trim: true };

const advancedSettingsSchema = new Schema<AdvancedSettings>(
  {
    responseDelay: { type: Number, default: DEFAULT_ADVANCED_SETTINGS.responseDelay },
    maxResponseLength: { type: Number, default: DEFAULT_ADVANCED_SETTINGS.maxResponseLength },
    leadScoring: { type: String, enum: ['low', 'medium', 'high'], default: DEFAULT_ADVANCED_SETTINGS.leadScoring },
    calendarIntegration: { type: Boolean, default: DEFAULT_ADVANCED_SETTINGS.calendarIntegration },
    crmSync: { type: Boolean, default: DEFAULT_ADVANCED_SETTINGS.crmSync },
    emailNotifications: { type: Boolean, default: DEFAULT_ADVANCED_SETTINGS.emailNotifications },
  },
  { _id: false },
);

const settingsSchema = new Schema<AgentSettingsDoc>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, unique: true },
    firstName: text,
    lastName: text,
    fullName: text,
    plan: { type: String, enum: [...PLAN_TIERS, null], default: null },
    brokerage: text,
    serviceArea: text,
    phone: text,
    licenseNumber: text,
    aiPersonality: { type: String, enum: AI_PERSONALITIES, default: DEFAULT_AI_PERSONALITY },
    isAiCallingEnabled: { type: Boolean, default: false },
    advancedSettings: { type: advancedSettingsSchema, default: () => ({}) },
    dedicatedPhoneNumber: text,
    availableHours: {
      type: new Schema(
        Object.fromEntries(WEEKDAYS.map((day) => [day, { type: new Schema<DayHours>({ enabled: Boolean, start: String, end: String }, { _id: false }) }])),
        { _id: false },
      ),
      default: undefined,
    },
    timeZone: text,
    aiObjectives: {
      type: new Schema({ chatObjective: String, phoneObjective: String }, { _id: false }),
      default: undefined,
    },
    aiAssistantPaused: { type: Boolean, default: false },
    publicId: String,
    photoUploadId: Schema.Types.ObjectId,
    logoUploadId: Schema.Types.ObjectId,
  },
  // strict: the schema's fields only; a stray key in an update is dropped, never stored.
  { timestamps: true, strict: true, collection: 'agent_settings' },
);

settingsSchema.index({ publicId: 1 }, { unique: true, sparse: true });

/** Settings by user id, for every signed-in page load (the profile) and every assistant turn; emptied by any write through the model. */
export const settingsCache = new ReadCache<AgentSettingsDoc>('agent-settings', 30_000);
clearOnWrite(settingsSchema, settingsCache);

export const AgentSettingsModel = mongoose.model<AgentSettingsDoc>('AgentSettings', settingsSchema);
