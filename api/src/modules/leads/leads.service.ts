import type { LeadCreateInput, LeadDetailDto, LeadPatchInput, LeadSource, LeadStage, Understood } from '@leadnest/contracts';
import type { z } from 'zod';
import { Types } from 'mongoose';
import type { SessionUser } from '../../lib/auth.js';
import { LeadModel, sortKeyOf, type Lead, type LeadConsent, type LeadDocument, type LeadQualification } from './lead.model.js';
import { digitsOf, scoreOf, toLeadDetailDto } from './leads.dto.js';
import { CallingNotConfiguredError, LeadNotFoundError } from './leads.errors.js';

/** What creating a lead needs, by hand (POST /api/leads) or from a capture page. */
export interface NewLead {
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  source: LeadSource;
  stage: LeadStage;
  followUpDate?: string | null;
  capturePageId?: Types.ObjectId;
  consent?: LeadConsent;
  /** Says where it came from in the first activity ('Added by hand', 'Capture page …'). */
  origin: string;
}

export async function createLead(ownerId: string, input: NewLead): Promise<LeadDetailDto> {
  const _id = new Types.ObjectId();
  const now = new Date();
  const lead = new LeadModel({
    _id,
    userId: ownerId,
    name: input.name,
    email: input.email ?? null,
    phone: input.phone ?? null,
    phoneDigits: digitsOf(input.phone),
    address: input.address ?? null,
    source: input.source,
    stage: input.stage,
    followUpDate: input.followUpDate ? new Date(input.followUpDate) : null,
    capturePageId: input.capturePageId ?? null,
    consent: input.consent,
    activities: [{ type: 'created', at: now, to: input.stage, text: input.origin }],
    createdAt: now,
    sortKey: sortKeyOf(now, _id),
  });
  lead.score = scoreOf(lead);
  await lead.save();
  return toLeadDetailDto(lead.toObject());
}

/**
 * Many leads at once, stored as given (bench:leads seeds 100k this way);
 * each one's list order key is derived here, as for every other lead.
 */
export async function insertLeadsInBulk(leads: Omit<Lead, 'sortKey'>[]): Promise<void> {
  await LeadModel.insertMany(
    // A lead stored at Closed Won closed when it was last changed, unless told (analytics counts closedAt).
    leads.map((lead) => ({ ...lead, closedAt: lead.closedAt ?? (lead.stage === 'closed' ? lead.updatedAt : null), sortKey: sortKeyOf(lead.createdAt, lead._id) })),
    { lean: true, ordered: false },
  );
}

/** Waits until the leads collection's indexes are built (after a bulk insert, before measuring reads). */
export async function ensureLeadIndexes(): Promise<void> {
  await LeadModel.init();
}

export function createLeadByHand(ownerId: string, input: z.output<typeof LeadCreateInput>): Promise<LeadDetailDto> {
  return createLead(ownerId, { ...input, origin: 'Added by hand' });
}

/*
 * The assistant's side of a lead (issue 6): every conversation turn passes
 * through here, so leads are built in one module whichever way they come in
 * (by hand, a capture page, a chat, later SMS and voice).
 */

/** What the engine needs of the lead before a turn; null when the conversation has no lead yet. */
export async function leadTurnFacts(leadId: Types.ObjectId | string | null | undefined, userId: string): Promise<{ stage: LeadStage; messageCount: number; noteCount: number } | null> {
  if (!leadId) return null;
  const lead = await LeadModel.findOne({ _id: leadId, userId }, { stage: 1, messageCount: 1, notes: 1 }).lean();
  return lead ? { stage: lead.stage, messageCount: lead.messageCount ?? 0, noteCount: lead.notes.length } : null;
}

/** A lead's stage (for the conversation view), or null when it is gone. */
export async function leadStageOf(leadId: Types.ObjectId | string): Promise<LeadStage | null> {
  const lead = await LeadModel.findById(leadId, { stage: 1 }).lean<{ stage: LeadStage }>();
  return lead?.stage ?? null;
}

/** Until the lead gives a name, the pipeline shows where they came from. */
export const UNNAMED_LEAD: Record<LeadSource, string> = {
  website: 'Website visitor',
  sms: 'SMS lead',
  email: 'Email lead',
  facebook: 'Facebook lead',
  instagram: 'Instagram lead',
  phone: 'Phone caller',
};

const CHANNEL_NAME: Record<LeadSource, string> = { website: 'website chat', sms: 'text message', email: 'email', facebook: 'Facebook', instagram: 'Instagram', phone: 'phone call' };

