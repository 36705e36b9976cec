import { z } from 'zod';

import { isTimeZone, TIME_ZONE_INVALID } from './account';
import { nameField, optionalNameField, optionalPhoneField, optionalText, strictBody } from './fields';
import { AUTH_MESSAGES as M } from './messages';

/**
 * AI personalities: the union of both documents
 * (docs/decisions/0020-ai-personalities.md). Onboarding
 * offers the first three of part 1, AI Settings the four of part 2.
 */
export const AI_PERSONALITIES = ['friendly', 'professional', 'enthusiastic', 'energetic', 'consultative'] as const;
export type AiPersonality = (typeof AI_PERSONALITIES)[number];
/** In the order the onboarding step shows them (spec part 1 §2). */
export const ONBOARDING_PERSONALITIES = ['professional', 'friendly', 'enthusiastic'] as const satisfies readonly AiPersonality[];
export const AI_SETTINGS_PERSONALITIES = ['friendly', 'professional', 'energetic', 'consultative'] as const satisfies readonly AiPersonality[];
export const DEFAULT_AI_PERSONALITY: AiPersonality = 'friendly';

const personality = z.enum(AI_PERSONALITIES, { error: `Personality must be one of: ${AI_PERSONALITIES.join(', ')}` });

/** Refuses fields a route does not change (plan, role, email…) by name, instead of dropping them silently. */
const strict = <T extends z.ZodRawShape>(shape: T) => strictBody(shape, (keys) => `These fields cannot be changed here: ${keys.join(', ')}`);

const optionalName = (message: string) => nameField(message).optional();

/**
 * PUT /api/user/profile: a partial update of the signed-in user. Absent
 * fields are left alone; '' or null clears an optional field. `personality`
 * is the onboarding form's name for `aiPersonality` (one stored value).
 */
export const ProfileUpdateInput = strict({
  firstName: optionalName(M.firstNameRequired),
  lastName: optionalName(M.lastNameRequired),
  fullName: optionalNameField(),
  brokerage: optionalNameField(),
  phone: optionalPhoneField(),
  serviceArea: optionalText(),
  licenseNumber: optionalText(60),
  personality: personality.optional(),
  aiPersonality: personality.optional(),
  isAiCallingEnabled: z.boolean({ error: 'isAiCallingEnabled must be true or false.' }).optional(),
  // /account: any IANA zone.
  timeZone: z.string({ error: TIME_ZONE_INVALID }).refine(isTimeZone, { error: TIME_ZONE_INVALID }).optional(),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateInput>;

/** What the onboarding wizard's profile and personality steps send (spec part 1 §3), a subset of ProfileUpdateInput. */
export const OnboardingProfileInput = strict({
  fullName: optionalNameField(),
  brokerage: optionalNameField(),
  phone: optionalPhoneField(),
  serviceArea: optionalText(),
  personality: z.enum(ONBOARDING_PERSONALITIES, { error: 'Please choose professional, friendly or enthusiastic.' }).default('friendly'),
});
export type OnboardingProfileInput = z.input<typeof OnboardingProfileInput>;

/**
 * The numeric advanced settings' bounds (the spec gives only defaults): a
 * delay past a minute loses the lead, and a reply under 50 characters cannot
 * hold a question. Each message names its bound, for the form and the API.
 */
export const ADVANCED_BOUNDS = {
  responseDelay: { min: 0, max: 60, message: 'Response delay must be a whole number of seconds between 0 and 60.' },
  maxResponseLength: { min: 50, max: 2000, message: 'Max response length must be a whole number of characters between 50 and 2000.' },
} as const;

/** AI Settings' advanced settings (spec part 2 §3): each field's bounds, without defaults. */
const advancedSettingsFields = {
  /** Seconds the AI waits before answering. */
  responseDelay: z
    .number({ error: 'responseDelay must be a number of seconds.' })
    .int({ error: ADVANCED_BOUNDS.responseDelay.message })
    .min(ADVANCED_BOUNDS.responseDelay.min, { error: ADVANCED_BOUNDS.responseDelay.message })
    .max(ADVANCED_BOUNDS.responseDelay.max, { error: ADVANCED_BOUNDS.responseDelay.message }),
  /** Characters per AI message. */
  maxResponseLength: z
    .number({ error: 'maxResponseLength must be a number.' })
    .int({ error: ADVANCED_BOUNDS.maxResponseLength.message })
    .min(ADVANCED_BOUNDS.maxResponseLength.min, { error: ADVANCED_BOUNDS.maxResponseLength.message })
    .max(ADVANCED_BOUNDS.maxResponseLength.max, { error: ADVANCED_BOUNDS.maxResponseLength.message }),
  leadScoring: z.enum(['low', 'medium', 'high'], { error: 'leadScoring must be low, medium or high.' }),
  calendarIntegration: z.boolean({ error: 'calendarIntegration must be true or false.' }),
  crmSync: z.boolean({ error: 'crmSync must be true or false.' }),
  emailNotifications: z.boolean({ error: 'emailNotifications must be true or false.' }),
};

/** The full settings with the defaults of spec part 2 §3. */
export const AdvancedSettings = z.object({
  responseDelay: advancedSettingsFields.responseDelay.default(2),
  maxResponseLength: advancedSettingsFields.maxResponseLength.default(500),
  leadScoring: advancedSettingsFields.leadScoring.default('medium'),
  calendarIntegration: advancedSettingsFields.calendarIntegration.default(true),
  crmSync: advancedSettingsFields.crmSync.default(false),
  emailNotifications: advancedSettingsFields.emailNotifications.default(true),
});
export type AdvancedSettings = z.output<typeof AdvancedSettings>;
export const DEFAULT_ADVANCED_SETTINGS: AdvancedSettings = AdvancedSettings.parse({});

/**
 * Part of the settings, for a PATCH: no defaults here, so fields not sent
 * keep their stored values instead of being reset.
 */
export const AdvancedSettingsPatch = z
  .strictObject(advancedSettingsFields, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown settings: ${issue.keys.join(', ')}` : 'advancedSettings must be an object.'),
  })
  .partial();

/** PATCH /api/users/{id}: aiPersonality, or (part of) advancedSettings (spec part 2 §7). */
export const UserPatchInput = strict({
  aiPersonality: personality.optional(),
  advancedSettings: AdvancedSettingsPatch.optional(),
  /** AI Settings' 'AI Online' switch turned off: the assistant answers no lead on any channel. */
  aiAssistantPaused: z.boolean({ error: 'aiAssistantPaused must be true or false.' }).optional(),
});
export type UserPatchInput = z.input<typeof UserPatchInput>;

/** Route params of /api/users/{id}. */
export const UserIdParams = z.object({ id: z.string() });
