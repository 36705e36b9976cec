import { nextRecencyChange } from '@leadnest/assistant-engine/lead-score';
import type { LeadCreateInput, LeadDetailDto, LeadPatchInput } from '@leadnest/contracts';
import { CONSENT_ENTERED_BY_AGENT, LEAD_MESSAGES } from '@leadnest/contracts';
import { toE164 } from '@leadnest/contracts/phone-number';
import { Types } from 'mongoose';
import type { z } from 'zod';

import { accountOfUser, type SessionUser } from '../../lib/auth.js';
import { BadRequestError } from '../../lib/errors.js';
import { domainEvents } from '../../lib/events/domain-events.js';
import { assignLead } from './assignment/lead-assignment.js';
import { assertFollowUpAhead, scheduleFollowUpReminder } from './follow-ups/lead-follow-ups.js';
import { announceLeadChange, announceLeadUpdated } from './hooks/lead-hooks.js';
import { claimFreeKeys, identityKeys, releaseIdentity } from './identity/lead-identity.js';
import { deriveStoredFields, type Lead, type LeadDocument, LeadModel } from './lead.model.js';
import { leadAccessFilter } from './lead-access.js';
import { type CreatedLead, createOrMergeLead, storedPhone } from './leads.create.js';
import { digitsOf, leadActiveAtOf, SCORE_RULE, scoredFields, toLeadDetailDto } from './leads.dto.js';
import { LeadNotFoundError } from './leads.errors.js';
import { mergeTwoLeads } from './merge/lead-merge.js';
import { refreshSearchKeys } from './search/lead-search-keys.backfill.js';

// Creating a lead, one record per person: every path (by hand,
// capture pages, calls, campaigns) goes through createLead / createOrMergeLead.
export { createLead, createOrMergeLead, storedPhone, type CreatedLead, type NewLead } from './leads.create.js';

/**
 * Many leads at once, stored as given (bench:leads seeds 100k this way);
 * the derived fields as for every other lead (deriveStoredFields), "now"
 * being when each was last changed. The given score is taken as scored
 * then under the current rule; the rescoring job takes it from its next
 * recency band on.
 */
export async function insertLeadsInBulk(leads: Omit<Lead, 'sortKey'>[]): Promise<void> {
  await LeadModel.insertMany(
    leads.map((lead) => {
      const now = lead.updatedAt ?? lead.createdAt;
      const leadActiveAt = leadActiveAtOf(lead, now);
      return { ...lead, ...deriveStoredFields(lead, { now }), leadActiveAt, rescoreAt: nextRecencyChange(leadActiveAt, now), scoreRule: SCORE_RULE };
    }),
    { lean: true, ordered: false },
  );
}

/** Waits until the leads collection's indexes are built (after a bulk insert, before measuring reads). */
export async function ensureLeadIndexes(): Promise<void> {
  await LeadModel.init();
}

/** POST /api/leads: the agent typed it; a phone must be a real number (it will be called and texted). */
export function createLeadByHand(ownerId: string, input: z.output<typeof LeadCreateInput>): Promise<CreatedLead> {
  assertPhone(input.phone);
  assertFollowUpAhead(input.followUpDate);
  const { consent, note, ...fields } = input;
  // Consent only when the agent ticked it: what the person agreed to, in the agent's words, now.
  const given = consent ? { given: true, at: new Date(), pageId: null, text: CONSENT_ENTERED_BY_AGENT } : undefined;
  return createOrMergeLead(ownerId, { ...fields, note: note || null, consent: given, origin: 'Added by hand' }).then(async (created) => {
    await scheduleFollowUpReminder(created.lead);
    // Folded into a lead the agent had: its conversations show it as it now is.
    if (created.merged) await announceLeadUpdated(ownerId, created.lead);
    return created;
  });
}

function assertPhone(phone: string | null | undefined): void {
  if (phone && !toE164(phone)) throw new BadRequestError(LEAD_MESSAGES.phoneInvalid, { phone: LEAD_MESSAGES.phoneInvalid }, { code: 'VALIDATION_FAILED' });
}

// The assistant's side of a lead: leads.turns.ts.
export { hasLeadFacts, isPlaceholderName, leadStageOf, leadTurnFacts, type LeadTurnFacts, recordLeadTurn, UNNAMED_LEAD, type LeadTurn } from './leads.turns.js';

/**
 * A lead the user may see: their own, or any for an admin (who may read
 * every user's data, docs/decisions/0005-sessions-and-auth.md). Changes are the owner's only. Another
 * user's lead is a 404, the same as a missing one.
 */
