import { toE164 } from '@leadnest/contracts/phone-number';
import type { Types } from 'mongoose';
import { LeadModel } from '../lead.model.js';
import { LeadKeyModel } from './lead-key.model.js';

/**
 * Who a lead is, for "one record per person" (issue 22): its email
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

/**
 * The agent's lead this email or phone already belongs to, or null: the
 * claims first (one lookup by _id), then leads stored before claims existed
 * (found by the (userId, email) and (userId, phoneDigits) indexes).
 */
export async function findLeadByIdentity(userId: string, email: string | null | undefined, phone: string | null | undefined): Promise<Types.ObjectId | null> {
  const keys = identityKeys(userId, email, phone);
  if (keys.length === 0) return null;
  const claims = await LeadKeyModel.find({ _id: { $in: keys } }).lean();
  for (const key of keys) {
    const claim = claims.find((c) => c._id === key);
    if (claim) return claim.leadId;
  }
  const address = email?.trim().toLowerCase();
  if (address) {
    const byEmail = await LeadModel.findOne({ userId, email: address }, { _id: 1 }).lean();
    if (byEmail) return byEmail._id;
  }
  const e164 = toE164(phone);
  if (e164) {
    const byPhone = await LeadModel.findOne({ userId, phoneDigits: { $in: phoneDigitForms(e164) } }, { _id: 1 }).lean();
    if (byPhone) return byPhone._id;
  }
  return null;
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
  await Promise.all(keys.map((key) => LeadKeyModel.create({ _id: key, leadId }).catch((err: unknown) => { if (!isDuplicateKey(err)) throw err; })));
}

/** Drops the lead's claims (deleted, or its email or phone changed). */
export async function releaseIdentity(leadId: Types.ObjectId, keys?: readonly string[]): Promise<void> {
  await LeadKeyModel.deleteMany(keys ? { leadId, _id: { $in: keys } } : { leadId });
}

/** A merged lead's claims now point at the lead it was merged into. */
export async function moveIdentity(from: Types.ObjectId, to: Types.ObjectId): Promise<void> {
  await LeadKeyModel.updateMany({ leadId: from }, { $set: { leadId: to } });
}
