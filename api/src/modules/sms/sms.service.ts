import { optOutSignal } from '@leadnest/assistant-engine';
import { MESSAGE_MAX } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { afterAnswer } from '../../lib/after-answer.js';
import type { AppLogger } from '../../lib/logger.js';
import type { AgentSettings } from '../agent-settings/agent-settings.service.js';
import { holdUntil, replyDelayMs, takeTurn, type TurnResult } from '../assistant/assistant.service.js';
import { openConversation, recordDelivery } from '../conversations/conversations.service.js';
import { findLeadIdByPhone, setLeadPhoneIfMissing, UNNAMED_LEAD } from '../leads/leads.service.js';
import { phoneAgent } from '../numbers/phone-agent.js';
import type { PhoneNumber } from '../numbers/phone-numbers.service.js';
import { assistantAnswersFor } from '../numbers/phone-plan.js';
import { phoneSettingsOf } from '../numbers/phone-settings.service.js';
import { recordUsageBatch } from '../numbers/phone-usage.js';
import { scheduleSms } from './held-sms.job.js';
import { type PhoneContact, PhoneContactModel } from './phone-contact.model.js';
import { SmsNoNumberError, SmsNotSentError, SmsOptedOutError } from './sms.errors.js';
import { type SmsMessage, SmsMessageModel } from './sms-message.model.js';
import { isOptedOut, sendSms, smsStatusCallback, storeOutboundText } from './sms-sender.js';
import { linkTextToMessage } from './sms-status.js';
import { smsReplyAt, withResponseDelay } from './sms-timing.js';

/** HELP (and INFO, its carrier twin) as the whole message. */
const HELP_WORDS = /^\s*(help|info)\s*[.!?]*\s*$/i;

/** The answer to HELP: whose assistant this is and how to opt out. */
export const helpReply = (agent: Pick<AgentSettings, 'agentName' | 'brandName'>) =>
  `This is ${agent.agentName}’s AI assistant at ${agent.brandName}. Text your questions about buying or selling a home any time. Reply STOP to opt out of texts and calls. Msg & data rates may apply.`;

export type SmsKeyword = 'help' | 'stop' | 'start' | null;

/** The compliance keywords (docs/decisions/0009-opt-out-keywords.md): STOP and its twins (and "stop texting me"), START/UNSTOP, HELP. */
export function smsKeyword(body: string): SmsKeyword {
  if (HELP_WORDS.test(body)) return 'help';
  const signal = optOutSignal(body);
  return signal === true ? 'stop' : signal === false ? 'start' : null;
}

/** The contact for this agent and number, made on first contact (a read on every later text: the number it wrote to rarely changes). */
async function contactFor(userId: Types.ObjectId, phone: string, agentNumber: string): Promise<PhoneContact> {
  const known = await PhoneContactModel.findOne({ userId, phone }).lean<PhoneContact>();
  if (known?.agentNumber === agentNumber) return known;
  const contact = await PhoneContactModel.findOneAndUpdate(
    { userId, phone },
    { $setOnInsert: { userId, phone }, $set: { agentNumber } },
    { upsert: true, returnDocument: 'after' },
  ).lean<PhoneContact>();
  return contact!;
}

/** The SMS conversation of this contact; the first text opens it, on the lead already known by this number if any. */
async function smsConversationOf(contact: PhoneContact, at: Date): Promise<string> {
  if (contact.smsConversationId) return String(contact.smsConversationId);
  const userId = String(contact.userId);
  const leadId = await findLeadIdByPhone(userId, contact.phone);
  const opened = await openConversation({ userId, platform: 'sms', leadId, contactPhone: contact.phone, leadName: UNNAMED_LEAD.sms, opening: [], at });
  // Two first texts at once: the first to set it wins, the other conversation stays empty.
  await PhoneContactModel.updateOne({ _id: contact._id, smsConversationId: null }, { $set: { smsConversationId: opened._id } });
  const stored = await PhoneContactModel.findById(contact._id, { smsConversationId: 1 }).lean();
  return String(stored?.smsConversationId ?? opened._id);
}

/** The reply Twilio sends back in the webhook's own answer ('' for none). */
export interface SmsAnswer {
  reply: string;
  /** The assistant's reply: where Twilio reports what became of it (its TwiML <Message statusCallback>). */
  statusCallback?: string;
}