async function findLead(user: SessionUser, id: string, access: 'read' | 'write'): Promise<LeadDocument> {
  const filter = access === 'read' && user.role === 'admin' ? { _id: id } : { _id: id, ...leadAccessFilter(user) };
  const lead = await LeadModel.findOne(filter);
  if (!lead) throw new LeadNotFoundError();
  return lead;
}

/** Those of `ids` the user may work: for an agent's bulk actions. */
export async function visibleLeadIds(user: SessionUser, ids: readonly string[]): Promise<string[]> {
  const rows = await LeadModel.find({ _id: { $in: [...new Set(ids)] }, ...leadAccessFilter(user) }, { _id: 1 }).lean();
  return rows.map((r) => String(r._id));
}

export async function getLead(user: SessionUser, id: string): Promise<LeadDetailDto> {
  return toLeadDetailDto((await findLead(user, id, 'read')).toObject());
}

type PatchBody = z.output<typeof LeadPatchInput>;

/** Applies the fields sent, keeps each stage and follow-up change as activity, recomputes the score. */
export async function patchLead(user: SessionUser, id: string, body: PatchBody): Promise<LeadDetailDto> {
  const lead = await findLead(user, id, 'write');
  if (body.assignedTo !== undefined) {
    const assigned = await assignLead(user, lead, body.assignedTo);
    if (Object.keys(body).length === 1) return assigned;
  }
  const at = new Date();
  const stageBefore = lead.stage;
  if (body.stage && body.stage !== lead.stage) {
    lead.activities.push({ type: 'stage', at, from: lead.stage, to: body.stage });
    lead.stage = body.stage;
  }
  if (body.followUpDate !== undefined) {
    assertFollowUpAhead(body.followUpDate);
    const next = body.followUpDate ? new Date(body.followUpDate) : null;
    if ((next?.getTime() ?? null) !== (lead.followUpDate?.getTime() ?? null)) {
      lead.followUpDate = next;
      lead.activities.push({ type: 'followUp', at, text: next ? next.toISOString() : null });
    }
  }
  assertPhone(body.phone);
  const keysBefore = identityKeys(String(lead.userId), lead.email, lead.phone);
  const changed: string[] = [];
  for (const field of ['name', 'email', 'phone', 'address', 'source'] as const) {
    const value = field === 'phone' && body.phone !== undefined ? storedPhone(body.phone) : body[field];
    if (value === undefined || value === (lead[field] ?? null)) continue;
    lead.set(field, value);
    changed.push(field);
  }
  if (changed.includes('phone')) lead.phoneDigits = digitsOf(lead.phone);
  // The deal's value: kept quietly, it is no activity of the lead's.
  if (body.salePrice !== undefined) lead.salePrice = body.salePrice;
  if (body.commission !== undefined) lead.commission = body.commission;
  if (changed.length > 0) lead.activities.push({ type: 'updated', at, text: changed.join(', ') });
  // Only what the lead gave moves the score: a stage move or follow-up leaves it as stored.
  if (changed.length > 0) Object.assign(lead, scoredFields(lead, at));
  await lead.save();
  if (changed.includes('email') || changed.includes('phone')) {
    // The old email or phone is no longer this person's; the new one is, unless another lead holds it.
    await releaseIdentity(lead._id, keysBefore);
    await claimFreeKeys(lead._id, identityKeys(String(lead.userId), lead.email, lead.phone));
  }
  if (body.followUpDate) await scheduleFollowUpReminder({ id: String(lead._id), followUpDate: lead.followUpDate?.toISOString() ?? null });
  if (lead.stage !== stageBefore || changed.includes('email')) await announceLeadChange(lead.stage !== stageBefore ? 'stage' : 'email', lead, at);
  const dto = toLeadDetailDto(lead.toObject());
  await announceLeadUpdated(String(lead.userId), dto);
  return dto;
}

export async function addNote(user: SessionUser, id: string, text: string): Promise<LeadDetailDto> {
  const lead = await findLead(user, id, 'write');
  const at = new Date();
  lead.notes.push({ _id: new Types.ObjectId(), text, createdAt: at });
  lead.activities.push({ type: 'note', at, text });
  await lead.save();
  const dto = toLeadDetailDto(lead.toObject());
  await announceLeadUpdated(String(lead.userId), dto);
  return dto;
}

// The dashboard's figures.
export { leadFigures, type LeadFigures } from './leads.figures.js';

