import { z } from 'zod';

import type { AssistantFinancing, AssistantIntent, AssistantTimeline, PropertyType } from './assistant';
import {
  LEAD_PAGE_MAX,
  LEAD_PAGE_SIZE,
  LEAD_SEARCH_MAX,
  LEAD_SORTS,
  LEAD_SOURCES,
  LEAD_STAGES,
  type LeadSource,
  type LeadStage,
  NOTE_MAX,
  type PipelineStage,
} from './constants';
import { dealFields, type LeadDealDto } from './deal';
import { MAX_EMAIL, MAX_NAME, MAX_TEXT, nameField, optionalText, strictBody } from './fields';

/**
 * Leads (spec part 2: Lead Management, the Lead entity, §4, §7). Every list
 * is the signed-in user's; an admin may pass `userId` to read another's.
 */
export {
  ALL_LEAD_SOURCES,
  LEAD_PAGE_MAX,
  LEAD_PAGE_SIZE,
  LEAD_SEARCH_MAX,
  LEAD_SORTS,
  LEAD_SOURCES,
  LEAD_STAGES,
  NOTE_MAX,
  PIPELINE_STAGES,
  type LeadSort,
  type LeadSource,
  type LeadStage,
  type PipelineStage,
} from './constants';

export const LEAD_MESSAGES = {
  nameRequired: 'Please enter the lead’s name.',
  emailInvalid: 'Please enter a valid email address.',
  phoneInvalid: 'Please enter a valid phone number (at least 10 digits).',
  contactRequired: 'Please enter an email address or a phone number.',
  stageInvalid: `Stage must be one of ${LEAD_STAGES.join(', ')}.`,
  sourceInvalid: `Source must be one of ${LEAD_SOURCES.join(', ')}.`,
  followUpInvalid: 'Follow-up date must be an ISO date and time, e.g. 2030-01-31T15:00:00.000Z.',
  noteRequired: 'Please enter a note.',
  noteTooLong: `A note can have at most ${NOTE_MAX} characters.`,
  idInvalid: 'Lead not found',
  cursorInvalid: 'The page cursor is not valid. Reload the list.',
  limitInvalid: `Page size must be a whole number from 1 to ${LEAD_PAGE_MAX}.`,
  nothingToUpdate: 'Send at least one field to change.',
  notFound: 'Lead not found',
  callingNotConfigured: 'Configure Twilio in API Settings to enable calling',
  mergeSame: 'Pick two different leads to merge.',
} as const;

const M = LEAD_MESSAGES;

const digits = (value: string) => value.replace(/\D/g, '').length;
/** '' or null clears; otherwise a valid address, trimmed and lower-cased. */
export const leadEmail = z
  .string({ error: M.emailInvalid })
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL, { error: M.emailInvalid })
  .refine((v) => v === '' || z.regexes.email.test(v), { error: M.emailInvalid })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));
/** Any format ('Enter just the numbers, any format is accepted'), but at least 10 digits. */
export const leadPhone = z
  .string({ error: M.phoneInvalid })
  .trim()
  .max(40, { error: M.phoneInvalid })
  .refine((v) => v === '' || digits(v) >= 10, { error: M.phoneInvalid })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));
export const leadName = nameField(M.nameRequired, MAX_NAME, 'Name is too long.');
const stage = z.enum(LEAD_STAGES, { error: M.stageInvalid });
const source = z.enum(LEAD_SOURCES, { error: M.sourceInvalid });
const objectId = (message: string) => z.string({ error: message }).regex(/^[0-9a-f]{24}$/i, { error: message });

/** Route params of /api/leads/{id}: a malformed id is a 400, never a database error. */
export const LeadIdParams = z.object({ id: objectId(M.idInvalid) });

