import { z } from 'zod';

import { MAX_SCRIPT } from './constants';
import { nameField, optionalText, strictBody } from './fields';

/**
 * Outbound AI calling campaigns (spec part 2: /ai-phone Outbound Campaigns,
 * the dashboard panel's Contacts and Campaigns tabs, §7 call-list calls, §8
 * toasts). A campaign and a contact list are one thing, a "call
 * list": the dashboard creates one from pasted numbers, /ai-phone from a
 * name and a script.
 */
/** "1 contact", "5,000 contacts": every count of contacts an agent reads. */
export const contactCount = (n: number): string => `${n.toLocaleString('en-US')} ${n === 1 ? 'contact' : 'contacts'}`;

export const CAMPAIGN_MESSAGES = {
  nameMissingTitle: 'Missing Campaign Name',
  nameMissing: 'Please enter a campaign name',
  unnamedCampaign: 'Unnamed Campaign',
  scriptMissing: 'Please enter a call script',
  noListsTitle: 'No Contact Lists',
  noLists: 'Create contact lists in the Contacts tab first',
  createFailedTitle: 'Failed to Create Campaign',
  tryAgain: 'Please try again',
  pauseFailedTitle: 'Failed to Pause',
  pauseFailed: 'Could not pause campaign',
  startFailedTitle: 'Failed to Start',
  startFailed: 'Could not start campaign',
  updatedTitle: 'Campaign Updated',
  updated: 'Campaign details have been saved',
  updateFailedTitle: 'Update Failed',
  updateFailed: 'Could not update campaign',
  created: 'Call list created successfully',
  contactAdded: 'Contact added successfully',
  contactUpdated: 'Contact updated successfully',
  contactDeleted: 'Contact deleted successfully',
  campaignDeleted: 'Campaign deleted successfully',
  deleteCampaignConfirm: 'Are you sure you want to delete this campaign? This action cannot be undone.',
  deleteContactConfirm: 'Are you sure you want to delete this contact?',
  listNotFound: 'Campaign not found.',
  contactNotFound: 'Contact not found.',
  contactNameMissing: 'Please enter the contact’s name',
  contactPhoneMissing: 'Please enter the contact’s phone number',
  phoneInvalid: (phone: string) => `“${phone}” is not a phone number we can call. Enter the full number with its area code.`,
  noNumbersTitle: 'No Numbers',
  noNumbers: 'Please enter at least one phone number',
  addContactsFailedTitle: 'Failed to Add Contacts',
  contactsAddedTitle: 'Contacts Added',
  contactsAdded: (n: number, list: string) => `${contactCount(n)} added to ${list}`,
  unnamedList: 'Unnamed List',
  importedList: 'Imported List',
  noFileTitle: 'No File Selected',
  noFile: 'Please select a CSV file to import',
  invalidCsvTitle: 'Invalid CSV',
  invalidCsv: 'CSV must have a header row and at least one data row',
  missingPhoneColumnTitle: 'Missing Phone Column',
  missingPhoneColumn: "CSV must have a column containing 'phone' in the header",
  noPhoneNumbersTitle: 'No Phone Numbers Found',
  noPhoneNumbers: 'No valid phone numbers found in the CSV file',
  importFailedTitle: 'Import Failed',
  importFailed: 'Please check your CSV format and try again',
  importSuccessTitle: 'Import Successful',
  importSuccess: (n: number, list: string) => `${contactCount(n)} imported to ${list}`,
  consentRequired: 'Confirm that every contact in this file gave prior express written consent to AI calls.',
  tooManyRows: (max: number) => `A file can hold at most ${contactCount(max)}.`,
  callInitiatedTitle: 'Call Initiated',
  callInitiated: (name: string, phone: string) => `AI calling ${name} at ${phone}`,
  setupRequiredTitle: 'Setup Required',
  setupRequired: 'Configure Twilio in API Settings to enable calling',
  callNotPlacedTitle: 'Call Not Placed',
  allowanceReached: (limit: number) =>
    `Paused: your plan's ${limit.toLocaleString('en-US')} outbound AI calls this month are used. Upgrade on Billing to keep calling.`,
  planRequired: 'Outbound AI campaigns are part of the Enterprise and Agency plans.',
} as const;
const M = CAMPAIGN_MESSAGES;

