import { Types } from 'mongoose';
import twilio from 'twilio';

import { type TwilioClient, twilioReason } from '../../lib/twilio-client.js';
import { forgetNumberOf } from './number-holders.js';
import { PhoneNumberNotFoundError, TwilioRefusedError } from './numbers.errors.js';
import { type PhoneNumber, PhoneNumberModel } from './phone-number.model.js';
import { WEBHOOK_PATHS } from './phone-numbers.service.js';
import { accountOfNumber, clientFor, publicUrl } from './twilio-accounts.js';

/** What happened to the number on Twilio's side. */
export type ReleaseOutcome = 'released' | 'disconnected';

const gone = (err: unknown) => err instanceof twilio.RestException && err.status === 404;

/**
 * A number on the agent's own Twilio account stays theirs (they may have
 * bought it long before LeadNest, or use it elsewhere): only the webhooks
 * that still point at us are cleared, so Twilio stops sending us its calls
 * and texts.
 */
async function disconnect(client: TwilioClient, number: PhoneNumber): Promise<void> {
  const [incoming] = await client.incomingPhoneNumbers.list({ phoneNumber: number.phoneNumber, limit: 1 });
  if (!incoming) return;
  const ours = (url: string | null | undefined, path: string) => url === publicUrl(path);
  const clear: Record<string, string> = {};
  if (ours(incoming.voiceUrl, WEBHOOK_PATHS.voice)) clear.voiceUrl = '';
  if (ours(incoming.smsUrl, WEBHOOK_PATHS.sms)) clear.smsUrl = '';
  if (ours(incoming.statusCallback, WEBHOOK_PATHS.status)) clear.statusCallback = '';
  if (Object.keys(clear).length) await client.incomingPhoneNumbers(incoming.sid).update(clear);
}

/**
 * DELETE /api/phone-numbers/{id}: the agent gives a number up. A dedicated
 * number (the platform's account, which pays for it monthly) is released
 * on Twilio (IncomingPhoneNumbers DELETE); a number on the agent's own
 * account is disconnected. Then the stored number goes, so its webhooks no
 * longer find an owner (403) and held replies from it are not sent: its
 * calls and texts stop reaching the assistant, and what named it as the
 * agent's number (profile, saved Twilio key) is cleared. Call logs and
 * conversations stay. A number Twilio no longer has (404) is simply forgotten; any other
 * refusal keeps it and shows Twilio's reason.
 */
export async function releaseNumber(userId: string, id: string): Promise<{ phoneNumber: string; outcome: ReleaseOutcome }> {
  if (!Types.ObjectId.isValid(id)) throw new PhoneNumberNotFoundError();
  const number = await PhoneNumberModel.findOne({ _id: id, userId }).lean<PhoneNumber>();
  if (!number) throw new PhoneNumberNotFoundError();
  const outcome: ReleaseOutcome = number.provider === 'platform' ? 'released' : 'disconnected';
  const account = await accountOfNumber(number);
  if (account) {
    const client = clientFor(account);
    try {
      if (outcome === 'released') await client.incomingPhoneNumbers(number.twilioSid).remove();
      else await disconnect(client, number);
    } catch (err) {
      if (!gone(err)) throw new TwilioRefusedError(twilioReason(err), { status: 502, code: 'TWILIO_REFUSED' });
    }
  }
  await PhoneNumberModel.deleteOne({ _id: number._id });
  // Neither the profile nor /api-keys (the saved Twilio key's number) goes on naming it.
  await forgetNumberOf(userId, number.phoneNumber);
  return { phoneNumber: number.phoneNumber, outcome };
}
