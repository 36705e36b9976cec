import { formatPhoneForDisplay } from '@leadnest/contracts/phone-number';

import { clearDedicatedPhoneNumber } from '../agent-settings/settings.service.js';
import { NumberHeldElsewhereError } from './numbers.errors.js';
import { type PhoneNumber, PhoneNumberModel } from './phone-number.model.js';
import { accountOfNumber, clientFor, forgetAgentNumber } from './twilio-accounts.js';

/**
 * Whether the Twilio account behind a stored number still has it under the same sid. Only a
 * yes keeps the record: Twilio offering or selling the number is stronger evidence than a
 * record whose account LeadNest can no longer reach or that no longer lists it.
 */
async function stillOnTwilio(record: PhoneNumber): Promise<boolean> {
  const account = await accountOfNumber(record);
  if (!account) return false;
  try {
    const listed = await clientFor(account).incomingPhoneNumbers.list({ phoneNumber: record.phoneNumber, limit: 20 });
    return listed.some((n) => n.sid === record.twilioSid);
  } catch {
    return false;
  }
}

/** The agent's numbers on their own account that still reach the assistant, oldest first, other than `except`. */
async function otherAgentNumber(userId: string, except: string): Promise<string | null> {
  const next = await PhoneNumberModel.findOne({ userId, provider: 'agent', isActive: true, phoneNumber: { $ne: except } })
    .sort({ createdAt: 1 })
    .lean<PhoneNumber>();
  return next?.phoneNumber ?? null;
}

/**
 * A number is no longer the agent's on LeadNest (released, disconnected, or taken over as
 * stale): the profile's dedicated number and the saved Twilio key stop naming it.
 */
export async function forgetNumberOf(userId: string, phoneNumber: string): Promise<void> {
  await clearDedicatedPhoneNumber(userId, phoneNumber);
  await forgetAgentNumber(userId, phoneNumber, await otherAgentNumber(userId, phoneNumber));
}

/**
 * Before `userId` stores `phoneNumber` (one record per number: a unique index), what a record
 * that still holds it means. 'free': none, or a stale one of another agent (its account no
 * longer has the number, e.g. released on Twilio outside LeadNest), cleared here with what
 * named it. 'mine': the agent's own record, to be updated in place. A live record of another
 * agent (their Twilio account still has it) is a 409 that says so, never a 500 from the index.
 */
export async function reconcileHolder(userId: string, phoneNumber: string): Promise<'free' | 'mine'> {
  const record = await PhoneNumberModel.findOne({ phoneNumber }).lean<PhoneNumber>();
  if (!record) return 'free';
  if (String(record.userId) === userId) return 'mine';
  if (await stillOnTwilio(record)) throw new NumberHeldElsewhereError(formatPhoneForDisplay(phoneNumber));
  await PhoneNumberModel.deleteOne({ _id: record._id, twilioSid: record.twilioSid });
  await forgetNumberOf(String(record.userId), phoneNumber);
  return 'free';
}

/** A duplicate key on phone_numbers.phoneNumber: another request stored the number first. */
export const isNumberTaken = (err: unknown): boolean => (err as { code?: number } | null)?.code === 11000;