/**
 * Whether a conversation has become a lead: the visitor gave a name or a
 * way to reach them, or something an agent would qualify on (what they
 * want to do, budget, bedrooms, areas, type, timeline, financing). Until
 * then a chat is only a chat: "hi" from a thousand IPs makes no leads.
 */
export function hasLeadFacts(u: Understood): boolean {
  const { contact } = u;
  return Boolean(
    contact.name || contact.email || contact.phone || u.intent !== 'other' || u.budget.min !== undefined || u.budget.max !== undefined ||
      u.bedrooms !== undefined || u.areas.length > 0 || u.propertyType || u.timeline || u.financing !== 'unknown',
  );
}

/** What one turn of a conversation changes on its lead. */
export interface LeadTurn {
  userId: string;
  source: LeadSource;
  understood: Understood;
  stage: LeadStage;
  /** The lead's own latest message (the pipeline's "last message"). */
  leadMessage: string;
  at: Date;
  /** Set when this turn booked a showing: the activity's text. */
  booked?: string;
  /** This turn opted the lead out (STOP), or back in (START). */
  optedOut?: boolean;
  optedIn?: boolean;
}

function qualificationOf(u: Understood): LeadQualification {
  return {
    intent: u.intent === 'other' ? undefined : u.intent,
    budgetMin: u.budget.min,
    budgetMax: u.budget.max,
    bedrooms: u.bedrooms,
    areas: u.areas,
    propertyType: u.propertyType,
    timeline: u.timeline,
    financing: u.financing === 'unknown' ? undefined : u.financing,
  };
}

function newLeadOfTurn(turn: LeadTurn): LeadDocument {
  const _id = new Types.ObjectId();
  return new LeadModel({
    _id,
    userId: turn.userId,
    name: UNNAMED_LEAD[turn.source],
    source: turn.source,
    stage: 'new',
    messageCount: 0,
    activities: [{ type: 'created', at: turn.at, to: 'new', text: `AI assistant, ${CHANNEL_NAME[turn.source]}` }],
    createdAt: turn.at,
    sortKey: sortKeyOf(turn.at, _id),
  });
}

/**
 * Records a turn on the conversation's lead, creating the lead on the
 * first message: contact details the lead gave fill the fields still empty
 * (what the agent typed is never overwritten, except the placeholder name),
 * the qualification is replaced by the latest understanding, the stage only
 * moves as the engine moved it, and each stage change, booking and opt-out
 * is kept as activity. The score is recomputed by the one rule (scoreOf).
 */
export async function recordLeadTurn(leadId: Types.ObjectId | null | undefined, turn: LeadTurn): Promise<LeadDocument> {
  const lead = (leadId ? await LeadModel.findOne({ _id: leadId, userId: turn.userId }) : null) ?? newLeadOfTurn(turn);
  const { contact } = turn.understood;
  if (contact.name && (lead.name === UNNAMED_LEAD[turn.source] || !lead.name)) lead.name = contact.name;
  if (contact.email && !lead.email) lead.email = contact.email;
  if (contact.phone && !lead.phone) {
    lead.phone = contact.phone;
    lead.phoneDigits = digitsOf(contact.phone);
  }
  lead.qualification = qualificationOf(turn.understood);
  if (turn.stage !== lead.stage) {
    lead.activities.push({ type: 'stage', at: turn.at, from: lead.stage, to: turn.stage, text: 'AI assistant' });
    lead.stage = turn.stage;
  }
  if (turn.booked) lead.activities.push({ type: 'appointment', at: turn.at, text: turn.booked });
  if (turn.optedOut && !lead.optedOutAt) {
    lead.optedOutAt = turn.at;
    lead.activities.push({ type: 'optOut', at: turn.at, text: `Opted out in ${CHANNEL_NAME[turn.source]}` });
  }
  if (turn.optedIn && lead.optedOutAt) {
    lead.optedOutAt = null;
    lead.activities.push({ type: 'optOut', at: turn.at, text: `Opted back in by ${CHANNEL_NAME[turn.source]}` });
  }
  lead.lastMessage = turn.leadMessage;
  lead.messageCount = (lead.messageCount ?? 0) + 1;
  lead.score = scoreOf(lead);
  await lead.save();
  return lead;
}

/**
 * A lead the user may see: their own, or any for an admin (who may read
 * every user's data, DECISIONS.md). Changes are the owner's only. Another
 * user's lead is a 404, the same as a missing one.
 */