/** Filters shared by the list and the counts; 'all' (or absent) means no filtering (§5). */
const filters = {
  source: z.enum(['all', ...LEAD_SOURCES], { error: M.sourceInvalid }).optional(),
  /** Text search on name, email and phone (phone also by its digits alone). */
  q: z.string({ error: 'Search must be text.' }).trim().max(LEAD_SEARCH_MAX, { error: 'Search is too long.' }).optional(),
  /** Admins only (another user's id answers 403 otherwise). */
  userId: objectId('userId is not a valid id.').optional(),
  /** Teams: `me`, the pool (`unassigned`) or `all` (an agent's all is their own plus the pool). */
  assigned: z.enum(['me', 'unassigned', 'all'], { error: 'Assigned must be one of me, unassigned, all.' }).optional(),
};

/** GET /api/leads */
export const LeadListQuery = z.object({
  ...filters,
  sort: z.enum(LEAD_SORTS, { error: `Sort must be one of ${LEAD_SORTS.join(', ')}.` }).default('created'),
  stage: z.enum(['all', ...LEAD_STAGES], { error: M.stageInvalid }).optional(),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string({ error: M.cursorInvalid }).max(200, { error: M.cursorInvalid }).optional(),
  limit: z.coerce
    .number({ error: M.limitInvalid })
    .int({ error: M.limitInvalid })
    .min(1, { error: M.limitInvalid })
    .max(LEAD_PAGE_MAX, { error: M.limitInvalid })
    .default(LEAD_PAGE_SIZE),
});
export type LeadListQuery = z.input<typeof LeadListQuery>;

/** GET /api/leads/counts: the same filters as the list, except stage. */
export const LeadCountsQuery = z.object(filters);
export type LeadCountsQuery = z.input<typeof LeadCountsQuery>;

/**
 * POST /api/leads: a lead added by hand. Name is required; email and phone
 * are optional (a walk-in may leave only a name). Source defaults to
 * 'website' because the spec's five sources have no "manual" entry and the
 * list's source filter must be able to find every lead; the form should ask.
 */
export const LeadCreateInput = strictBody({
  name: leadName,
  email: leadEmail,
  phone: leadPhone,
  address: optionalText(MAX_TEXT),
  source: source.default('website'),
  stage: stage.default('new'),
  followUpDate: z.iso.datetime({ offset: true, error: M.followUpInvalid }).nullish(),
  /** Add Lead's notes: kept as the lead's first note. */
  note: z.string({ error: M.noteRequired }).trim().max(NOTE_MAX, { error: M.noteTooLong }).optional(),
  /** The agent says the person agreed to be called and texted: recorded as consent "entered by agent". */
  consent: z.boolean({ error: 'Consent must be true or false.' }).optional(),
});
export type LeadCreateInput = z.input<typeof LeadCreateInput>;

/** PATCH /api/leads/{id}: any stage directly (§4), the follow-up (null clears it), contact fields. */
export const LeadPatchInput = strictBody({
  stage: stage.optional(),
  followUpDate: z.iso.datetime({ offset: true, error: M.followUpInvalid }).nullish(),
  name: leadName.optional(),
  email: leadEmail,
  phone: leadPhone,
  address: optionalText(MAX_TEXT),
  source: source.optional(),
  /** Teams, owner/admin only: a member's id, or null for the pool (docs/decisions/0034-teams.md). */
  assignedTo: objectId('That member is not on your team.').nullable().optional(),
  ...dealFields,
}).refine((body) => Object.values(body).some((v) => v !== undefined), { error: M.nothingToUpdate });
export type LeadPatchInput = z.input<typeof LeadPatchInput>;

/** POST /api/leads/{id}/notes */
export const LeadNoteInput = strictBody({
  note: z.string({ error: M.noteRequired }).trim().min(1, { error: M.noteRequired }).max(NOTE_MAX, { error: M.noteTooLong }),
});
export type LeadNoteInput = z.input<typeof LeadNoteInput>;

export interface LeadNoteDto {
  id: string;
  text: string;
  createdAt: string;
}

