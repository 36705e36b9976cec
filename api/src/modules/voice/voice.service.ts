import { randomBytes } from 'node:crypto';

import type { VoiceType } from '@leadnest/contracts';
import { Types } from 'mongoose';

import type { AppLogger } from '../../lib/logger.js';
import { VoiceResponse } from '../../lib/twilio-client.js';
import type { AgentSettings } from '../agent-settings/agent-settings.service.js';
import { openConversation } from '../conversations/conversations.service.js';
import { createLead, findLeadIdByPhone, UNNAMED_LEAD } from '../leads/leads.service.js';
import { phoneAgent } from '../numbers/phone-agent.js';
import type { PhoneNumber } from '../numbers/phone-numbers.service.js';
import { assistantAnswersFor, voiceFor } from '../numbers/phone-plan.js';
import { phoneSettingsOf } from '../numbers/phone-settings.service.js';
import { accountOfNumber, clientFor, publicUrl, relayUrl } from '../numbers/twilio-accounts.js';
import { nextOpening } from '../sms/sms-timing.js';
import { type CallLog, CallLogModel } from './call-log.model.js';
import { RECORDING_STATUS_PATH } from './call-recordings.service.js';

export const RELAY_PATH = '/api/twilio/relay';
export const CONNECT_ACTION_PATH = '/api/twilio/voice/connect-action';

/** ConversationRelay's Amazon voices for the phone screen's options (spec part 2 §9). */
const RELAY_VOICES: Record<VoiceType, string> = { 'polly-joanna': 'Joanna-Neural', 'polly-matthew': 'Matthew-Neural', 'polly-ivy': 'Ivy-Neural' };

/**
 * The first thing a caller hears: who they reached, that it is an AI
 * assistant (FCC 24-17: an AI voice is an artificial voice), and that the
 * call is recorded when recording is on. An agent's own greeting replaces
 * the first sentence only; the disclosures are always said.
 */
export function voiceGreeting(agent: Pick<AgentSettings, 'agentName' | 'brandName'>, custom: string | null | undefined, recording: boolean): string {
  const hello = custom?.trim() || `Thanks for calling ${agent.agentName} at ${agent.brandName}.`;
  const recorded = recording ? ' This call is recorded.' : '';
  return `${hello} I’m ${agent.agentName}’s AI assistant.${recorded} How can I help you today?`;
}

/** The call's lead: the agent's lead with the caller's number, or a new one (source phone). */
async function leadOfCaller(userId: string, from: string): Promise<Types.ObjectId> {
  const known = await findLeadIdByPhone(userId, from);
  if (known) return known;
  const created = await createLead(userId, { name: UNNAMED_LEAD.phone, phone: from, source: 'phone', stage: 'new', origin: 'AI receptionist, phone call' });
  return new Types.ObjectId(created.id);
}

/**
 * The call's log, created on Twilio's first request; a retry of the same
 * CallSid gets the same one. Its conversation opens with the greeting the
 * caller hears: the transcript shows it, and the assistant's first reply
 * knows it has introduced itself already (it would otherwise again).
 */
async function callLogFor(number: PhoneNumber, params: Record<string, string>, greeting: string): Promise<CallLog> {
  const callSid = params.CallSid ?? '';
  const existing = await CallLogModel.findOne({ callSid }).lean<CallLog>();
  if (existing) return existing;
  const userId = String(number.userId);
  const from = params.From ?? '';
  const leadId = await leadOfCaller(userId, from);
  const conversation = await openConversation({
    userId,
    platform: 'voice',
    leadId,
    contactPhone: from,
    leadName: UNNAMED_LEAD.phone,
    opening: [{ role: 'assistant', text: greeting, via: 'engine' }],
    at: new Date(),
  });
  try {
    const created = await CallLogModel.create({
      userId: number.userId,
      callSid,
      direction: 'inbound',
      fromNumber: from,
      toNumber: number.phoneNumber,
      status: params.CallStatus || 'in-progress',
      conversationId: conversation._id,
      relayToken: randomBytes(24).toString('base64url'),
    });
    return created.toObject();
  } catch (err) {
    // The same CallSid twice at once: the first one's log stands.
    if ((err as { code?: number }).code !== 11000) throw err;
    return (await CallLogModel.findOne({ callSid }).lean<CallLog>())!;
  }
}

/** Whether live transfers ring through now: always without business hours, else inside them (agent's zone). */
export function transferOpen(number: Pick<PhoneNumber, 'forwardingPhone' | 'businessHours'>, agent: AgentSettings, now = new Date()): boolean {
  if (!number.forwardingPhone) return false;
  const hours = number.businessHours;
  if (!hours?.start || !hours.end) return true;
  const days = Object.fromEntries(Object.entries(agent.availability.availableHours).map(([day, h]) => [day, { ...h, start: hours.start, end: hours.end }]));
  return nextOpening({ ...agent.availability, availableHours: days as typeof agent.availability.availableHours }, now).getTime() === now.getTime();
}

/**
 * POST /api/twilio/voice: an inbound call. The number's inbound switch off
 * (or no agent) puts the call through to the forwarding phone, or says so.
 * Otherwise the call is connected to the assistant through ConversationRelay
 * (our WebSocket at /api/twilio/relay), and <Connect action> decides what
 * happens when the relay ends (a live transfer, or goodbye).
 */
