import type { LeadDetailDto } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { consentToKeep } from '../consent/consent-precedence.js';
import { claimFreeKeys, identityKeys, MERGE_FIELDS, type MergeTarget, moveIdentity, releaseIdentity } from '../identity/lead-identity.js';
import { type Lead, type LeadActivity, LeadModel, orderKeysOf } from '../lead.model.js';
import { digitsOf, scoredFields, toLeadDetailDto } from '../leads.dto.js';
import { consentText, type NewLead } from '../leads.types.js';
import { searchKeysOf } from '../search/lead-search-keys.js';

/** The placeholder names a lead has before the person gives theirs (UNNAMED_LEAD), which a real name replaces. */
const PLACEHOLDER_NAME = /^(Website visitor|SMS lead|Email lead|Facebook lead|Instagram lead|Phone caller)$/;

/**
 * A second arrival of one person, folded into their lead: fields
 * still empty are filled (what the agent has is never overwritten), the new
 * source is listed (the first one stays `source`), the message and consent
 * go on the timeline. One atomic update: any number of arrivals at once all
 * land. Null when the lead is gone.
 *
 * `target` is the lead as findLeadForMerge read it (or its id, read here).
 * The keys the update changes are set by it (last activity, name, search),
 * and the person's unclaimed keys are claimed alongside it, so a merge is
 * one round trip after the lookup unless the score moved.
 */
export async function mergeIntoLead(target: Types.ObjectId | MergeTarget, userId: string, incoming: NewLead): Promise<LeadDetailDto | null> {
  const current = target instanceof Types.ObjectId ? await readTarget(target, userId) : target;
  if (!current) return null;
  const leadId = current._id;
  const at = new Date();
  // The person came again: their own activity (the score's recency).
  const set: Partial<Lead> = { lastActivityAt: at, leadActiveAt: at };
  if (incoming.name && (!current.name || PLACEHOLDER_NAME.test(current.name))) set.name = incoming.name;
  if (incoming.email && !current.email) set.email = incoming.email;
  if (incoming.phone && !current.phone) Object.assign(set, { phone: incoming.phone, phoneDigits: digitsOf(incoming.phone) });
  if (incoming.address && !current.address) set.address = incoming.address;
  // The newer record wins: an older consent never replaces a newer one or a withdrawal (consent-precedence.ts).
  const consent = incoming.consent ? consentToKeep(current.consent, incoming.consent) : null;
  if (consent) set.consent = consent;
  if (incoming.followUpDate && !current.followUpDate) set.followUpDate = new Date(incoming.followUpDate);
  if (incoming.message) set.lastMessage = incoming.message;
  const after = { ...current, ...set };
  set.activityKey = `${at.toISOString()}|${String(leadId)}`;
  if (set.name) set.nameKey = `${set.name.toLowerCase()}|${String(leadId)}`;
  if (set.name || set.email || set.phone) set.searchKeys = searchKeysOf(after);
  const activities: LeadActivity[] = [{ type: 'merged', at, text: `Same person again: ${incoming.origin}` }];
  if (incoming.message) activities.push({ type: 'message', at, text: incoming.message });
  if (consent && incoming.consent) activities.push({ type: 'consent', at, text: consentText(incoming.consent, incoming.origin), givenAt: incoming.consent.at });
  if (incoming.note) activities.push({ type: 'note', at, text: incoming.note });
  const notes = incoming.note ? [{ _id: new Types.ObjectId(), text: incoming.note, createdAt: at }] : [];
  const unclaimed = identityKeys(userId, after.email, after.phone).filter((k) => !current.claimed.includes(k));
  const [updated] = await Promise.all([
    LeadModel.findOneAndUpdate(
      { _id: leadId, userId },
      { $set: set, $push: { activities: { $each: activities }, notes: { $each: notes } }, $addToSet: { sources: incoming.source } },
      { returnDocument: 'after' },
    ).lean<Lead>(),
    unclaimed.length > 0 ? claimFreeKeys(leadId, unclaimed) : null,
  ]);
  if (!updated) {
    // Deleted meanwhile: its claims must not outlive it.
    if (unclaimed.length > 0) await releaseIdentity(leadId, unclaimed);
    return null;
  }
  return toLeadDetailDto(await rescore(updated));
}

