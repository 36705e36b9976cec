import { PHONE_MESSAGES, type PhoneNumberDto, type PhoneNumberPatchInput, type TwilioWizardResponse } from '@leadnest/contracts';
import { formatPhoneForDisplay, toE164 } from '@leadnest/contracts/phone-number';
import { PLAN_ALLOWANCES, type PlanTier } from '@leadnest/plans';
import { Types } from 'mongoose';
import type { z } from 'zod';

import { isAuthFailure, type TwilioAccount, twilioReason } from '../../lib/twilio-client.js';
import { findUser } from '../agent-settings/profile.service.js';
import { setDedicatedPhoneNumber } from '../agent-settings/settings.service.js';
import { isNumberTaken, reconcileHolder } from './number-holders.js';
import {
  NumberHeldElsewhereError,
  NumberLimitError,
  PhoneNumberNotFoundError,
  PlanRequiredError,
  PlatformNotConfiguredError,
  TwilioRefusedError,
} from './numbers.errors.js';
import { numberCache, type PhoneNumber, PhoneNumberModel } from './phone-number.model.js';
import { toPhoneNumberDto } from './phone-numbers.dto.js';
import { clientFor, platformAccount, publicUrl, saveAgentAccount } from './twilio-accounts.js';

export type { PhoneNumber } from './phone-number.model.js';

/** Where Twilio posts for a number: voice, SMS and the call's status (all under PUBLIC_BASE_URL). */
export const WEBHOOK_PATHS = { voice: '/api/twilio/voice', sms: '/api/twilio/sms', status: '/api/twilio/voice/status' } as const;

/** How many numbers a plan includes: the plan catalogue's allowance (Starter and Professional 1, Enterprise and Agency 5). */
export function numberAllowance(plan: PlanTier): number {
  return PLAN_ALLOWANCES[plan]?.phoneNumbers ?? 1;
}

/** 402 without a plan, 403 when the plan's numbers are all in use. */
async function assertRoomForNumber(userId: string): Promise<void> {
  const user = await findUser(userId);
  if (!user?.plan) throw new PlanRequiredError();
  const allowed = numberAllowance(user.plan);
  if ((await PhoneNumberModel.countDocuments({ userId })) >= allowed) throw new NumberLimitError(allowed);
}

/** Runs one Twilio call, turning its refusal into the wizard's message (Twilio's reason). */
async function askTwilio<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    // Twilio's own reason for bad credentials is one word ("Authenticate"): said in full for the agent, Twilio's word kept.
    if (isAuthFailure(err))
      throw new TwilioRefusedError(
        `Twilio did not accept this Account SID and Auth Token (“${twilioReason(err)}”). Please check your credentials and try again.`,
        { code: 'TWILIO_AUTH_FAILED' },
      );
    throw new TwilioRefusedError(twilioReason(err), { code: 'TWILIO_REFUSED' });
  }
}

/** Step 1: the credentials work (the account is fetched) and the numbers the account already has. */
export async function validateCredentials(account: TwilioAccount): Promise<TwilioWizardResponse> {
  const client = clientFor(account);
  await askTwilio(() => client.api.v2010.accounts(account.accountSid).fetch());
  const numbers = await askTwilio(() => client.incomingPhoneNumbers.list({ limit: 100 }));
  return { success: true, phoneNumbers: numbers.map((n) => n.phoneNumber) };
}

/** The first available local number (in the area code when one is given) on `account`. */
async function firstAvailable(account: TwilioAccount, areaCode: string | undefined): Promise<string> {
  const search = areaCode ? { areaCode: Number(areaCode), limit: 1 } : { limit: 1 };
  const [found] = await askTwilio(() => clientFor(account).availablePhoneNumbers('US').local.list(search));
  if (!found) throw new TwilioRefusedError(PHONE_MESSAGES.noNumbersAvailable, { code: 'NO_NUMBERS_AVAILABLE' });
  return found.phoneNumber;
}

/** Buys `phoneNumber` on `account`, its webhooks pointed at us from the start. */
function buy(account: TwilioAccount, phoneNumber: string) {
  return askTwilio(() =>
    clientFor(account).incomingPhoneNumbers.create({
      phoneNumber,
      voiceUrl: publicUrl(WEBHOOK_PATHS.voice),
      voiceMethod: 'POST',
      smsUrl: publicUrl(WEBHOOK_PATHS.sms),
      smsMethod: 'POST',
      statusCallback: publicUrl(WEBHOOK_PATHS.status),
      statusCallbackMethod: 'POST',
    }),
  );
}

/** Step 3: buys a number on the agent's own account (the plan's allowance is checked first). */
export async function purchaseNumber(userId: string, account: TwilioAccount, areaCode: string | undefined): Promise<TwilioWizardResponse> {
  await assertRoomForNumber(userId);
  const bought = await buy(account, await firstAvailable(account, areaCode || undefined));
  return { success: true, phoneNumbers: [bought.phoneNumber] };
}

/**
 * Step 4: points the number's voice and SMS webhooks (and call status) at
 * PUBLIC_BASE_URL, saves the agent's account (encrypted) and stores the number.
 */
