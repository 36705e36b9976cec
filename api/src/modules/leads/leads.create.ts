import type { LeadDetailDto } from '@leadnest/contracts';
import { toE164 } from '@leadnest/contracts/phone-number';
import { Types } from 'mongoose';

import { afterRouted, routeUnsavedLead } from './assignment/lead-assignment.js';
import { announceLeadChange } from './hooks/lead-hooks.js';
import { claimIdentity, findLeadForMerge, identityKeys, releaseIdentity } from './identity/lead-identity.js';
import { LeadModel, sortKeyOf } from './lead.model.js';
import { digitsOf, scoredFields, toLeadDetailDto } from './leads.dto.js';
import { consentText, type NewLead } from './leads.types.js';
import { mergeIntoLead } from './merge/lead-merge.js';

export type { NewLead } from './leads.types.js';

/**
 * Every phone a lead is written with is stored in E.164. A text
 * that is no possible number (a withheld caller ID) is kept as it came, so
 * nothing the person gave is lost; it just claims no identity.
 */
export const storedPhone = (phone: string | null | undefined): string | null => (phone?.trim() ? (toE164(phone) ?? phone.trim()) : null);

export interface CreatedLead {
  lead: LeadDetailDto;
  /** True when the email or phone was already one of the agent's leads: this went into it. */
  merged: boolean;
}

/**
 * One record per person: a lead whose email or phone is already one of the
 * agent's leads is merged into that lead (message, source and consent on its
 * timeline; its first source kept). Two creates racing for one person both
 * insert, then claim the person's keys; the loser deletes its insert and
 * merges into the winner, so they end as one lead.
 */
export async function createOrMergeLead(ownerId: string, input: NewLead): Promise<CreatedLead> {
  const created = await createOrMerge(ownerId, input);
  // A merge may have given a lead its first email: listeners read the lead as it is now, so telling them again is harmless.
  if (!created.merged || created.lead.email)
    await announceLeadChange(created.merged ? 'email' : 'created', { _id: created.lead.id, userId: ownerId, stage: created.lead.stage });
  return created;
}

async function createOrMerge(ownerId: string, input: NewLead): Promise<CreatedLead> {
  const normalised: NewLead = { ...input, email: input.email?.trim().toLowerCase() || null, phone: storedPhone(input.phone) };
  const existing = await findLeadForMerge(ownerId, normalised.email, normalised.phone);
  if (existing) {
    const merged = await mergeIntoLead(existing, ownerId, normalised);
    if (merged) return { lead: merged, merged: true };
  }
  const _id = new Types.ObjectId();
  const now = new Date();
  const lead = new LeadModel({
    _id,
    userId: ownerId,
    name: normalised.name,
    email: normalised.email,
    phone: normalised.phone,
    phoneDigits: digitsOf(normalised.phone),
    address: normalised.address ?? null,
    source: normalised.source,
    sources: [normalised.source],
    stage: normalised.stage,
    followUpDate: normalised.followUpDate ? new Date(normalised.followUpDate) : null,
    capturePageId: normalised.capturePageId ?? null,
    consent: normalised.consent,
    utm: normalised.utm ?? undefined,
    lastMessage: normalised.message ?? null,
    notes: normalised.note ? [{ _id: new Types.ObjectId(), text: normalised.note, createdAt: now }] : [],
    activities: [
      { type: 'created', at: now, to: normalised.stage, text: normalised.origin },
      ...(normalised.message ? [{ type: 'message' as const, at: now, text: normalised.message }] : []),
      ...(normalised.consent
        ? [{ type: 'consent' as const, at: now, text: consentText(normalised.consent, normalised.origin), givenAt: normalised.consent.at }]
        : []),
      ...(normalised.note ? [{ type: 'note' as const, at: now, text: normalised.note }] : []),
    ],
    createdAt: now,
    lastActivityAt: now,
    leadActiveAt: now,
    sortKey: sortKeyOf(now, _id),
  });
  Object.assign(lead, scoredFields(lead, now));
  // Who works it: the team's routing (docs/decisions/0034-teams.md); the owner, as always, in a team of one.
  const routing = await routeUnsavedLead(lead, now);
  await lead.save();
  const keys = identityKeys(ownerId, normalised.email, normalised.phone);
  const winner = await claimIdentity(_id, keys);
  if (!winner) {
    await afterRouted(String(_id), ownerId, routing, now, lead.name);
    return { lead: toLeadDetailDto(lead.toObject()), merged: false };
  }
  await releaseIdentity(_id);
  await LeadModel.deleteOne({ _id });
  const merged = await mergeIntoLead(winner, ownerId, normalised);
  return merged ? { lead: merged, merged: true } : { lead: toLeadDetailDto(lead.toObject()), merged: false };
}

export async function createLead(ownerId: string, input: NewLead): Promise<LeadDetailDto> {
  return (await createOrMergeLead(ownerId, input)).lead;
}
