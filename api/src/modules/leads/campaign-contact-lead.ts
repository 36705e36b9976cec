import { consentMethodText } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { consentToKeep } from './consent/consent-precedence.js';
import { announceLeadChange } from './hooks/lead-hooks.js';
import { claimFreeKeys, findLeadForMerge, identityKeys } from './identity/lead-identity.js';
import { type Lead, type LeadActivity, type LeadConsent, LeadModel } from './lead.model.js';
import { createOrMergeLead } from './leads.create.js';
import { findLeadIdByPhone } from './leads.service.js';
import { consentText } from './leads.types.js';
import { rescore } from './merge/lead-merge.js';
import { searchKeysOf } from './search/lead-search-keys.js';

/** A campaign contact as the dialer hands it over: what the agent entered or imported for the person. */
export interface CampaignContactDetails {
  name: string;
  phone: string;
  email?: string | null;
  address?: string | null;
  notes?: string | null;
  /** The contact's consent to AI calls (campaigns' record: how, when, where). */
  consent?: { method: string; at: Date; source?: string | null } | null;
  /** The lead an earlier call of this contact made or found. */
  leadId?: Types.ObjectId | null;
}

const PLACEHOLDER_NAME = /^(Website visitor|SMS lead|Email lead|Facebook lead|Instagram lead|Phone caller)$/;

/**
 * A campaign contact's consent as the lead keeps it: consent to calls (a
 * campaign's consent is to AI calls, FCC 24-17), when and how it was given,
 * and where it was recorded (the campaign, and the contact's own words).
 */
export function campaignConsent(consent: NonNullable<CampaignContactDetails['consent']>, campaignName: string): LeadConsent {
  const how = consentMethodText(consent.method);
  const where = `Campaign “${campaignName}”${consent.source ? `: ${consent.source}` : ''}`;
  return { given: true, at: consent.at, pageId: null, text: `Agreed to AI calls: ${how}`, channels: ['calls'], method: consent.method, where };
}

/**
 * The lead a campaign call belongs to, with the contact's details and
 * consent carried over: a new lead (source phone) when the person is not
 * one yet; otherwise the lead's empty fields are filled and the consent
 * taken when newer (consent-precedence.ts). What the agent already has is
 * never overwritten. Safe to repeat on every call of the contact.
 */
export async function leadForCampaignContact(userId: string, contact: CampaignContactDetails, campaignName: string): Promise<Types.ObjectId> {
  const origin = `Outbound AI campaign “${campaignName}”`;
  const consent = contact.consent ? campaignConsent(contact.consent, campaignName) : undefined;
  const known = contact.leadId ?? (await findLeadIdByPhone(userId, contact.phone));
  if (known && (await fillFromContact(userId, known, contact, consent, origin))) return known;
  const created = await createOrMergeLead(userId, {
    name: contact.name,
    phone: contact.phone,
    email: contact.email ?? null,
    address: contact.address ?? null,
    note: contact.notes?.trim() || null,
    consent,
    source: 'phone',
    stage: 'new',
    origin,
  });
  return new Types.ObjectId(created.lead.id);
}

/** Fills the lead's empty fields and newer consent from the contact; false when the lead is gone. */
async function fillFromContact(
  userId: string,
  leadId: Types.ObjectId,
  contact: CampaignContactDetails,
  consent: LeadConsent | undefined,
  origin: string,
): Promise<boolean> {
  const lead = await LeadModel.findOne({ _id: leadId, userId }, { name: 1, email: 1, phone: 1, address: 1, consent: 1 }).lean<Lead>();
  if (!lead) return false;
  const set: Partial<Lead> = {};
  if (contact.name && PLACEHOLDER_NAME.test(lead.name)) set.name = contact.name;
  const email = contact.email?.trim().toLowerCase();
  // An email that is another lead's stays theirs: one record per person.
  if (email && !lead.email && !(await emailOfAnotherLead(userId, email, leadId))) set.email = email;
  if (contact.address && !lead.address) set.address = contact.address;
  const kept = consent ? consentToKeep(lead.consent, consent) : null;
  if (kept) set.consent = kept;
  if (Object.keys(set).length === 0) return true;
  const activities: LeadActivity[] = [];
  const at = new Date();
  if (kept && consent) activities.push({ type: 'consent', at, text: consentText(consent, origin), givenAt: consent.at });
  if (set.email || set.address || set.name) activities.push({ type: 'updated', at, text: `Details from ${origin}` });
  if (set.name) set.nameKey = `${set.name.toLowerCase()}|${String(leadId)}`;
  if (set.name || set.email) set.searchKeys = searchKeysOf({ ...lead, ...set });
  const updated = await LeadModel.findOneAndUpdate(
    { _id: leadId, userId },
    { $set: set, $push: { activities: { $each: activities } } },
    { returnDocument: 'after' },
  ).lean<Lead>();
  if (!updated) return false;
  if (set.email) await claimFreeKeys(leadId, identityKeys(userId, set.email, null));
  await rescore(updated);
  if (set.email) await announceLeadChange('email', { _id: String(leadId), userId, stage: updated.stage });
  return true;
}

async function emailOfAnotherLead(userId: string, email: string, leadId: Types.ObjectId): Promise<boolean> {
  const other = await findLeadForMerge(userId, email, null);
  return Boolean(other && !other._id.equals(leadId));
}