type ApiAnswer = { message?: unknown; code?: unknown };

/** The API's JSON answer carried by a request error, or null. */
function apiAnswerOf(error: unknown): ApiAnswer | null {
  const body = (error as { body?: unknown } | null)?.body;
  if (typeof body !== 'string' || !body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? (parsed as ApiAnswer) : null;
  } catch {
    return null;
  }
}

/**
 * The toast for a Call Now the server refused (POST /api/leads/{id}/call).
 * Spec part 2 §8 says 'Setup Required: Configure Twilio in API Settings to
 * enable calling' for a failed call; that stays the answer when calling is
 * not set up (CALLING_NOT_CONFIGURED) or nothing better is known. A call the
 * rules refused (no consent, quiet hours, opted out, reached today, the
 * plan's allowance) says why instead: "Configure Twilio" would send an agent
 * whose Twilio works to the wrong place. `error` is the request helper's
 * ApiError (its `body` holds the API's `{ message, code }`).
 */
export function callNowRefusal(error: unknown): { title: string; description: string } {
  const answer = apiAnswerOf(error);
  const message = typeof answer?.message === 'string' && answer.message ? answer.message : null;
  if (!message || answer?.code === 'CALLING_NOT_CONFIGURED') return { title: M.setupRequiredTitle, description: M.setupRequired };
  return { title: M.callNotPlacedTitle, description: message };
}

