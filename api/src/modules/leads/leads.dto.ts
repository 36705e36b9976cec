import { type LeadScoreFacts, nextRecencyChange, quietDaysOf, scoreLead, scoreReasons } from '@leadnest/assistant-engine/lead-score';
import type { LeadActivityDto, LeadDetailDto, LeadDto, LeadQualificationDto, LeadUtmDto } from '@leadnest/contracts';

import type { Lead, LeadActivity } from './lead.model.js';

/**
 * The fields a lead's row is made of (toLeadDto, with its score's reasons):
 * the list reads these and nothing else (leads.query.ts), not the notes,
 * the activities or the search keys (~45 strings a lead) it never shows.
 * Typed so that toLeadDto cannot read a field the list does not fetch.
 */
export const LEAD_ROW_FIELDS = [
  'userId',
  'assignedTo',
  'assignedAt',
  'name',
  'email',
  'phone',
  'address',
  'source',
  'stage',
  'score',
  'lastMessage',
  'followUpDate',
  'capturePageId',
  'consent',
  'createdAt',
  'updatedAt',
  'sources',
  'lastActivityAt',
  'messageCount',
  'qualification',
  'leadActiveAt',
  'rescoreAt',
] as const satisfies readonly (keyof Lead)[];
export type LeadRow = Pick<Lead, '_id' | (typeof LEAD_ROW_FIELDS)[number]>;

/** The one place that decides what of a lead leaves the server. */
export function toLeadDto(lead: LeadRow): LeadDto {
  return {
    id: String(lead._id),
    userId: String(lead.userId),
    name: lead.name,
    email: lead.email ?? null,
    phone: lead.phone ?? null,
    address: lead.address ?? null,
    source: lead.source,
    stage: lead.stage,
    score: lead.score,
    lastMessage: lead.lastMessage ?? null,
    followUpDate: lead.followUpDate ? lead.followUpDate.toISOString() : null,
    capturePageId: lead.capturePageId ? String(lead.capturePageId) : null,
    consent: lead.consent
      ? {
          given: lead.consent.given,
          at: lead.consent.at.toISOString(),
          pageId: lead.consent.pageId ? String(lead.consent.pageId) : null,
          text: lead.consent.text,
          ...(lead.consent.channels?.length ? { channels: lead.consent.channels } : {}),
          method: lead.consent.method ?? null,
          where: lead.consent.where ?? null,
          recordedBy: lead.consent.recordedByName ?? null,
          recordedAt: lead.consent.recordedAt ? lead.consent.recordedAt.toISOString() : null,
        }
      : null,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
    sources: [...new Set([lead.source, ...(lead.sources ?? [])])],
    lastActivityAt: (lead.lastActivityAt ?? lead.updatedAt ?? lead.createdAt).toISOString(),
    scoreReasons: scoreReasons(scoreFactsOf(lead, reasonsAsOf(lead))).map((r) => `${r.label} (${r.points < 0 ? '−' : '+'}${Math.abs(r.points)})`),
    assignedTo: lead.assignedTo ? String(lead.assignedTo) : null,
    assignedAt: lead.assignedAt ? lead.assignedAt.toISOString() : null,
  };
}

function toActivityDto(activity: LeadActivity): LeadActivityDto {
  const dto: LeadActivityDto = { type: activity.type, at: activity.at.toISOString() };
  if (activity.from) dto.from = activity.from;
  if (activity.to) dto.to = activity.to;
  if (activity.text !== undefined) dto.text = activity.text;
  return dto;
}

/** Notes and activity newest first (they are stored in the order they happened). */
export function toLeadDetailDto(lead: Lead): LeadDetailDto {
  return {
    ...toLeadDto(lead),
    notes: [...lead.notes].reverse().map((note) => ({ id: String(note._id), text: note.text, createdAt: note.createdAt.toISOString() })),
    activities: [...lead.activities].reverse().map(toActivityDto),
    qualification: toQualificationDto(lead.qualification),
    deal: { salePrice: lead.salePrice ?? null, commission: lead.commission ?? null, closedAt: lead.closedAt ? lead.closedAt.toISOString() : null },
    utm: toUtmDto(lead.utm),
  };
}