/** The forms one US number takes in phoneDigits: as typed, 10 digits, and with the country code. */
function phoneDigitForms(phone: string): string[] {
  const digits = digitsOf(phone) ?? '';
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return [...new Set([digits, ten, `1${ten}`])].filter(Boolean);
}

/** The agent's most recent lead with this phone number, or null: how a caller or texter is recognised. */
export async function findLeadIdByPhone(userId: string, phone: string): Promise<Types.ObjectId | null> {
  const forms = phoneDigitForms(phone);
  if (!forms.length) return null;
  const lead = await LeadModel.findOne({ userId, phoneDigits: { $in: forms } }, { _id: 1 })
    .sort({ sortKey: -1 })
    .lean();
  return lead?._id ?? null;
}

/** Caller ID: the number a lead called or texted from goes on the lead when it has none. */
export async function setLeadPhoneIfMissing(leadId: Types.ObjectId, userId: string, phone: string): Promise<void> {
  const stored = storedPhone(phone);
  const res = await LeadModel.updateOne(
    { _id: leadId, userId, $or: [{ phone: null }, { phone: { $exists: false } }, { phone: '' }] },
    { $set: { phone: stored, phoneDigits: digitsOf(stored) } },
  );
  if (res.modifiedCount > 0) await Promise.all([claimFreeKeys(leadId, identityKeys(userId, null, stored)), refreshSearchKeys(leadId)]);
}

/** DELETE /api/leads/{id}: the lead and its email and phone claims (the person may come back as a new lead). */
export async function deleteLead(user: SessionUser, id: string): Promise<void> {
  const lead = await findLead(user, id, 'write');
  await LeadModel.deleteOne({ _id: lead._id, userId: lead.userId });
  await releaseIdentity(lead._id);
  await domainEvents.publish('lead.removed', { userId: String(lead.userId), leadIds: [String(lead._id)] });
}

/**
 * POST /api/leads/{id}/merge: `otherId` folded into `id` (mergeTwoLeads).
 * What pointed at the removed lead (conversations, appointments) moves to
 * the kept one before the kept one's fields are mirrored onto its
 * conversations: `lead.merged`, then `lead.updated`, both awaited.
 */
export async function mergeLeads(user: SessionUser, keepId: string, otherId: string): Promise<{ kept: LeadDetailDto; removedId: string }> {
  if (keepId === otherId) throw new BadRequestError(LEAD_MESSAGES.mergeSame, { otherId: LEAD_MESSAGES.mergeSame }, { code: 'VALIDATION_FAILED' });
  // Both must be the user's to work (an agent's own or the pool's).
  await Promise.all([findLead(user, keepId, 'write'), findLead(user, otherId, 'write')]);
  const accountId = accountOfUser(user);
  const result = await mergeTwoLeads(accountId, keepId, otherId);
  if (!result) throw new LeadNotFoundError();
  const { kept } = result;
  const removedId = String(result.removedId);
  await domainEvents.publish('lead.merged', { userId: accountId, removedId, kept: { id: kept.id, name: kept.name, stage: kept.stage, score: kept.score } });
  await announceLeadUpdated(accountId, kept);
  return { kept, removedId };
}

export { leadAccessFilter } from './lead-access.js';

// Teams: each member's figures for the leaderboard.
export { teamFigures, type MemberFigures } from './assignment/team-figures.js';
// Teams: a reply or a call that keeps a lead with its assignee.
export { recordMemberContact } from './assignment/lead-assignment.js';

// Analytics & Reports.
export {
  closedDeals,
  closedDealTotals,
  countLeadsBetween,
  earliestLeadDate,
  leadOwnerIds,
  leadRollupRows,
  leadsCreatedBreakdown,
  type ClosedDealRowDerived,
  type ClosedDealTiming,
  type ClosedDealTotals,
  type LeadsCreatedBreakdown,
} from './leads.analytics.js';
export { backfillClosedDeals } from './leads.closed-backfill.js';
export { backfillSearchKeysOnce } from './search/lead-search-keys.backfill.js';

// A lead's timeline and follow-ups.
export { leadTimelineFacts, type LeadTimelineFacts } from './timeline/lead-timeline-facts.js';
export {
  assertFollowUpAhead,
  countFollowUpsBetween,
  followUpOf,
  FOLLOW_UP_REMINDER_JOB,
  listFollowUpsBetween,
  scheduleFollowUpReminder,
} from './follow-ups/lead-follow-ups.js';

// Lead changes for other modules to act on (the Mailchimp sync).
export { marketingContactOf, type LeadChangeEvent, type MarketingContact } from './hooks/lead-hooks.js';
