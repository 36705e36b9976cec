import { toE164 } from '@leadnest/contracts/phone-number';
import type { Types } from 'mongoose';

import { type Lead, LeadModel } from '../lead.model.js';
import { LeadKeyModel } from './lead-key.model.js';

/**
 * Who a lead is, for "one record per person": its email
 * (lower-cased) and its phone in E.164, each claimed once per agent in
 * `lead_keys`. Email first: of two keys pointing at different leads, the
 * email's lead is the person.
 */
export function identityKeys(userId: string, email: string | null | undefined, phone: string | null | undefined): string[] {
  const keys: string[] = [];
  const address = email?.trim().toLowerCase();
  if (address) keys.push(`${userId}|email|${address}`);
  const e164 = toE164(phone);
  if (e164) keys.push(`${userId}|phone|${e164}`);
  return keys;
}

const isDuplicateKey = (err: unknown) => (err as { code?: unknown } | null)?.code === 11000;

/**
 * The digits a number may be stored with in phoneDigits: the E.164 digits,
 * and, for a US number written before phones were normalised, the 10 digits
 * without the country code.
 */
export function phoneDigitForms(e164: string): string[] {
  const digits = e164.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return [...new Set([digits, ten])];
}

/** What a merge reads of the person's lead (lead-merge.ts), fetched by the lookup that finds it. */
export const MERGE_FIELDS = { name: 1, email: 1, phone: 1, phoneDigits: 1, address: 1, consent: 1, followUpDate: 1 } as const;
export type MergeTarget = Pick<Lead, '_id' | 'name' | 'email' | 'phone' | 'phoneDigits' | 'address' | 'consent' | 'followUpDate'> & {
  /** The identity keys already claimed for this lead (they need no claim again). */
  claimed: string[];
};

/**
 * The agent's lead this email or phone already belongs to, with what a
 * merge reads of it, or null: the claims first (then the lead by _id), then
 * leads stored before claims existed (found by the (userId, email) and
 * (userId, phoneDigits) indexes). One round trip fewer than finding the id
 * and reading the lead after it (merge on create).
 */
export async function findLeadForMerge(userId: string, email: string | null | undefined, phone: string | null | undefined): Promise<MergeTarget | null> {
  const keys = identityKeys(userId, email, phone);
  if (keys.length === 0) return null;
  const claims = await LeadKeyModel.find({ _id: { $in: keys } }).lean();
  for (const key of keys) {
    const claim = claims.find((c) => c._id === key);
    if (!claim) continue;
    const lead = await LeadModel.findOne({ _id: claim.leadId, userId }, MERGE_FIELDS).lean<Lead>();
    return lead ? { ...lead, claimed: claims.filter((c) => c.leadId.equals(claim.leadId)).map((c) => c._id) } : null;
  }
  const address = email?.trim().toLowerCase();
  if (address) {
    const byEmail = await LeadModel.findOne({ userId, email: address }, MERGE_FIELDS).lean<Lead>();
    if (byEmail) return { ...byEmail, claimed: [] };
  }
  const e164 = toE164(phone);
  if (e164) {
    const byPhone = await LeadModel.findOne({ userId, phoneDigits: { $in: phoneDigitForms(e164) } }, MERGE_FIELDS).lean<Lead>();
    if (byPhone) return { ...byPhone, claimed: [] };
  }
  return null;
}

/** The id of the agent's lead this email or phone already belongs to, or null (findLeadForMerge). */
export async function findLeadByIdentity(userId: string, email: string | null | undefined, phone: string | null | undefined): Promise<Types.ObjectId | null> {
  return (await findLeadForMerge(userId, email, phone))?._id ?? null;
}

/**
 * Claims each key for the lead, in order. Returns the lead that already
 * holds the first key taken by another (the person's lead: the caller
 * merges into it), or null when every key is this lead's now. A key held
 * by another lead after the first one is left with it (that lead keeps
 * its phone; the agent may merge the two by hand).
 */
export async function claimIdentity(leadId: Types.ObjectId, keys: readonly string[]): Promise<Types.ObjectId | null> {
  for (const [i, key] of keys.entries()) {
    try {
      await LeadKeyModel.create({ _id: key, leadId });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      const holder = await LeadKeyModel.findById(key).lean();
      if (!holder || holder.leadId.equals(leadId)) continue;
      if (i === 0) return holder.leadId;
    }
  }
  return null;
}

/** Claims what it can and never reports a holder (a merge adds the keys it brought). */
export async function claimFreeKeys(leadId: Types.ObjectId, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      LeadKeyModel.create({ _id: key, leadId }).catch((err: unknown) => {
        if (!isDuplicateKey(err)) throw err;
      }),
    ),
  );
}

/** Drops the lead's claims (deleted, or its email or phone changed). */
export async function releaseIdentity(leadId: Types.ObjectId, keys?: readonly string[]): Promise<void> {
  await LeadKeyModel.deleteMany(keys ? { leadId, _id: { $in: keys } } : { leadId });
}

/** A merged lead's claims now point at the lead it was merged into. */
export async function moveIdentity(from: Types.ObjectId, to: Types.ObjectId): Promise<void> {
  await LeadKeyModel.updateMany({ leadId: from }, { $set: { leadId: to } });
}
