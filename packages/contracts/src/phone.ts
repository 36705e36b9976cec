import { z } from 'zod';

import { strictBody } from './fields';

/**
 * The AI phone receptionist on Twilio (spec part 2: /ai-phone, the
 * phone-provider wizard, §7 calls, §8 toasts, §9 constants).
 */

export const PHONE_MESSAGES = {
  credentialsRequired: 'Please enter both Account SID and Auth Token.',
  connectionFailedTitle: 'Connection Failed',
  connectionFailedFallback: 'Please check your credentials and try again.',
  purchaseFailedTitle: 'Purchase Failed',
  areaCodeInvalid: 'Area code can have at most 3 characters.',
  areaCodeDigits: 'An area code is digits only, e.g. 512.',
  numberRequired: 'Choose a phone number first.',
  numberNotInAccount: 'That number is not in this Twilio account.',
  noNumbersAvailable: 'No numbers are available for that area code. Try another one, or leave it empty.',
  assignSuccessTitle: 'Phone Number Assigned',
  assignFailedTitle: 'Assignment Failed',
  assignFailedFallback: 'Failed to assign phone number. Please check your Twilio account status.',
  assigned: (phoneNumber: string) => `Your dedicated number: ${phoneNumber}`,
  /** Twilio sold a number another LeadNest account still answers on (the platform released it back). */
  numberHeldElsewhere: (phoneNumber: string) =>
    `Twilio offered ${phoneNumber}, but another LeadNest account still answers on it, so it was not assigned to you. Please try again with an area code.`,
  /**
   * No LeadNest number can be had here (the platform's Twilio account is not
   * set). Written for the agent: what to do, never the server's setting names,
   * which the server logs for its operator instead.
   */
  platformNotConfigured:
    "Dedicated numbers aren't available yet on this LeadNest installation. Use Set Up Phone Number to connect your own Twilio account, or contact support to turn on calling and texting.",
  planRequired: 'Choose a plan on Billing to add a phone number.',
  numberLimit: (allowed: number) => `Your plan includes ${allowed} phone number${allowed === 1 ? '' : 's'}; you have reached it.`,
  numberNotFound: 'Phone number not found.',
  nothingToUpdate: 'Send at least one setting to change.',
  forwardingInvalid: 'Please enter a valid forwarding phone number (at least 10 digits).',
  hoursInvalid: 'Business hours are HH:MM, e.g. 09:00.',
  portingNumberTitle: 'Phone Number Required',
  portingNumberRequired: 'Please enter your current business phone number',
  portingNumberInvalidTitle: 'Invalid Phone Number',
  portingNumberInvalid: 'That is not a phone number. Enter your business number with its area code, e.g. (512) 555-0142.',
  portingCarrierInvalid: 'Choose your current carrier.',
  portingSubmitted: 'Porting request submitted. It takes about 7-10 business days (carrier approval 5-7).',
  voiceTypeInvalid: 'Voice type must be polly-joanna, polly-matthew or polly-ivy.',
  speakingRateInvalid: 'Speaking rate must be slow, medium or fast.',
  callingUpdateFailed: 'Could not update AI calling settings',
  /** Call Now while the agent's AI calling switch is off (their number and Twilio may be fine). */
  aiCallingOff: 'AI calling is switched off. Turn on “AI calling” in AI Phone → Settings (Calling and Texting), then call again.',
  /** Call Now while every number's outbound switch is off. */
  outboundOff: 'Outbound calls are switched off on your phone numbers. Turn on “Outbound calls” for a number in AI Phone → Settings, then call again.',
  smsUpdateFailed: 'Could not update SMS settings',
} as const;
const M = PHONE_MESSAGES;

const accountSid = z.string({ error: M.credentialsRequired }).trim().min(1, { error: M.credentialsRequired }).max(64, { error: M.connectionFailedFallback });
const authToken = z.string({ error: M.credentialsRequired }).trim().min(1, { error: M.credentialsRequired }).max(128, { error: M.connectionFailedFallback });
const e164ish = z.string({ error: M.numberRequired }).trim().min(1, { error: M.numberRequired }).max(20, { error: M.numberRequired });
const areaCode = z.string({ error: M.areaCodeInvalid }).trim().max(3, { error: M.areaCodeInvalid }).regex(/^\d*$/, { error: M.areaCodeDigits }).optional();

/** POST /api/twilio/validate: step 1 of the wizard. */
export const TwilioValidateInput = strictBody({ accountSid, authToken, selectedPhoneNumber: z.string().trim().max(20).nullish() });
/** POST /api/twilio/purchase: step 3 (area code optional, at most 3 characters). */
export const TwilioPurchaseInput = strictBody({ accountSid, authToken, selectedPhoneNumber: z.string().trim().max(20).nullish(), areaCode });
/** POST /api/twilio/configure: step 4, the number chosen or bought. */
export const TwilioConfigureInput = strictBody({ accountSid, authToken, selectedPhoneNumber: e164ish });
export type TwilioValidateInput = z.input<typeof TwilioValidateInput>;
export type TwilioPurchaseInput = z.input<typeof TwilioPurchaseInput>;
export type TwilioConfigureInput = z.input<typeof TwilioConfigureInput>;

/** What validate and purchase answer (spec §7: success, error, phoneNumbers). */
export interface TwilioWizardResponse {
  success: boolean;
  error?: string;
  phoneNumbers: string[];
}

/** POST /api/assign-phone-number (userId is the session's; areaCode optional). */
export const AssignPhoneNumberInput = strictBody({ userId: z.string().optional(), areaCode });
export interface AssignPhoneNumberResponse {
  phoneNumber: string;
  message: string;
}

