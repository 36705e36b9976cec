import { budgetWords, type CallLogDto, type CallOutcome } from '@leadnest/contracts';
import { USAGE_PRICES_MILLICENTS as PRICE } from '@leadnest/plans';

import { domainEvents } from '../../lib/events/domain-events.js';
import { turnsSettled } from '../assistant/assistant.service.js';
import { type Conversation, conversationForTurn } from '../conversations/conversations.service.js';
import { isPlaceholderName, leadStageOf } from '../leads/leads.service.js';
import { recordUsage } from '../numbers/phone-usage.js';
import { type CallLog, CallLogModel } from './call-log.model.js';

/** Twilio's final call statuses: the call is over. */
const FINAL = new Set(['completed', 'busy', 'no-answer', 'failed', 'canceled']);

/**
 * What a call costs, in cents (spec part 2 §9): per started minute, the
 * line ($0.0085 inbound, $0.014 outbound), the AI assistant ($0.10) and
 * transcription ($0.035). 3 minutes inbound = 3 × 14.35 = 43.05 cents.
 */
export function callCostCents(direction: CallLog['direction'], seconds: number): number {
  const minutes = Math.ceil(Math.max(0, seconds) / 60);
  const line = direction === 'inbound' ? PRICE.voice_inbound_minute : PRICE.voice_outbound_minute;
  return (minutes * (line + PRICE.ai_assistant_minute + PRICE.transcription_minute)) / 1000;
}

const toDto = (c: CallLog): CallLogDto => ({
  id: String(c._id),
  direction: c.direction,
  fromNumber: c.fromNumber,
  toNumber: c.toNumber,
  duration: c.duration,
  cost: c.cost,
  outcome: c.outcome ?? null,
  status: c.status,
  summary: c.summary ?? null,
  transcript: c.transcript ?? null,
  recordingUrl: c.recordingSid ? `/api/call-logs/${String(c._id)}/recording` : null,
  createdAt: c.createdAt.toISOString(),
});

/** The agent's number on a call (the called number inbound, the calling one outbound), for webhooks that carry only the CallSid. */
export async function agentNumberOfCall(callSid: string): Promise<string | null> {
  if (!callSid) return null;
  const log = await CallLogModel.findOne({ callSid }, { direction: 1, fromNumber: 1, toNumber: 1 }).lean<
    Pick<CallLog, 'direction' | 'fromNumber' | 'toNumber'>
  >();
  return log ? (log.direction === 'inbound' ? log.toNumber : log.fromNumber) : null;
}

export async function listCallLogs(ownerId: string, limit = 100): Promise<CallLogDto[]> {
  const rows = await CallLogModel.find({ userId: ownerId }, { relayToken: 0 }).sort({ createdAt: -1 }).limit(limit).lean<CallLog[]>();
  return rows.map(toDto);
}

const WHO = { lead: 'Caller', assistant: 'AI assistant', agent: 'Agent' } as const;

/**
 * The call as it was heard: a reply the caller spoke over keeps only what
 * ConversationRelay had spoken (marked as interrupted), and one they never
 * heard is left out.
 */
function transcriptOf(conversation: Conversation, interruptions: CallLog['interruptions'] = []): string {
  const pending = [...interruptions];
  const lines: string[] = [];
  for (const m of conversation.messages) {
    const cut = m.role === 'assistant' ? pending.findIndex((i) => i.said === m.text) : -1;
    if (cut < 0) {
      lines.push(`${WHO[m.role]}: ${m.text}`);
      continue;
    }
    const heard = pending.splice(cut, 1)[0]?.heard;
    if (heard) lines.push(`${WHO[m.role]}: ${heard}… (interrupted)`);
  }
  return lines.join('\n');
}

/** What the call achieved, best first: a booking, a transfer, a message, a qualified lead. */
async function outcomeOf(log: CallLog, conversation: Conversation | null, seconds: number): Promise<CallOutcome> {
  if (conversation?.scheduledShowing) return 'appointment_booked';
  if (log.handoff) return log.handoff;
  const stage = conversation?.leadId ? await leadStageOf(conversation.leadId) : null;
  if (stage && ['qualified', 'showing', 'offer', 'closed'].includes(stage)) return 'lead_qualified';
  return seconds > 0 ? 'completed' : 'no_answer';
}

