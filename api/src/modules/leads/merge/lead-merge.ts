import type { LeadDetailDto } from '@leadnest/contracts';
import { Types } from 'mongoose';
import { LeadModel, orderKeysOf, type Lead, type LeadActivity } from '../lead.model.js';
import { digitsOf, scoreOf, toLeadDetailDto } from '../leads.dto.js';
import { claimFreeKeys, identityKeys, moveIdentity } from '../identity/lead-identity.js';
import { consentText, type NewLead } from '../leads.types.js';
import { searchKeysOf } from '../search/lead-search-keys.js';

/** The placeholder names a lead has before the person gives theirs (UNNAMED_LEAD), which a real name replaces. */
const PLACEHOLDER_NAME = /^(Website visitor|SMS lead|Email lead|Facebook lead|Instagram lead|Phone caller)$/;

/**
 * A second arrival of one person, folded into their lead (issue 22): fields
 * still empty are filled (what the agent has is never overwritten), the new
 * source is listed (the first one stays `source`), the message and consent
 * go on the timeline. One atomic update: any number of arrivals at once all
 * land. Null when the lead is gone.
 */
export async function mergeIntoLead(leadId: Types.ObjectId, userId: string, incoming: NewLead): Promise<LeadDetailDto | null> {
  const current = await LeadModel.findOne({ _id: leadId, userId }, { name: 1, email: 1, phone: 1, address: 1, consent: 1, followUpDate: 1 }).lean<Lead>();
  if (!current) return null;
  const at = new Date();
  const set: Partial<Lead> = { lastActivityAt: at };
  if (incoming.name && (!current.name || PLACEHOLDER_NAME.test(current.name))) set.name = incoming.name;
  if (incoming.email && !current.email) set.email = incoming.email;
  if (incoming.phone && !current.phone) Object.assign(set, { phone: incoming.phone, phoneDigits: digitsOf(incoming.phone) });
  if (incoming.address && !current.address) set.address = incoming.address;
  if (incoming.consent) set.consent = incoming.consent;
  if (incoming.followUpDate && !current.followUpDate) set.followUpDate = new Date(incoming.followUpDate);
  if (incoming.message) set.lastMessage = incoming.message;
  const activities: LeadActivity[] = [{ type: 'merged', at, text: `Same person again: ${incoming.origin}` }];
  if (incoming.message) activities.push({ type: 'message', at, text: incoming.message });
  if (incoming.consent) activities.push({ type: 'consent', at, text: consentText(incoming.consent, incoming.origin) });
  if (incoming.note) activities.push({ type: 'note', at, text: incoming.note });
  const notes = incoming.note ? [{ _id: new Types.ObjectId(), text: incoming.note, createdAt: at }] : [];
  const updated = await LeadModel.findOneAndUpdate(
    { _id: leadId, userId },
    { $set: set, $push: { activities: { $each: activities }, notes: { $each: notes } }, $addToSet: { sources: incoming.source } },
    { returnDocument: 'after' },
  ).lean<Lead>();
  if (!updated) return null;
  const rescored = await rescore(updated);
  await claimFreeKeys(leadId, identityKeys(userId, rescored.email, rescored.phone));
  return toLeadDetailDto(rescored);
}

/** The score and the order keys after a change made by an update (a save derives them itself). */
export async function rescore(lead: Lead): Promise<Lead> {
  const score = scoreOf(lead);
  const keys = { ...orderKeysOf({ ...lead, score }), searchKeys: searchKeysOf(lead) };
  const sameSearch = keys.searchKeys.join('\n') === (lead.searchKeys ?? []).join('\n') && lead.searchKeys !== undefined;
  if (score === lead.score && keys.scoreKey === lead.scoreKey && keys.nameKey === lead.nameKey && keys.activityKey === lead.activityKey && sameSearch) return lead;
  await LeadModel.updateOne({ _id: lead._id }, { $set: { score, ...keys } });
  return { ...lead, score, ...keys };
}

/**
 * The Merge action (issue 22): the agent picked two leads that are one
 * person. `keepId` stays (its name, stage and first source win); the other's
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
  const otherFirst = other.createdAt < keep.createdAt;
  keep.sources = [...new Set([...(otherFirst ? [other.source, ...(other.sources ?? [])] : []), keep.source, ...(keep.sources ?? []), other.source, ...(other.sources ?? [])])];
  // The first source is where the person first came from, whichever lead the agent kept.
  if (otherFirst) keep.source = other.source;
  if (!keep.consent || (other.consent && other.consent.at > keep.consent.at)) keep.consent = other.consent ?? keep.consent;
  if (!keep.followUpDate || (other.followUpDate && other.followUpDate < keep.followUpDate)) keep.followUpDate = other.followUpDate ?? keep.followUpDate;
  keep.messageCount = (keep.messageCount ?? 0) + (other.messageCount ?? 0);
  keep.notes = [...keep.notes, ...other.notes].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  keep.activities = [...keep.activities, ...other.activities, { type: 'merged' as const, at, text: `Merged with ${other.name} by the agent` }].sort((a, b) => a.at.getTime() - b.at.getTime());
  keep.score = scoreOf(keep);
  await keep.save();
  await moveIdentity(other._id, keep._id);
  await LeadModel.deleteOne({ _id: other._id, userId });
  return { kept: toLeadDetailDto(keep.toObject()), removedId: other._id };
}