/** What happened to a lead, newest first in the answers. */
export type LeadActivityType =
  | 'created'
  | 'stage'
  | 'note'
  | 'followUp'
  | 'updated'
  | 'appointment'
  | 'optOut'
  // One record per person: the same person arrived again, or two leads were merged; what they wrote; consent given or withdrawn.
  | 'merged'
  | 'message'
  | 'consent'
  // Teams: who works the lead changed (`text` says to whom and why; docs/decisions/0034-teams.md).
  | 'assigned';
export interface LeadActivityDto {
  type: LeadActivityType;
  at: string;
  /** For 'stage': the stages before and after. */
  from?: LeadStage;
  to?: LeadStage;
  /** For 'note': the note; for 'followUp': the ISO time (or null when cleared); for 'created': where from. */
  text?: string | null;
}

/** Consent given on a capture page, as the visitor saw it (TCPA / FCC 24-17). */
export interface LeadConsentDto {
  given: boolean;
  at: string;
  /** The capture page it was given on; null when the agent entered it (Add Lead). */
  pageId: string | null;
  text: string;
  /** What it covers; absent on records that predate the field (a form's box covers calls and texts). */
  channels?: ('calls' | 'texts')[];
  /** How it was given (lead-consent.ts), where and by whom it was recorded, when known. */
  method?: string | null;
  where?: string | null;
  recordedBy?: string | null;
  recordedAt?: string | null;
}

/** A lead in the list (no notes or activity, to keep pages small). */
export interface LeadDto {
  id: string;
  userId: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  source: LeadSource;
  stage: LeadStage;
  /** 0–100, see scoreLead in the API. */
  score: number;
  lastMessage: string | null;
  followUpDate: string | null;
  capturePageId: string | null;
  consent: LeadConsentDto | null;
  createdAt: string;
  updatedAt: string;
  /** Every source the person came through, the first (`source`) first. Always sent by the API; optional for older fixtures. */
  sources?: LeadSource[];
  /** The last thing that happened on the lead (the "last activity" order). */
  lastActivityAt?: string;
  /** What the score is made of, e.g. "Gave a phone number (+20)": shown on hover. Optional for older fixtures. */
  scoreReasons?: string[];
  /** The team member working the lead; null in the team's unassigned pool (docs/decisions/0034-teams.md). Optional for older fixtures. */
  assignedTo?: string | null;
  assignedAt?: string | null;
}

/**
 * What the AI assistant learned about the lead in its conversations (the
 * facts behind the score). Only what the lead said: absent fields are unknown.
 */
export interface LeadQualificationDto {
  intent?: AssistantIntent;
  budgetMin?: number;
  budgetMax?: number;
  bedrooms?: number;
  areas?: string[];
  propertyType?: PropertyType;
  timeline?: AssistantTimeline;
  financing?: AssistantFinancing;
}

/** GET /api/leads/{id} and every mutation's answer: notes and activity newest first. */
export interface LeadDetailDto extends LeadDto {
  notes: LeadNoteDto[];
  activities: LeadActivityDto[];
  /** null until the assistant has learned something. */
  qualification: LeadQualificationDto | null;
  /** Sale price and commission of a Closed Won deal. */
  deal: LeadDealDto;
  /** The UTM parameters of the visit that brought the lead through a capture page; null when there were none. Optional for older fixtures. */
  utm?: LeadUtmDto | null;
}

/** utm_source, utm_medium, utm_campaign, utm_term and utm_content of the visit, those given. */
export interface LeadUtmDto {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

export interface LeadListResponse {
  leads: LeadDto[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface LeadCountsResponse {
  /** One per count card. */
  counts: Record<PipelineStage, number>;
  lost: number;
  /** Every lead matching the filters, lost included. */
  total: number;
}

/** POST /api/leads/{id}/merge: the other lead is folded into this one and deleted. */
export const LeadMergeInput = strictBody({ otherId: objectId(M.idInvalid) });
export type LeadMergeInput = z.input<typeof LeadMergeInput>;