export async function answerInboundCall(number: PhoneNumber, params: Record<string, string>, logger?: AppLogger): Promise<string> {
  const twiml = new VoiceResponse();
  const owner = await phoneAgent(String(number.userId));
  // Without an active plan the assistant does not answer (it is what the plan pays for).
  if (!owner || !assistantAnswersFor(owner.plan) || !number.isInboundEnabled || !number.isActive) {
    if (number.forwardingPhone) twiml.dial({ callerId: number.phoneNumber }, number.forwardingPhone);
    else twiml.say('Sorry, this number is not taking calls right now. Please try again later.');
    return twiml.toString();
  }
  const agent = owner.settings;
  const settings = await phoneSettingsOf(String(number.userId));
  const voice = voiceFor(owner.plan, settings);
  const greeting = voiceGreeting(agent, number.greeting, settings.recordingEnabled);
  const log = await callLogFor(number, params, greeting);
  if (settings.recordingEnabled) void startRecording(number, log.callSid, logger);
  const connect = twiml.connect({ action: publicUrl(CONNECT_ACTION_PATH) });
  const relay = connect.conversationRelay({
    url: `${relayUrl(RELAY_PATH)}?callSid=${encodeURIComponent(log.callSid)}&token=${log.relayToken}`,
    welcomeGreeting: greeting,
    ttsProvider: 'Amazon',
    voice: RELAY_VOICES[voice.voiceType],
    language: 'en-US',
    interruptible: 'any',
    dtmfDetection: true,
  });
  // ConversationRelay's Amazon voices take no rate attribute: the relay reads it from here.
  relay.parameter({ name: 'speakingRate', value: voice.speakingRate });
  return twiml.toString();
}

/** Records the call through Twilio's REST API (the recording was announced in the greeting). */
async function startRecording(number: PhoneNumber, callSid: string, logger?: AppLogger): Promise<void> {
  const account = await accountOfNumber(number);
  if (!account) return;
  try {
    await clientFor(account)
      .calls(callSid)
      .recordings.create({
        recordingChannels: 'dual',
        recordingStatusCallback: publicUrl(RECORDING_STATUS_PATH),
        recordingStatusCallbackMethod: 'POST',
        recordingStatusCallbackEvent: ['completed'],
      });
  } catch (err) {
    logger?.warn({ callSid, err }, 'could not start the call recording');
  }
}

/**
 * POST …/voice/connect-action: the relay ended. With handoff data asking
 * for a person and a forwarding phone that rings now, <Dial> it (live
 * transfer); otherwise the call ends.
 */
export async function afterRelay(number: PhoneNumber, params: Record<string, string>): Promise<string> {
  const twiml = new VoiceResponse();
  let handoff: { reason?: string } = {};
  try {
    handoff = JSON.parse(params.HandoffData ?? '{}') as { reason?: string };
  } catch {
    // Not ours: no transfer.
  }
  const agent = (await phoneAgent(String(number.userId)))?.settings;
  if (handoff.reason === 'live-agent-handoff' && agent && transferOpen(number, agent)) {
    twiml.dial({ callerId: number.phoneNumber }, number.forwardingPhone!);
  } else {
    twiml.hangup();
  }
  return twiml.toString();
}

/**
 * The call a relay WebSocket claims to be, when its token is right and no
 * socket took it before; null otherwise. The claim is one conditional
 * update, so of two sockets with one token (on any API processes) only one
 * gets the call (docs/decisions/0031-many-api-processes.md).
 */
export async function callForRelay(callSid: string, token: string, now = new Date()): Promise<CallLog | null> {
  if (!callSid || !token) return null;
  return CallLogModel.findOneAndUpdate(
    { callSid, relayToken: token, completedAt: null, relayAttachedAt: null },
    { $set: { relayAttachedAt: now } },
    { returnDocument: 'after' },
  ).lean<CallLog>();
}

/** What the caller actually heard of a reply they spoke over ('' for one never spoken), for the call's transcript. */
export async function noteInterruption(callSid: string, said: string, heard: string): Promise<void> {
  await CallLogModel.updateOne({ callSid }, { $push: { interruptions: { said, heard: heard.trim() } } });
}

/** What the caller asked for on the call, noted as it happens for the call's summary (call-logs.service.ts summaryOf). */
export interface CallRequest {
  /** A person was asked for: the agent's name. */
  person?: string;
  /** What came of it: put through, or a message taken. */
  handoff?: 'transferred' | 'message_taken';
  /** The message the caller left for the agent. */
  message?: string;
  /** The topic of a question only the agent can answer ("the HOA fees"). */
  unanswered?: string;
}

export async function noteCallRequest(callSid: string, request: CallRequest): Promise<void> {
  const set: Record<string, string> = {};
  if (request.handoff) set.handoff = request.handoff;
  if (request.person) set['askedFor.person'] = request.person;
  if (request.message) set['askedFor.message'] = request.message.slice(0, 1000);
  const update: Record<string, unknown> = {};
  if (Object.keys(set).length) update.$set = set;
  if (request.unanswered) update.$addToSet = { 'askedFor.questions': request.unanswered };
  if (Object.keys(update).length) await CallLogModel.updateOne({ callSid }, update);
}