async function readTarget(leadId: Types.ObjectId, userId: string): Promise<MergeTarget | null> {
  const lead = await LeadModel.findOne({ _id: leadId, userId }, MERGE_FIELDS).lean<Lead>();
  return lead ? { ...lead, claimed: [] } : null;
}

/** The score and the order keys after a change made by an update (a save derives them itself). */
export async function rescore(lead: Lead, now = new Date()): Promise<Lead> {
  const scored = scoredFields(lead, now);
  const keys = { ...orderKeysOf({ ...lead, score: scored.score }), searchKeys: searchKeysOf(lead) };
  const same = (a?: Date | null, b?: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
  const sameSearch = lead.searchKeys !== undefined && keys.searchKeys.join('\n') === lead.searchKeys.join('\n');
  if (
    scored.score === lead.score &&
    same(scored.rescoreAt, lead.rescoreAt) &&
    scored.scoreRule === lead.scoreRule &&
    keys.scoreKey === lead.scoreKey &&
    keys.nameKey === lead.nameKey &&
    keys.activityKey === lead.activityKey &&
    sameSearch
  )
    return lead;
  await LeadModel.updateOne({ _id: lead._id }, { $set: { ...scored, ...keys } });
  return { ...lead, ...scored, ...keys };
}

/**
 * The Merge action: the agent picked two leads that are one
 * person. `keepId` stays (its name, stage and primary source win, whichever
 * lead is older); the other's
 * missing fields, sources, notes, activity, messages and follow-up move onto
 * it, its email and phone claims move to it, and it is deleted. Both must be
 * the agent's own (null otherwise: a 404).
 */
export async function mergeTwoLeads(userId: string, keepId: string, otherId: string): Promise<{ kept: LeadDetailDto; removedId: Types.ObjectId } | null> {
  const [keep, other] = await Promise.all([LeadModel.findOne({ _id: keepId, userId }), LeadModel.findOne({ _id: otherId, userId })]);
  if (!keep || !other) return null;
  const at = new Date();
  for (const field of ['email', 'phone', 'phoneDigits', 'address', 'lastMessage', 'capturePageId', 'qualification'] as const) {
    if (!keep.get(field) && other.get(field)) keep.set(field, other.get(field));
  }
  if (PLACEHOLDER_NAME.test(keep.name) && !PLACEHOLDER_NAME.test(other.name)) keep.name = other.name;
  // The kept lead's primary source stays (the agent chose that record); the other's sources are listed after its own.
  keep.sources = [...new Set([keep.source, ...(keep.sources ?? []), other.source, ...(other.sources ?? [])])];
  if (!keep.consent || (other.consent && other.consent.at > keep.consent.at)) keep.consent = other.consent ?? keep.consent;
  if (!keep.followUpDate || (other.followUpDate && other.followUpDate < keep.followUpDate)) keep.followUpDate = other.followUpDate ?? keep.followUpDate;
  keep.messageCount = (keep.messageCount ?? 0) + (other.messageCount ?? 0);
  keep.notes = [...keep.notes, ...other.notes].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  // Which record went: two records of one person often share a name, so its contact details say which.
  const otherContact = [other.email, other.phone].filter(Boolean).join(', ');
  const mergedText = `Merged with ${other.name}${otherContact ? ` (${otherContact})` : ''} by the agent`;
  keep.activities = [...keep.activities, ...other.activities, { type: 'merged' as const, at, text: mergedText }].sort(
    (a, b) => a.at.getTime() - b.at.getTime(),
  );
  // The person's own last activity is the later of the two (the score's recency).
  const activeAt = [keep, other].map((l) => (l.leadActiveAt ?? l.createdAt).getTime());
  keep.leadActiveAt = new Date(Math.max(...activeAt));
  Object.assign(keep, scoredFields(keep, at));
  await keep.save();
  await moveIdentity(other._id, keep._id);
  await LeadModel.deleteOne({ _id: other._id, userId });
  return { kept: toLeadDetailDto(keep.toObject()), removedId: other._id };
}