export async function configureNumber(userId: string, account: TwilioAccount, phoneNumber: string): Promise<PhoneNumberDto> {
  const mine = await PhoneNumberModel.exists({ phoneNumber: toE164(phoneNumber) ?? phoneNumber, userId });
  if (!mine) await assertRoomForNumber(userId);
  const client = clientFor(account);
  const [incoming] = await askTwilio(() => client.incomingPhoneNumbers.list({ phoneNumber, limit: 1 }));
  if (!incoming) throw new TwilioRefusedError(PHONE_MESSAGES.numberNotInAccount, { code: 'NUMBER_NOT_IN_ACCOUNT' });
  // Another agent's record of it: cleared when stale, a 409 while their account still has it.
  await reconcileHolder(userId, incoming.phoneNumber);
  await askTwilio(() =>
    client.incomingPhoneNumbers(incoming.sid).update({
      voiceUrl: publicUrl(WEBHOOK_PATHS.voice),
      voiceMethod: 'POST',
      smsUrl: publicUrl(WEBHOOK_PATHS.sms),
      smsMethod: 'POST',
      statusCallback: publicUrl(WEBHOOK_PATHS.status),
      statusCallbackMethod: 'POST',
    }),
  );
  await saveAgentAccount(userId, account, incoming.phoneNumber);
  let stored: PhoneNumber | null;
  try {
    // Filtered by owner too: a record another request stored meanwhile is a duplicate key (409), never taken over.
    stored = await PhoneNumberModel.findOneAndUpdate(
      { phoneNumber: incoming.phoneNumber, userId: new Types.ObjectId(userId) },
      { $set: { twilioSid: incoming.sid, provider: 'agent', accountSid: account.accountSid, isActive: true } },
      { upsert: true, returnDocument: 'after' },
    ).lean<PhoneNumber>();
  } catch (err) {
    if (!isNumberTaken(err)) throw err;
    throw new NumberHeldElsewhereError(formatPhoneForDisplay(incoming.phoneNumber), { cause: err });
  }
  return toPhoneNumberDto(stored!);
}

/**
 * POST /api/assign-phone-number: a dedicated number bought on the platform's account. A record
 * may still hold the number Twilio offers (released on Twilio outside LeadNest): it is reused
 * (the agent's own), cleared (stale), or the answer is a 409 before anything is bought (another
 * agent's account still has it). A request that stores the number first wins; the other gets
 * the 409 and the platform gives its purchase back.
 */
export async function assignDedicatedNumber(userId: string, areaCode: string | undefined): Promise<{ phoneNumber: string; message: string }> {
  // The plan first: an account without one hears that (402), not the server's setup.
  await assertRoomForNumber(userId);
  const platform = platformAccount();
  if (!platform) throw new PlatformNotConfiguredError();
  const offered = await firstAvailable(platform, areaCode || undefined);
  await reconcileHolder(userId, offered);
  const bought = await buy(platform, offered);
  const owner = new Types.ObjectId(userId);
  try {
    await PhoneNumberModel.updateOne(
      { phoneNumber: bought.phoneNumber, userId: owner },
      { $set: { twilioSid: bought.sid, provider: 'platform', accountSid: platform.accountSid, isActive: true } },
      { upsert: true },
    );
  } catch (err) {
    if (!isNumberTaken(err)) throw err;
    await clientFor(platform)
      .incomingPhoneNumbers(bought.sid)
      .remove()
      .catch(() => undefined); // best effort: the 409 is the answer either way
    throw new NumberHeldElsewhereError(formatPhoneForDisplay(bought.phoneNumber), { cause: err });
  }
  await setDedicatedPhoneNumber(userId, bought.phoneNumber);
  return { phoneNumber: bought.phoneNumber, message: PHONE_MESSAGES.assigned(formatPhoneForDisplay(bought.phoneNumber)) };
}

export async function listNumbers(ownerId: string): Promise<PhoneNumberDto[]> {
  const rows = await PhoneNumberModel.find({ userId: ownerId }).sort({ createdAt: 1 }).lean<PhoneNumber[]>();
  return rows.map(toPhoneNumberDto);
}

type Patch = z.output<typeof PhoneNumberPatchInput>;

/** The switches and the per-number Settings dialog; only the owner's numbers. */
export async function updateNumber(userId: string, id: string, patch: Patch): Promise<PhoneNumberDto> {
  if (!Types.ObjectId.isValid(id)) throw new PhoneNumberNotFoundError();
  const set: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) set[key] = value === '' ? null : value;
  const updated = await PhoneNumberModel.findOneAndUpdate({ _id: id, userId }, { $set: set }, { returnDocument: 'after' }).lean<PhoneNumber>();
  if (!updated) throw new PhoneNumberNotFoundError();
  return toPhoneNumberDto(updated);
}

/** The agent's number outbound AI calls are placed from (their first number with outbound on and active), or null. */
export async function outboundNumberOf(userId: string): Promise<PhoneNumber | null> {
  return PhoneNumberModel.findOne({ userId, isOutboundEnabled: true, isActive: true }).sort({ createdAt: 1 }).lean<PhoneNumber>();
}

/** The stored number Twilio called (a webhook's `To`), or null; read through the number cache (shared: never change it). */
export async function numberByPhone(phoneNumber: string): Promise<PhoneNumber | null> {
  const cached = numberCache.get(phoneNumber);
  if (cached !== undefined) return cached;
  const ticket = numberCache.ticket();
  const found = await PhoneNumberModel.findOne({ phoneNumber }).lean<PhoneNumber>();
  numberCache.set(phoneNumber, found ?? null, ticket);
  return found ?? null;
}