/**
 * The call in a sentence for the agent: who called and their facts, what
 * they asked for (a person by name, a question only the agent can answer,
 * the message they left), and what came of it.
 */
export function summaryOf(conversation: Conversation | null, outcome: CallOutcome, askedFor: CallLog['askedFor'] = null): string | null {
  if (!conversation || !conversation.messages.some((m) => m.role === 'lead')) return null;
  const u = conversation.understood;
  const wants = [
    u.intent !== 'other' ? `wants to ${u.intent}` : null,
    u.bedrooms !== undefined ? `${u.bedrooms} bedrooms` : null,
    u.areas.length ? `in ${u.areas.join(', ')}` : null,
    budgetWords(u.budget),
    u.propertyType ? `property: ${u.propertyType}` : null,
    u.timeline ? `timeline ${u.timeline}` : null,
    u.financing !== 'unknown' ? `financing: ${u.financing}` : null,
  ].filter(Boolean);
  const name = u.contact.name && isPlaceholderName(conversation.leadName) ? u.contact.name : conversation.leadName;
  const what = wants.length ? `${name} ${wants.join(', ')}` : `${name} called`;
  const asked = [
    ...(askedFor?.questions?.length ? [`asked about ${askedFor.questions.join(' and ')}, for the agent to answer`] : []),
    ...(askedFor?.person ? [`asked to speak to ${askedFor.person}`] : []),
  ];
  const result: Record<CallOutcome, string> = {
    appointment_booked: 'a showing was booked',
    lead_qualified: 'qualified',
    transferred: askedFor?.person ? `put through to ${askedFor.person}` : 'put through to the agent',
    message_taken: askedFor?.message ? `left a message: “${askedFor.message.trim()}”` : 'left a message for the agent',
    no_answer: 'no conversation',
    completed: 'no booking yet',
  };
  return `${[what, ...asked, result[outcome]].join('; ')}.`;
}

/**
 * POST /api/twilio/voice/status: Twilio's call status. A final status
 * completes the log once (duration, cost, outcome, summary, transcript) and
 * writes the usage records; a retry of a completed call changes nothing.
 */
export async function completeCall(params: Record<string, string>): Promise<CallLogDto | null> {
  const callSid = params.CallSid ?? '';
  const status = params.CallStatus ?? '';
  const log = await CallLogModel.findOne({ callSid }).lean<CallLog>();
  if (!log) return null;
  if (log.completedAt || !FINAL.has(status)) {
    if (!log.completedAt && status) await CallLogModel.updateOne({ _id: log._id }, { $set: { status } });
    return toDto(log);
  }
  const seconds = Math.max(0, Number.parseInt(params.CallDuration ?? '0', 10) || 0);
  // The caller may have hung up while their last turn was still being stored (its reply goes out first).
  if (log.conversationId) await turnsSettled(String(log.conversationId));
  const conversation = log.conversationId ? await conversationForTurn(String(log.conversationId), String(log.userId)).catch(() => null) : null;
  const outcome = await outcomeOf(log, conversation, seconds);
  const update = {
    status,
    duration: seconds,
    cost: callCostCents(log.direction, seconds),
    outcome,
    summary: summaryOf(conversation, outcome, log.askedFor),
    transcript: conversation ? transcriptOf(conversation, log.interruptions) : null,
    completedAt: new Date(),
  };
  // Only the first final status wins (two callbacks at once complete it once).
  const done = await CallLogModel.findOneAndUpdate({ _id: log._id, completedAt: null }, { $set: update }, { returnDocument: 'after' }).lean<CallLog>();
  if (!done) return toDto((await CallLogModel.findById(log._id).lean<CallLog>())!);
  const minutes = Math.ceil(seconds / 60);
  await recordUsage(log.userId, log.direction === 'inbound' ? 'voice_inbound_minute' : 'voice_outbound_minute', minutes, callSid);
  await recordUsage(log.userId, 'ai_assistant_minute', minutes, callSid);
  await recordUsage(log.userId, 'transcription_minute', minutes, callSid);
  // A campaign's (or Call Now's) call: its contact and its campaign's counters move now (a subscriber), not at the dialer's next pass.
  await domainEvents.publish('call.ended', { callSid, status, duration: seconds, outcome: done.outcome ?? null });
  return toDto(done);
}