async function findLead(user: SessionUser, id: string, access: 'read' | 'write'): Promise<LeadDocument> {
  const filter = access === 'read' && user.role === 'admin' ? { _id: id } : { _id: id, userId: user.id };
  const lead = await LeadModel.findOne(filter);
  if (!lead) throw new LeadNotFoundError();
  return lead;
}

export async function getLead(user: SessionUser, id: string): Promise<LeadDetailDto> {
  return toLeadDetailDto((await findLead(user, id, 'read')).toObject());
}

type PatchBody = z.output<typeof LeadPatchInput>;

/** Applies the fields sent, keeps each stage and follow-up change as activity, recomputes the score. */
export async function patchLead(user: SessionUser, id: string, body: PatchBody): Promise<LeadDetailDto> {
  const lead = await findLead(user, id, 'write');
  const at = new Date();
  if (body.stage && body.stage !== lead.stage) {
    lead.activities.push({ type: 'stage', at, from: lead.stage, to: body.stage });
    lead.stage = body.stage;
  }
  if (body.followUpDate !== undefined) {
    const next = body.followUpDate ? new Date(body.followUpDate) : null;
    if ((next?.getTime() ?? null) !== (lead.followUpDate?.getTime() ?? null)) {
      lead.followUpDate = next;
      lead.activities.push({ type: 'followUp', at, text: next ? next.toISOString() : null });
    }
  }
  const changed: string[] = [];
  for (const field of ['name', 'email', 'phone', 'address', 'source'] as const) {
    const value = body[field];
    if (value === undefined || value === (lead[field] ?? null)) continue;
    lead.set(field, value);
    changed.push(field);
  }
  if (changed.includes('phone')) lead.phoneDigits = digitsOf(lead.phone);
  // The deal's value (issue 21): kept quietly, it is no activity of the lead's.
  if (body.salePrice !== undefined) lead.salePrice = body.salePrice;
  if (body.commission !== undefined) lead.commission = body.commission;
  if (changed.length > 0) lead.activities.push({ type: 'updated', at, text: changed.join(', ') });
  lead.score = scoreOf(lead);
  await lead.save();
  return toLeadDetailDto(lead.toObject());
}

export async function addNote(user: SessionUser, id: string, text: string): Promise<LeadDetailDto> {
  const lead = await findLead(user, id, 'write');
  const at = new Date();
  lead.notes.push({ _id: new Types.ObjectId(), text, createdAt: at });
  lead.activities.push({ type: 'note', at, text });
  lead.score = scoreOf(lead);
  await lead.save();
  return toLeadDetailDto(lead.toObject());
}

/** Calling is a later issue: until the phone module exists, every call needs setup. */
export async function callLead(user: SessionUser, id: string): Promise<never> {
  await findLead(user, id, 'write');
  throw new CallingNotConfiguredError();
}

// The dashboard's figures (issue 16).
export { leadFigures, type LeadFigures } from './leads.figures.js';

/** The forms one US number takes in phoneDigits: as typed, 10 digits, and with the country code. */
function phoneDigitForms(phone: string): string[] {
  const digits = digitsOf(phone) ?? '';
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return [...new Set([digits, ten, `1${ten}`])].filter(Boolean);
}

/** The agent's most recent lead with this phone number, or null: how a caller or texter is recognised (issue 17). */
export async function findLeadIdByPhone(userId: string, phone: string): Promise<Types.ObjectId | null> {
  const forms = phoneDigitForms(phone);
  if (!forms.length) return null;
  const lead = await LeadModel.findOne({ userId, phoneDigits: { $in: forms } }, { _id: 1 }).sort({ sortKey: -1 }).lean();
  return lead?._id ?? null;
}

/** Caller ID: the number a lead called or texted from goes on the lead when it has none. */
export async function setLeadPhoneIfMissing(leadId: Types.ObjectId, userId: string, phone: string): Promise<void> {
  await LeadModel.updateOne({ _id: leadId, userId, $or: [{ phone: null }, { phone: { $exists: false } }, { phone: '' }] }, { $set: { phone, phoneDigits: digitsOf(phone) } });
}

// Analytics & Reports (issue 21).
export { closedDealTimings, closedDealTotals, countLeadsBetween, leadsCreatedBreakdown, type ClosedDealTiming, type ClosedDealTotals, type LeadsCreatedBreakdown } from './leads.analytics.js';