/** The visit's UTM parameters that were given; null when none were. */
function toUtmDto(utm: Lead['utm']): LeadUtmDto | null {
  if (!utm) return null;
  const dto: LeadUtmDto = {};
  for (const key of ['source', 'medium', 'campaign', 'term', 'content'] as const) if (utm[key]) dto[key] = utm[key];
  return Object.keys(dto).length > 0 ? dto : null;
}

/** The facts the assistant learned, without empty ones; null when there are none. */
function toQualificationDto(q: Lead['qualification']): LeadQualificationDto | null {
  if (!q) return null;
  const dto: LeadQualificationDto = {};
  if (q.intent) dto.intent = q.intent;
  if (q.budgetMin !== undefined && q.budgetMin !== null) dto.budgetMin = q.budgetMin;
  if (q.budgetMax !== undefined && q.budgetMax !== null) dto.budgetMax = q.budgetMax;
  if (q.bedrooms !== undefined && q.bedrooms !== null) dto.bedrooms = q.bedrooms;
  if (q.areas?.length) dto.areas = [...q.areas];
  if (q.propertyType) dto.propertyType = q.propertyType;
  if (q.timeline) dto.timeline = q.timeline;
  if (q.financing) dto.financing = q.financing;
  return Object.keys(dto).length > 0 ? dto : null;
}

type ScoredLead = Pick<Lead, 'email' | 'phone' | 'source' | 'messageCount' | 'qualification'> & Partial<Pick<Lead, 'leadActiveAt' | 'createdAt'>>;

/** When the lead itself last did something: its own activity, else its arrival. */
export const leadActiveAtOf = (lead: Partial<Pick<Lead, 'leadActiveAt' | 'createdAt'>>, now: Date): Date => lead.leadActiveAt ?? lead.createdAt ?? now;

/**
 * The moment the reasons explain: now, unless the lead crossed a recency
 * band the rescoring job has not reached yet (it runs hourly), in which
 * case just before the crossing, so the hover adds up to the stored score.
 */
function reasonsAsOf(lead: Partial<Pick<Lead, 'rescoreAt'>>, now = new Date()): Date {
  return lead.rescoreAt && lead.rescoreAt <= now ? new Date(lead.rescoreAt.getTime() - 1) : now;
}

/** The score's inputs, taken from the lead: what the lead gave, said and did and how long ago, never the agent's notes or stage. */
export function scoreFactsOf(lead: ScoredLead, now = new Date()): LeadScoreFacts {
  const q = lead.qualification;
  return {
    quietDays: quietDaysOf(leadActiveAtOf(lead, now), now),
    hasEmail: Boolean(lead.email),
    hasPhone: Boolean(lead.phone),
    source: lead.source,
    messageCount: lead.messageCount ?? 0,
    readiness: q
      ? {
          timeline: q.timeline,
          financing: q.financing,
          hasBudget: typeof q.budgetMin === 'number' || typeof q.budgetMax === 'number',
          hasIntent: Boolean(q.intent && q.intent !== 'other'),
        }
      : undefined,
  };
}

export function scoreOf(lead: ScoredLead, now = new Date()): number {
  return scoreLead(scoreFactsOf(lead, now));
}

/** The rule the stored scores follow: 2 added recency. The start-up rescore redoes leads under another. */
export const SCORE_RULE = 2;

/** The score as of `now` with what the rescoring job needs: when its recency band next changes, and the rule. */
export function scoredFields(lead: ScoredLead, now = new Date()): Pick<Lead, 'score' | 'rescoreAt' | 'scoreRule'> {
  return { score: scoreOf(lead, now), rescoreAt: nextRecencyChange(leadActiveAtOf(lead, now), now), scoreRule: SCORE_RULE };
}

export const digitsOf = (phone: string | null | undefined): string | null => (phone ? phone.replace(/\D/g, '') : null);