const hhmm = z.string({ error: M.hoursInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: M.hoursInvalid });
export const BusinessHours = z.object({ start: hhmm, end: hhmm });
export type BusinessHours = z.infer<typeof BusinessHours>;

export interface PhoneNumberDto {
  id: string;
  phoneNumber: string;
  isInboundEnabled: boolean;
  isOutboundEnabled: boolean;
  isActive: boolean;
  /** Whose Twilio account holds it: the platform's (a dedicated number) or the agent's own. */
  provider: 'platform' | 'agent';
  /** What the assistant says first on a call; null: the default greeting. */
  greeting: string | null;
  /** Live transfer: where "talk to a person" is put through; null: the assistant takes a message. */
  forwardingPhone: string | null;
  /** When live transfers ring through, in the agent's time zone; null: always. */
  businessHours: BusinessHours | null;
}

/** PATCH /api/phone-numbers/{id}: the switches and the Settings dialog. */
export const PhoneNumberPatchInput = strictBody({
  isInboundEnabled: z.boolean().optional(),
  isOutboundEnabled: z.boolean().optional(),
  greeting: z.string().trim().max(300).nullish(),
  forwardingPhone: z
    .string({ error: M.forwardingInvalid })
    .trim()
    .max(30, { error: M.forwardingInvalid })
    .refine((v) => v === '' || v.replace(/\D/g, '').length >= 10, { error: M.forwardingInvalid })
    .nullish(),
  businessHours: BusinessHours.nullish(),
}).refine((b) => Object.values(b).some((v) => v !== undefined), { error: M.nothingToUpdate });
export type PhoneNumberPatchInput = z.input<typeof PhoneNumberPatchInput>;

/** Porting (spec part 2 §5): carriers, $25 one-time. The request body (its number parsed like every phone) is PortingRequestInput in phone-inputs.ts. */
export const PORTING_CARRIERS = ['verizon', 'att', 'tmobile', 'sprint', 'ringcentral', 'grasshopper', 'vonage', 'other'] as const;
export type PortingCarrier = (typeof PORTING_CARRIERS)[number];
export const PORTING_FEE_CENTS = 2500;
export const PORTING_STATUSES = ['submitted', 'in-progress', 'completed', 'rejected'] as const;
export interface PortingRequestDto {
  id: string;
  phoneNumber: string;
  carrier: PortingCarrier;
  status: (typeof PORTING_STATUSES)[number];
  feeCents: number;
  createdAt: string;
}

/** Voice settings (spec part 2 §9: phone screen voice options). */
export const VOICE_TYPES = ['polly-joanna', 'polly-matthew', 'polly-ivy'] as const;
export type VoiceType = (typeof VOICE_TYPES)[number];
export const SPEAKING_RATES = ['slow', 'medium', 'fast'] as const;
export type SpeakingRate = (typeof SPEAKING_RATES)[number];
export const SMS_RESPONSE_SPEEDS = ['immediate', 'quick', 'natural'] as const;
export type SmsResponseSpeed = (typeof SMS_RESPONSE_SPEEDS)[number];
export const SMS_HOURS = ['always', 'business', 'delayed'] as const;
export type SmsHours = (typeof SMS_HOURS)[number];

export interface PhoneSettingsDto {
  voiceType: VoiceType;
  speakingRate: SpeakingRate;
  recordingEnabled: boolean;
  smsEnabled: boolean;
  smsResponseSpeed: SmsResponseSpeed;
  smsHours: SmsHours;
  /** Whether calls can work at all: the platform account is set up, or the agent connected theirs. */
  providerReady: boolean;
}
export const PhoneSettingsInput = strictBody({
  voiceType: z.enum(VOICE_TYPES, { error: M.voiceTypeInvalid }).optional(),
  speakingRate: z.enum(SPEAKING_RATES, { error: M.speakingRateInvalid }).optional(),
  recordingEnabled: z.boolean().optional(),
  smsResponseSpeed: z.enum(SMS_RESPONSE_SPEEDS).optional(),
  smsHours: z.enum(SMS_HOURS).optional(),
});
export type PhoneSettingsInput = z.input<typeof PhoneSettingsInput>;
/** PUT /api/user/sms-settings. */
export const SmsSettingsInput = strictBody({ smsEnabled: z.boolean({ error: 'smsEnabled must be true or false.' }) });

/** Per-minute and per-message prices in dollars (spec part 2 §9), and the same in millicents for usage records. */
export const PHONE_PRICES_USD = {
  inboundPerMinute: 0.0085,
  outboundPerMinute: 0.014,
  aiPerMinute: 0.1,
  transcriptionPerMinute: 0.035,
  smsPerMessage: 0.0079,
  portingFee: 25,
  numberPerMonth: 1,
} as const;

export const CALL_OUTCOMES = ['appointment_booked', 'lead_qualified', 'transferred', 'message_taken', 'no_answer', 'completed'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export interface CallLogDto {
  id: string;
  direction: 'inbound' | 'outbound';
  fromNumber: string;
  toNumber: string;
  /** Seconds. */
  duration: number;
  /** Cents (may carry fractions of a cent: shown with 3 decimals in dollars). */
  cost: number;
  outcome: CallOutcome | null;
  status: string;
  summary: string | null;
  transcript: string | null;
  /** Our own address of the call's recording (GET, signed-in owner only; the audio is fetched from Twilio by the server), or null. */
  recordingUrl: string | null;
  createdAt: string;
}