export const CAMPAIGN_PRIORITIES = ['high', 'normal', 'low'] as const;
export type CampaignPriority = (typeof CAMPAIGN_PRIORITIES)[number];
export const CONTACT_STATUSES = ['pending', 'called', 'opted-out', 'failed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
/** How a contact's consent was given (FCC 24-17: recorded prior express consent before an AI call). */
export const CONSENT_METHODS = ['written', 'web-form', 'verbal', 'import-attested'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/** Why the dialer did not call a contact now (each skip is recorded with one of these). */
export const SKIP_REASONS = {
  'no-consent': 'No recorded consent to AI calls',
  'opted-out': 'Opted out',
  'quiet-hours': 'Outside 8 am–9 pm in their time zone',
  'called-recently': 'Called in the last 24 hours',
  'retry-wait': 'Waiting 4 hours before the next attempt',
  'max-attempts': 'Three attempts made',
  'invalid-number': 'Not a callable number',
} as const;
export type SkipReason = keyof typeof SKIP_REASONS;

export { MAX_SCRIPT } from './constants';
/** Numbers one paste may add; a CSV import goes through the import call instead. */
export const MAX_PASTED_NUMBERS = 5000;
export const MAX_IMPORT_ROWS = 100_000;

const name = nameField(M.nameMissing, 120, 'Campaign name is too long (120 characters at most).');
const script = z
  .string({ error: M.scriptMissing })
  .trim()
  .min(1, { error: M.scriptMissing })
  .max(MAX_SCRIPT, { error: `The script is too long (${MAX_SCRIPT} characters at most).` });
const phoneNumbers = z.union([z.array(z.string().max(60)).max(MAX_PASTED_NUMBERS), z.string().max(MAX_PASTED_NUMBERS * 24)], { error: M.noNumbers });

export const ConsentInput = z.strictObject({
  method: z.enum(CONSENT_METHODS, { error: `Consent method is one of ${CONSENT_METHODS.join(', ')}.` }),
  /** When it was given (ISO); the time of saving when left out. */
  at: z.iso.datetime({ error: 'Consent time must be an ISO date-time.' }).optional(),
  /** The words the contact agreed to, or where (form URL, signed paper…). */
  source: z.string().trim().max(1000).optional(),
});
export type ConsentInput = z.input<typeof ConsentInput>;

/**
 * POST /api/call-lists, both readings of §7: the dashboard's (name,
 * description, phoneNumbers, autoStart) and /ai-phone's (userId, name,
 * description, script, status, zero counters, contacts). Counters and
 * status are the server's: accepted so the screen's body is not refused,
 * never stored as sent.
 */
export const CallListCreateInput = strictBody({
  name: name.optional(),
  description: optionalText(1000),
  script: script.optional(),
  priority: z.enum(CAMPAIGN_PRIORITIES, { error: 'Priority is high, normal or low.' }).optional(),
  phoneNumbers: phoneNumbers.optional(),
  autoStart: z.boolean().optional(),
  consent: ConsentInput.optional(),
  userId: z.string().max(40).optional(),
  status: z.string().max(20).optional(),
  totalContacts: z.number().optional(),
  completedCalls: z.number().optional(),
  successfulCalls: z.number().optional(),
  contacts: z.array(z.unknown()).max(0, { error: 'Add contacts after creating the campaign.' }).optional(),
});
export type CallListCreateInput = z.input<typeof CallListCreateInput>;

/** PUT /api/call-lists/{id}: details, or `status: 'paused'` (the Pause button). */
export const CallListUpdateInput = strictBody({
  name: name.optional(),
  description: optionalText(1000),
  script: script.optional(),
  priority: z.enum(CAMPAIGN_PRIORITIES).optional(),
  status: z.enum(['paused', 'active'], { error: 'Status is paused, or active through Start Calls.' }).optional(),
});
export type CallListUpdateInput = z.input<typeof CallListUpdateInput>;

/** POST /api/call-lists/{id}/contacts and PUT /api/call-list-contacts/{id}. */
export const ContactInput = strictBody({
  name: nameField(M.contactNameMissing, 120, 'The contact’s name is too long (120 characters at most).'),
  phone: z.string({ error: M.contactPhoneMissing }).trim().min(1, { error: M.contactPhoneMissing }).max(60),
  email: optionalText(254, 'The email is too long (254 characters at most).'),
  address: optionalText(300, 'The address is too long (300 characters at most).'),
  notes: optionalText(1000, 'The notes are too long (1,000 characters at most).'),
  consent: ConsentInput.nullish(),
});
export type ContactInput = z.input<typeof ContactInput>;
export const ContactUpdateInput = ContactInput.partial().extend({
  status: z.enum(['pending', 'opted-out'], { error: 'Status is pending or opted-out.' }).optional(),
});
export type ContactUpdateInput = z.input<typeof ContactUpdateInput>;

export interface CallListDto {
  id: string;
  userId: string;
  name: string;
  description: string | null;
  script: string;
  /** 'active' (Start Calls enabled) or 'paused'. */
  status: 'active' | 'paused';
  priority: CampaignPriority;
  /** Whether the dialer is working through the list (after Start Calls, until paused or done). */
  dialing: boolean;
  /** Why the dialer stopped by itself (allowance reached, calling not set up), or null. */
  pauseReason: string | null;
  /**
   * While it is dialing but outside calling hours (8 am–9 pm) in every
   * contact's time zone: when the first zone opens and calls resume (ISO).
   * Null otherwise.
   */
  quietUntil: string | null;
  totalContacts: number;
  completedCalls: number;
  successfulCalls: number;
  createdAt: string;
}

export interface ContactConsentDto {
  method: ConsentMethod;
  at: string;
  source: string | null;
}

export interface CallListContactDto {
  id: string;
  callListId: string;
  name: string;
  phone: string;
  email: string | null;
  address: string | null;
  notes: string | null;
  callAttempts: number;
  status: ContactStatus;
  consent: ContactConsentDto | null;
  timeZone: string;
  /** Where the zone came from: the address, the number's area code, or the agent's own zone. */
  timeZoneSource: 'address' | 'area-code' | 'agent';
  lastCalledAt: string | null;
  lastOutcome: string | null;
  lastSkipReason: SkipReason | null;
  lastSkipAt: string | null;
  createdAt: string;
}

export interface ImportRowError {
  /** The row's line in the file (the header is row 1). */
  row: number;
  reason: string;
}

/** What an import or a paste answers. */
export interface ContactsAddedResponse {
  callList: CallListDto;
  added: number;
  duplicates: number;
  errors: ImportRowError[];
}

export interface CallNowResponse {
  success: true;
  name: string;
  phone: string;
  callSid: string;
}