/** How a webhook's answer is stored after it is given. */
interface Answered {
  /** Bill the reply as an outbound text too. */
  billReply?: boolean;
  /** The lead's text's status: answered (default) or scheduled. */
  status?: SmsMessage['status'];
  /** The reply kept on the lead's text (default: the one given now). */
  stored?: string;
  /** The reply's stored outbound text, whose StatusCallback the answer carries. */
  replyId?: Types.ObjectId | null;
}

/** The seq of the assistant's reply this turn stored (undefined when it stayed silent). */
const replySeq = (turn: TurnResult): number | undefined => turn.messages.find((m) => m.role === 'assistant' && m.text === turn.reply)?.seq;

/**
 * An inbound text to one of the agent's numbers (POST /api/twilio/sms,
 * signature already checked). Stored once by MessageSid: a retry gets the
 * first answer again. HELP gets the help text; STOP and its twins opt the
 * contact out of texts and calls (the assistant confirms once, then stays
 * silent), START/UNSTOP opt back in; anything else goes through
 * takeTurn('sms') and is answered now, or later by a durable job when the
 * agent's SMS response speed or hours say so.
 *
 * What precedes the answer: the inbound text (stored first, so a crash after
 * answering never loses it), the contact's opt-out or opt-in, a held reply's
 * job, and the reply's own outbound text, which the TwiML's statusCallback
 * names (sms-status.ts: its conversation message shows what became of it).
 * An ordinary text is answered as soon as its reply is decided; its
 * conversation, lead, status and billing are stored right after
 * (afterAnswer), and the reply's text is then tied to its message.
 */
