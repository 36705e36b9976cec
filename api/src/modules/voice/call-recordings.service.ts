import { Readable } from 'node:stream';

import { Types } from 'mongoose';

import { AppError, NotFoundError } from '../../lib/errors.js';
import type { TwilioAccount } from '../../lib/twilio-client.js';
import { agentAccount, platformAccount, twilioApiUrl } from '../numbers/twilio-accounts.js';
import { type CallLog, CallLogModel } from './call-log.model.js';

/** Where Twilio posts a recording's status (the recording is started with this callback). */
export const RECORDING_STATUS_PATH = '/api/twilio/voice/recording';

const RECORDING_SID = /^RE[0-9a-f]{32}$/;

export class RecordingNotFoundError extends NotFoundError {
  constructor() {
    super('Recording not found.', { code: 'RECORDING_NOT_FOUND' });
  }
}

class RecordingUnavailableError extends AppError {
  constructor() {
    super(502, 'The recording could not be fetched from Twilio. Please try again in a moment.', { code: 'RECORDING_UNAVAILABLE', expose: true });
  }
}

/**
 * POST /api/twilio/voice/recording (signed by the account of the call's
 * number): a completed recording is noted on the call's log by its sid.
 * Twilio's RecordingUrl is not kept: the audio is only ever fetched by us,
 * from the account's own API (TWILIO_API_URL), so no webhook can make the
 * server fetch another address. A retry writes the same values again.
 */
export async function saveRecording(agentId: Types.ObjectId, params: Record<string, string>): Promise<void> {
  const sid = params.RecordingSid ?? '';
  if (params.RecordingStatus !== 'completed' || !RECORDING_SID.test(sid) || !params.CallSid) return;
  const duration = Number.parseInt(params.RecordingDuration ?? '', 10);
  await CallLogModel.updateOne(
    { callSid: params.CallSid, userId: agentId },
    { $set: { recordingSid: sid, recordingAccountSid: params.AccountSid ?? null, recordingDuration: Number.isFinite(duration) ? duration : null } },
  );
}

/** The account that holds a recording: the platform's, or the agent's own when it is still connected. */
async function accountOfRecording(log: CallLog): Promise<TwilioAccount | null> {
  const platform = platformAccount();
  if (platform && (!log.recordingAccountSid || platform.accountSid === log.recordingAccountSid)) return platform;
  const own = await agentAccount(String(log.userId));
  return own && own.accountSid === log.recordingAccountSid ? own : null;
}

export interface RecordingAudio {
  status: number;
  headers: Record<string, string>;
  body: Readable;
}

/**
 * GET /api/call-logs/{id}/recording: the audio of the agent's own call,
 * streamed from Twilio with the account's credentials (which never reach
 * the browser); a Range request (seeking in the player) is passed on.
 * Another agent's call, or one without a recording, is a 404.
 */
export async function recordingAudio(userId: string, callId: string, range: string | undefined): Promise<RecordingAudio> {
  if (!Types.ObjectId.isValid(callId)) throw new RecordingNotFoundError();
  const log = await CallLogModel.findOne({ _id: callId, userId }, { relayToken: 0 }).lean<CallLog>();
  if (!log?.recordingSid) throw new RecordingNotFoundError();
  const account = await accountOfRecording(log);
  if (!account) throw new RecordingNotFoundError();
  const url = `${twilioApiUrl()}/2010-04-01/Accounts/${account.accountSid}/Recordings/${log.recordingSid}.mp3`;
  const headers: Record<string, string> = { authorization: `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}` };
  if (range && /^bytes=\d*-\d*$/.test(range)) headers.range = range;
  let answer: Response;
  try {
    answer = await fetch(url, { headers, signal: AbortSignal.timeout(15_000) });
  } catch {
    throw new RecordingUnavailableError();
  }
  if (answer.status === 404) throw new RecordingNotFoundError();
  if (!answer.ok || !answer.body) throw new RecordingUnavailableError();
  const passOn: Record<string, string> = { 'content-type': 'audio/mpeg' };
  for (const name of ['content-length', 'content-range', 'accept-ranges']) {
    const value = answer.headers.get(name);
    if (value) passOn[name] = value;
  }
  return { status: answer.status, headers: passOn, body: Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream) };
}
