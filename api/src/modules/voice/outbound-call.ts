import { randomBytes } from 'node:crypto';

import { Types } from 'mongoose';

import { VoiceResponse } from '../../lib/twilio-client.js';
import { loadAgentSettings } from '../agent-settings/agent-settings.service.js';
import { findUser } from '../agent-settings/profile.service.js';
import { changeConversation, openConversation } from '../conversations/conversations.service.js';
import { outboundNumberOf, type PhoneNumber } from '../numbers/phone-numbers.service.js';
import { phoneSettingsOf } from '../numbers/phone-settings.service.js';
import { accountOfNumber, clientFor, publicUrl, relayUrl } from '../numbers/twilio-accounts.js';
import { type CallLog, CallLogModel } from './call-log.model.js';
import { RELAY_PATH } from './voice.service.js';

/**
 * Outbound AI calls, for campaigns and Call Now. Twilio places
 * the call from the agent's outbound number with answering-machine
 * detection; when it is answered Twilio asks OUTBOUND_ANSWER_PATH what to
 * do: a machine gets a short voicemail (who called, how to opt out), a
 * person gets the assistant through the same ConversationRelay as inbound
 * calls, opened with the AI disclosure. The status callback is the inbound
 * one (completeCall: duration, cost, outcome, usage).
 */
export const OUTBOUND_ANSWER_PATH = '/api/twilio/voice/outbound-answer';
export const STATUS_PATH = '/api/twilio/voice/status';

export type OutboundNotReady = 'no-number' | 'no-account' | 'calling-off';

/** Why this agent cannot place AI calls now, or null when they can (the number they call from). */
export async function outboundReadiness(userId: string): Promise<{ number: PhoneNumber } | { notReady: OutboundNotReady }> {
  const user = await findUser(userId);
  if (!user?.isAiCallingEnabled) return { notReady: 'calling-off' };
  const number = await outboundNumberOf(userId);
  if (!number) return { notReady: 'no-number' };
  if (!(await accountOfNumber(number))) return { notReady: 'no-account' };
  return { number };
}

export interface OutboundCallInput {
  userId: string;
  to: string;
  contactName: string;
  /** The campaign's script: what the assistant opens with after the disclosure. */
  opening: string;
  leadId: Types.ObjectId | string | null;
}

/** What the person who answers hears first: who, that it is an AI, the reason, how to stop the calls. */
export function outboundGreeting(agentName: string, brandName: string, contactName: string, opening: string, recording: boolean): string {
  const first = contactName.split(/\s+/)[0] ?? '';
  const hello = /^\+?\d/.test(first) || !first ? 'Hi' : `Hi ${first}`;
  const recorded = recording ? ' This call is recorded.' : '';
  return `${hello}, this is ${agentName}’s AI assistant calling for ${agentName} at ${brandName}.${recorded} ${opening.trim()} If you’d rather not get these calls, just say “stop calling me”.`;
}

export function voicemailText(agentName: string, brandName: string, callback: string): string {
  return `Hi, this is ${agentName}’s AI assistant calling for ${agentName} at ${brandName} about your real estate plans. Please call or text us back at ${callback.split('').join(' ')}. To stop these calls, text STOP to this number.`;
}

/** Places the call; its CallLog (outbound, in Call History) is created at once with Twilio's CallSid. */
export async function placeOutboundCall(input: OutboundCallInput): Promise<{ callSid: string; from: string }> {
  const ready = await outboundReadiness(input.userId);
  if ('notReady' in ready) throw new Error(`outbound calling is not ready: ${ready.notReady}`);
  const { number } = ready;
  const account = (await accountOfNumber(number))!;
  const leadId = input.leadId ? new Types.ObjectId(String(input.leadId)) : undefined;
  const conversation = await openConversation({
    userId: input.userId,
    platform: 'voice',
    leadId,
    contactPhone: input.to,
    leadName: input.contactName,
    opening: [],
    at: new Date(),
  });
  const call = await clientFor(account).calls.create({
    to: input.to,
    from: number.phoneNumber,
    url: publicUrl(OUTBOUND_ANSWER_PATH),
    machineDetection: 'DetectMessageEnd',
    statusCallback: publicUrl(STATUS_PATH),
    statusCallbackEvent: ['completed'],
  });
  await CallLogModel.create({
    userId: new Types.ObjectId(input.userId),
    callSid: call.sid,
    direction: 'outbound',
    fromNumber: number.phoneNumber,
    toNumber: input.to,
    status: call.status || 'queued',
    conversationId: conversation._id,
    relayToken: randomBytes(24).toString('base64url'),
  });
  return { callSid: call.sid, from: number.phoneNumber };
}