export async function answerInboundSms(number: PhoneNumber, params: Record<string, string>, logger?: AppLogger): Promise<SmsAnswer> {
  const messageSid = params.MessageSid ?? params.SmsSid ?? '';
  const from = params.From ?? '';
  const body = (params.Body ?? '').trim();
  const now = new Date();
  const userId = String(number.userId);
  const inbound = { kind: 'sms_inbound', quantity: 1, sourceId: messageSid } as const;
  let record: SmsMessage;
  try {
    record = (
      await SmsMessageModel.create({ userId: number.userId, direction: 'inbound', messageSid, from, to: number.phoneNumber, body, status: 'received' })
    ).toObject();
  } catch (err) {
    if ((err as { code?: number }).code !== 11000) throw err;
    // A retry: the text is billed once whatever stopped the first attempt after storing it.
    const [first] = await Promise.all([SmsMessageModel.findOne({ messageSid }).lean<SmsMessage>(), recordUsageBatch(userId, [inbound], now)]);
    if (first?.status !== 'answered' || !first.replyText) return { reply: '' };
    return { reply: first.replyText, ...(first.replyId ? { statusCallback: smsStatusCallback(first.replyId) } : {}) };
  }
  /** Answers `reply` now; the text's status and its billing (the reply's too when `billReply`) are stored right after. */
  const answer = (reply: string, { billReply = false, status = 'answered', stored = reply, replyId = null }: Answered = {}): SmsAnswer => {
    const usage = billReply ? [inbound, { kind: 'sms_outbound', quantity: 1, sourceId: `${messageSid}:reply` } as const] : [inbound];
    afterAnswer(Promise.all([finish(record, stored, status, replyId), recordUsageBatch(userId, usage, now)]), logger, 'sms');
    return { reply, ...(replyId ? { statusCallback: smsStatusCallback(replyId) } : {}) };
  };
  // Independent reads at once: the webhook's answer waits for the slowest, not the sum.
  const [contact, owner, settings] = await Promise.all([contactFor(number.userId, from, number.phoneNumber), phoneAgent(userId), phoneSettingsOf(userId)]);
  const agent = owner?.settings ?? null;
  const keyword = smsKeyword(body);
  if (!agent || !body) return answer('');
  if (keyword === 'help') return answer(helpReply(agent));
  if (keyword === 'stop' || keyword === 'start') {
    await PhoneContactModel.updateOne({ _id: contact._id }, { $set: { optedOutAt: keyword === 'stop' ? (contact.optedOutAt ?? now) : null } });
  }
  // The agent switched SMS off, or has no active plan: keywords are still obeyed, the assistant does not answer.
  if ((!settings.smsEnabled || !assistantAnswersFor(owner?.plan)) && !keyword) return answer('');

  // Opt-out and opt-in confirmations are never held back, by the SMS timing nor by the agent's responseDelay.
  const timed = keyword ? null : smsReplyAt(settings.smsResponseSpeed, settings.smsHours, agent.availability, now);
  const { at, holdMs } = keyword ? { at: null, holdMs: 0 } : withResponseDelay(timed, replyDelayMs(agent, 'sms'), now);
  const conversationId = await smsConversationOf(contact, now);
  // An ordinary text answered now is answered once its reply is decided; a keyword's turn (the lead's opt-out) and a held reply are stored first.
  const early = !keyword && !at;
  let decided: ((reply: string) => void) | undefined;
  const replyDecided = new Promise<string>((resolve) => (decided = resolve));
  const turnDone = takeTurn('sms', conversationId, agent, body.slice(0, MESSAGE_MAX), { now, logger, onReply: early ? (r) => decided?.(r.reply) : undefined });
  // The lead was made by this first text: it gets the number it texted from.
  const stored = turnDone.then(async (turn) => {
    if (!contact.smsConversationId && turn.conversation.leadId) await setLeadPhoneIfMissing(turn.conversation.leadId, userId, from);
    return turn;
  });
  if (early) {
    const reply = await Promise.race([replyDecided, stored.then((turn) => turn.reply)]);
    // The reply's text is stored before the answer names it in its StatusCallback; the stored turn then ties it to its message.
    const replyText = reply ? storeOutboundText(userId, number.phoneNumber, from, reply) : Promise.resolve(null);
    const linked = Promise.all([stored, replyText]).then(async ([turn, replyId]) => {
      const seq = replySeq(turn);
      if (replyId && seq !== undefined) await linkTextToMessage(replyId, { conversationId: String(turn.conversation._id), seq });
    });
    afterAnswer(linked, logger, 'sms turn');
    const [replyId] = await Promise.all([replyText, holdUntil(now.getTime(), holdMs)]);
    return answer(reply, { billReply: Boolean(reply), replyId });
  }
  const turn = await stored;
  const seq = replySeq(turn);
  const of = seq === undefined ? undefined : { conversationId: String(turn.conversation._id), seq };
  if (!turn.reply) return answer('');
  if (!at) {
    // A keyword's confirmation, its turn already stored: its text is tied to its message at once.
    const replyId = await storeOutboundText(userId, number.phoneNumber, from, turn.reply, of);
    if (of) await recordDelivery(of.conversationId, of.seq, { status: 'sending' });
    return answer(turn.reply, { billReply: true, replyId });
  }
  await scheduleSms({ userId, from: number.phoneNumber, to: from, body: turn.reply, inReplyTo: messageSid, ...of }, at);
  return answer('', { status: 'scheduled', stored: turn.reply });
}

async function finish(record: SmsMessage, replyText: string, status: SmsMessage['status'], replyId: Types.ObjectId | null): Promise<void> {
  await SmsMessageModel.updateOne({ _id: record._id }, { $set: { replyText, status, ...(replyId ? { replyId } : {}) } });
}

/**
 * The agent's reply from the inbox to an SMS conversation: texted from the
 * number the lead last wrote to (registered with the conversations module).
 * A text that cannot go out is an error the agent sees, saying why: no
 * number to send from or an opted-out lead (409, theirs to act on), or
 * Twilio refusing it (502).
 */
export async function deliverAgentSms(conversation: { id: string; userId: string }, text: string, message?: { seq: number }): Promise<void> {
  const contact = await PhoneContactModel.findOne({ userId: conversation.userId, smsConversationId: conversation.id }).lean<PhoneContact>();
  if (!contact?.agentNumber) throw new SmsNoNumberError();
  if (await isOptedOut(conversation.userId, contact.phone)) throw new SmsOptedOutError();
  let sent: boolean;
  try {
    sent = await sendSms(
      conversation.userId,
      contact.agentNumber,
      contact.phone,
      text,
      message ? { conversationId: conversation.id, seq: message.seq } : undefined,
    );
  } catch {
    throw new SmsNotSentError();
  }
  // Not opted out (checked above): what is left is a number no longer the agent's (released, disconnected).
  if (!sent) throw new SmsNoNumberError();
}
