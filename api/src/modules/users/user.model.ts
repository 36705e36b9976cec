import { type AdvancedSettings, AI_PERSONALITIES, type AiPersonality, DEFAULT_ADVANCED_SETTINGS, DEFAULT_AI_PERSONALITY } from '@leadnest/contracts';
import { PLAN_TIERS, type PlanTier } from '@leadnest/plans';
import mongoose, { type HydratedDocument, Schema, type Types } from 'mongoose';

import type { Role } from '../../lib/auth.js';

/** Days of the week as the availability settings name them (spec part 2 §3). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** One day of availability: hours as "HH:00". */
export interface DayHours {
  enabled: boolean;
  start: string;
  end: string;
}
import { clearOnWrite, ReadCache } from '../../lib/read-cache.js';

/**
 * A user: an agent who signed up or registered, or the admin (one user with
 * role admin, created at the first admin login). Credentials and tokens are
 * stored hashed only; `toProfile` (users.dto.ts) is the one place that
 * decides what leaves the server.
 */
export interface User {
  _id: Types.ObjectId;
  /** Trimmed and lower-cased; unique. */
  email: string;
  /** argon2id; absent for the admin user, who signs in with the passcode only. */
  passwordHash?: string;
  role: Role;
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
  emailVerifiedAt?: Date;
  /** sha256 of the link's token; the token itself is only in the mail. */
  emailVerification?: { tokenHash: string; expiresAt: Date };
  /** sha256 of a forgot-password link's token (single use, 1 hour). */
  passwordReset?: { tokenHash: string; expiresAt: Date };
  /** A change of email waiting for its link to be opened at the new address: the address and the token's hash. */
  emailChange?: { tokenHash: string; expiresAt: Date; newEmail: string };
  photoUploadId?: Types.ObjectId;
  logoUploadId?: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

export type UserDocument = HydratedDocument<User>;

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

const userSchema = new Schema<User>(
  {
    email: { type: String, required: true, trim: true, lowercase: true, unique: true },
    passwordHash: String,
    role: { type: String, enum: ['user', 'admin'], default: 'user', required: true },
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
    emailVerifiedAt: Date,
    emailVerification: {
      type: new Schema({ tokenHash: { type: String, required: true }, expiresAt: { type: Date, required: true } }, { _id: false }),
      default: undefined,
    },
    passwordReset: {
      type: new Schema({ tokenHash: { type: String, required: true }, expiresAt: { type: Date, required: true } }, { _id: false }),
      default: undefined,
    },
    photoUploadId: Schema.Types.ObjectId,
    logoUploadId: Schema.Types.ObjectId,
    emailChange: {
      type: new Schema(
        { tokenHash: { type: String, required: true }, expiresAt: { type: Date, required: true }, newEmail: { type: String, required: true } },
        { _id: false },
      ),
      default: undefined,
    },
  },
  // strict: the schema's fields only; a stray key in an update is dropped, never stored.
  { timestamps: true, strict: true, collection: 'users' },
);

userSchema.index({ 'emailVerification.tokenHash': 1 }, { sparse: true });
userSchema.index({ 'passwordReset.tokenHash': 1 }, { sparse: true });
userSchema.index({ 'emailChange.tokenHash': 1 }, { sparse: true });
userSchema.index({ publicId: 1 }, { unique: true, sparse: true });

/**
 * Users by id as the profile reads them (without hash and token), for every
 * signed-in page load. Emptied by any write through UserModel, so later
 * modules that change users (billing's plan, the phone number) need do
 * nothing, as long as they write through the model.
 */
export const userCache = new ReadCache<User>('users', 30_000);
clearOnWrite(userSchema, userCache);

export const UserModel = mongoose.model<User>('User', userSchema);