/**
 * The module that placed outbound calls (campaigns) says what each call is
 * about and hears who answered: registered once at start-up, so the phone
 * module never imports it.
 */
export interface OutboundCallOwner {
  detailsOf(callSid: string): Promise<{ contactName: string; opening: string } | null>;
  answered(callSid: string, answeredBy: string | null): Promise<void>;
}
let owner: OutboundCallOwner | null = null;
/** Registers the owner and returns the one it replaces (a test that stands in for campaigns puts it back). */
export function setOutboundCallOwner(next: OutboundCallOwner | null): OutboundCallOwner | null {
  const previous = owner;
  owner = next;
  return previous;
}

const isMachine = (answeredBy: string | undefined) => Boolean(answeredBy && /^(machine|fax)/.test(answeredBy));

/** POST /api/twilio/voice/outbound-answer: voicemail for a machine, the assistant for a person. */
export async function answerOutboundCall(number: PhoneNumber, params: Record<string, string>): Promise<string> {
  const twiml = new VoiceResponse();
  const log = await CallLogModel.findOne({ callSid: params.CallSid ?? '', direction: 'outbound' }).lean<CallLog>();
  const agent = await loadAgentSettings(String(number.userId));
  if (!log || !agent || String(log.userId) !== String(number.userId)) {
    twiml.hangup();
    return twiml.toString();
  }
  await owner?.answered(log.callSid, params.AnsweredBy ?? null);
  if (isMachine(params.AnsweredBy)) {
    twiml.say({ voice: 'Polly.Joanna-Neural' }, voicemailText(agent.agentName, agent.brandName, number.phoneNumber));
    twiml.hangup();
    return twiml.toString();
  }
  const settings = await phoneSettingsOf(String(number.userId));
  const details = (await owner?.detailsOf(log.callSid)) ?? { contactName: '', opening: '' };
  const greeting = outboundGreeting(agent.agentName, agent.brandName, details.contactName, details.opening, settings.recordingEnabled);
  if (log.conversationId) await openWith(log.conversationId, greeting);
  const connect = twiml.connect({ action: publicUrl('/api/twilio/voice/connect-action') });
  const relay = connect.conversationRelay({
    url: `${relayUrl(RELAY_PATH)}?callSid=${encodeURIComponent(log.callSid)}&token=${log.relayToken}`,
    welcomeGreeting: greeting,
    ttsProvider: 'Amazon',
    voice: 'Joanna-Neural',
    language: 'en-US',
    interruptible: 'any',
    dtmfDetection: true,
  });
  relay.parameter({ name: 'speakingRate', value: settings.speakingRate });
  return twiml.toString();
}

/**
 * The greeting (with the campaign's script) is the call's first message:
 * the transcript shows what the contact heard, the assistant's next turn
 * knows it has introduced itself and why it called (an AI model wording
 * the replies reads it). Once: a retried webhook adds nothing.
 */
async function openWith(conversationId: Types.ObjectId, greeting: string): Promise<void> {
  await changeConversation({ _id: conversationId }, (seen) =>
    seen.messages.length ? { set: { status: seen.status } } : { add: [{ role: 'assistant', text: greeting, at: new Date(), via: 'engine' }], incTurn: 1 },
  );
}

export interface CallResult {
  callSid: string;
  status: string;
  outcome: string | null;
  duration: number;
  done: boolean;
}

/** The calls' logs as they stand (final once the status callback completed them). */
export async function callResults(callSids: string[]): Promise<Map<string, CallResult>> {
  if (!callSids.length) return new Map();
  const rows = await CallLogModel.find({ callSid: { $in: callSids } }, { callSid: 1, status: 1, outcome: 1, duration: 1, completedAt: 1 }).lean<CallLog[]>();
  return new Map(
    rows.map((r) => [r.callSid, { callSid: r.callSid, status: r.status, outcome: r.outcome ?? null, duration: r.duration, done: Boolean(r.completedAt) }]),
  );
}
