import { type AskField, DEFAULT_AVAILABILITY, toWallTime } from '@leadnest/assistant-engine';
import type { EmbedCodeResponse, PublicChatReply, Understood } from '@leadnest/contracts';
import mongoose, { Types } from 'mongoose';
import supertest from 'supertest';

import { FAILURE_COUNTERS_COLLECTION } from '../../../lib/failure-counter.js';
import { FakeRelayCall, fakeSid, postTwilioWebhook } from '../../../test-support/index.js';
import { patchUser, setAvailability } from '../../agent-settings/settings.service.js';
import { leadForCall } from '../../dialer/dialer-calls.js';
import { isPlaceholderName } from '../../leads/leads.service.js';
import { agentWithNumber, BASE, type PhoneFixture } from '../../numbers/__tests__/phone-fixture.js';
import { placeOutboundCall } from '../../voice/outbound-call.js';
import { hoursOf } from '../dialogues/hours.js';
import {
  disclosure,
  fairHousing,
  type HeardTurn,
  knownFactQuestion,
  optOutObeyed,
  outsideHours,
  transcriptMatches,
  verbatimRepeat,
} from '../dialogues/rules.js';
import type { Dialogue, Outcome, Violation, Weekday } from '../dialogues/types.js';
import { WIDGET_SITE } from '../testing.js';

/**
 * Plays a dialogue through the entry point its channel uses in the product:
 * website chat through the public chat endpoints, SMS through the signed
 * Twilio webhook, inbound calls and campaign calls through the
 * ConversationRelay socket after Twilio's answer webhook. Then judges the
 * outcome and every per-turn rule (rules.ts) against what was stored.
 */

export interface DialogueResult {
  id: string;
  channel: Dialogue['channel'];
  outcomeRight: boolean;
  outcomeDetail: string;
  violations: Violation[];
  turns: HeardTurn[];
}

/** What the campaigns module would say about a call it placed (the runner registers itself as the outbound call owner). */
export const campaignCalls = new Map<string, { contactName: string; opening: string }>();
export const CAMPAIGN_OPENING = 'I’m following up on the homes you asked about.';

interface StoredConversation {
  _id: Types.ObjectId;
  messages: { role: string; text: string }[];
  understood: Understood;
  memory: { awaiting?: AskField; offered?: string[]; noted?: string; scheduled?: string };
  status: string;
  handoff?: { reason: string } | null;
  leadName?: string;
}

const conversations = () => mongoose.connection.collection('conversations');
const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

let serial = 0;
const freshPhone = () => `+1678555${String(3000 + ++serial).slice(-4)}`;

/** A channel's session: sends one lead turn and answers what the channel carried back. */
interface Session {
  /** What the lead heard before speaking (a call's greeting), '' on text channels. */
  opening: string;
  say(text: string): Promise<string>;
  conversation(): Promise<StoredConversation | null>;
  close(): void;
}

async function agentFor(fixture: PhoneFixture, dialogue: Dialogue) {
  const made = await agentWithNumber(fixture);
  const settings = dialogue.agent ?? {};
  await patchUser(made.user.id, {
    ...(settings.personality ? { aiPersonality: settings.personality } : {}),
    advancedSettings: { calendarIntegration: settings.calendar ?? true, responseDelay: 0 },
  } as never);
  const hours = hoursOf(dialogue);
  if (dialogue.agent?.hours) await setAvailability(made.user.id, hours as never, DEFAULT_AVAILABILITY.timeZone);
  return made;
}

async function chatSession(fixture: PhoneFixture, userId: string, agent: supertest.Agent): Promise<Session> {
  // Each dialogue is another visitor on another network; played back to back from 127.0.0.1 they would share the
  // public chat's per-network minute (chat-caps.ts, tested on its own), so each starts with the counts cleared.
  await mongoose.connection.collection(FAILURE_COUNTERS_COLLECTION).deleteMany({});
  const embed = (await agent.get('/api/chat-widget/embed-code').expect(200)).body as EmbedCodeResponse;
  const http = supertest(fixture.app.callback());
  let token: string | undefined;
  return {
    opening: '',
    async say(text) {
      const req = http.post(`/api/public/chat/${embed.agentPublicId}/messages`).set('Origin', WIDGET_SITE).send({ message: text });
      if (token) req.set('X-Visitor-Token', token);
      const res = await req.expect(200);
      const body = res.body as PublicChatReply;
      token = body.visitorToken;
      return body.messages.filter((m) => m.role === 'assistant').at(-1)?.text ?? '';
    },
    conversation: async () => (await conversations().findOne({ userId: new Types.ObjectId(userId), platform: 'website' })) as StoredConversation | null,
    close: () => undefined,
  };
}

const webhook = (fixture: PhoneFixture, path: string, params: Record<string, string>) =>
  postTwilioWebhook(fixture.app, BASE, path, { AccountSid: fixture.platform.sid, ...params }, fixture.platform.authToken);

function smsSession(fixture: PhoneFixture, userId: string, phoneNumber: string, from: string): Session {
  return {
    opening: '',
    async say(text) {
      const res = await webhook(fixture, '/api/twilio/sms', { MessageSid: fakeSid('SM'), From: from, To: phoneNumber, Body: text }).expect(200);
      return unescapeXml(/<Message[^>]*>([\s\S]*?)<\/Message>/.exec(res.text)?.[1] ?? '');
    },
    conversation: async () => (await conversations().findOne({ userId: new Types.ObjectId(userId), platform: 'sms' })) as StoredConversation | null,
    close: () => undefined,
  };
}

/** Opens the relay the answer webhook's TwiML points at, as Twilio does, and sends its setup. */
async function relaySession(relayOrigin: string, twiml: string, setup: Record<string, string>): Promise<Session> {
  const url = unescapeXml(/<ConversationRelay url="([^"]+)"/.exec(twiml)?.[1] ?? '').replace(BASE.replace(/^http/, 'ws'), relayOrigin);
  const opening = unescapeXml(/welcomeGreeting="([^"]*)"/.exec(twiml)?.[1] ?? '');
  const call = await FakeRelayCall.open(url);
  call.send({ type: 'setup', sessionId: fakeSid('VX'), ...setup });
  const callSid = setup.callSid!;
  return {
    opening,
    async say(text) {
      return (await call.prompt(text)).text.trim();
    },
    async conversation() {
      const log = await mongoose.connection.collection('call_logs').findOne({ callSid });
      return log ? ((await conversations().findOne({ _id: log.conversationId })) as StoredConversation | null) : null;
    },
    close: () => call.close(),
  };
}

async function voiceSession(fixture: PhoneFixture, relayOrigin: string, phoneNumber: string, from: string): Promise<Session> {
  const callSid = fakeSid('CA');
  const res = await webhook(fixture, '/api/twilio/voice', {
    CallSid: callSid,
    From: from,
    To: phoneNumber,
    Direction: 'inbound',
    CallStatus: 'ringing',
  }).expect(200);
  return relaySession(relayOrigin, res.text, { callSid, from, to: phoneNumber, direction: 'inbound' });
}

async function campaignSession(fixture: PhoneFixture, relayOrigin: string, userId: string, agent: supertest.Agent, dialogue: Dialogue, contact: string) {
  await agent.put('/api/user/profile').send({ isAiCallingEnabled: true, phone: '+15125550043' }).expect(200);
  const [number] = (await agent.get('/api/phone-numbers').expect(200)).body;
  await agent.patch(`/api/phone-numbers/${number.id}`).send({ isOutboundEnabled: true }).expect(200);
  const contactName = dialogue.known?.contactName ?? '';
  // As the dialer places a campaign call: to the contact's lead, made from the contact when the agent has none with this phone.
  const leadId = await leadForCall(userId, contactName, contact, 'Outbound AI campaign “Dialogues”');
  const { callSid, from } = await placeOutboundCall({ userId, to: contact, contactName, opening: CAMPAIGN_OPENING, leadId });
  campaignCalls.set(callSid, { contactName, opening: CAMPAIGN_OPENING });
  const params = { CallSid: callSid, To: contact, From: from, Direction: 'outbound-api', AnsweredBy: 'human', CallStatus: 'in-progress' };
  const res = await webhook(fixture, '/api/twilio/voice/outbound-answer', params).expect(200);
  return relaySession(relayOrigin, res.text, { callSid, from, to: contact, direction: 'outbound-api' });
}

/** Waits (briefly) until the turn is stored: a call speaks its reply before it writes the turn (onReply). */
async function storedAfter(session: Session, leadTurns: number, replied: boolean): Promise<StoredConversation> {
  for (let i = 0; i < 100; i++) {
    const c = await session.conversation();
    const leads = c?.messages.filter((m) => m.role === 'lead').length ?? 0;
    if (c && leads >= leadTurns && (!replied || c.messages.at(-1)?.role === 'assistant')) return c;
    await new Promise((r) => setImmediate(r));
    if (i > 20) await new Promise((r) => setTimeout(r, 10));
  }
  const c = await session.conversation();
  if (!c) throw new Error('no conversation was stored');
  return c;
}

function knownAfter(c: StoredConversation, callerPhone: string | undefined, contactName: string | undefined): Understood {
  const said = c.understood;
  const name = said.contact?.name ?? contactName ?? (c.leadName && !isPlaceholderName(c.leadName) ? c.leadName : undefined);
  const phone = said.contact?.phone ?? callerPhone;
  return { ...said, contact: { ...said.contact, ...(name ? { name } : {}), ...(phone ? { phone } : {}) } };
}

export interface RunContext {
  fixture: PhoneFixture;
  relayOrigin: string;
}

export async function runDialogue(dialogue: Dialogue, ctx: RunContext): Promise<DialogueResult> {
  const { user, agent, phoneNumber } = await agentFor(ctx.fixture, dialogue);
  const caller = dialogue.known?.phone ?? freshPhone();
  const session =
    dialogue.channel === 'chat'
      ? await chatSession(ctx.fixture, user.id, agent)
      : dialogue.channel === 'sms'
        ? smsSession(ctx.fixture, user.id, phoneNumber, caller)
        : dialogue.channel === 'voice'
          ? await voiceSession(ctx.fixture, ctx.relayOrigin, phoneNumber, caller)
          : await campaignSession(ctx.fixture, ctx.relayOrigin, user.id, agent, dialogue, caller);
  const callerPhone = dialogue.channel === 'chat' ? undefined : caller;
  const turns: HeardTurn[] = [];
  const violations: Violation[] = [];
  let offeredBefore: string[] = [];
  let offeredLast: string[] = [];
  let stored: StoredConversation | null = null;
  const hours = hoursOf(dialogue);
  try {
    const openingCount = dialogue.channel === 'chat' || dialogue.channel === 'sms' ? null : 1;
    for (const [i, lead] of dialogue.turns.entries()) {
      offeredBefore = offeredLast;
      const reply = await session.say(lead);
      stored = await storedAfter(session, i + 1, reply !== '');
      offeredLast = stored.memory?.offered?.length ? stored.memory.offered : offeredLast;
      const turn: HeardTurn = { lead, reply, known: knownAfter(stored, callerPhone, dialogue.known?.contactName), awaiting: stored.memory?.awaiting };
      const earlier = [session.opening, ...turns.map((t) => t.reply)];
      violations.push(
        ...knownFactQuestion(turn, i + 1),
        ...verbatimRepeat(reply, earlier, i + 1),
        ...outsideHours(reply, hours, i + 1),
        ...fairHousing(turn, i + 1, dialogue.steeringTurns?.includes(i + 1)),
      );
      turns.push(turn);
    }
    stored = await storedAfter(session, dialogue.turns.length, turns.at(-1)?.reply !== '');
    const appointments = await mongoose.connection
      .collection('appointments')
      .find({ userId: new Types.ObjectId(user.id) })
      .toArray();
    violations.push(
      ...outsideHours(
        '',
        hours,
        dialogue.turns.length,
        appointments.map((a) => ({ at: a.scheduledAt as Date, timeZone: DEFAULT_AVAILABILITY.timeZone })),
      ),
      ...disclosure(
        dialogue.channel,
        session.opening,
        turns.map((t) => t.reply),
      ),
      ...optOutObeyed(turns),
    );
    // A call's greeting is the transcript's first message (what the caller heard first); a chat's widget greeting likewise.
    const messages = stored.messages.map((m) => ({ role: m.role, text: m.text }));
    const opening = openingCount ?? (dialogue.channel === 'chat' && messages[0]?.role === 'assistant' ? 1 : 0);
    if (session.opening && messages[0]?.text !== session.opening)
      violations.push({
        rule: 'transcript',
        turn: 0,
        detail: `greeting stored ${JSON.stringify(messages[0]?.text)}, heard ${JSON.stringify(session.opening)}`,
      });
    violations.push(...transcriptMatches(messages.slice(opening), turns));
    const judged = judge(
      dialogue.expect,
      stored,
      turns,
      offeredBefore,
      appointments.map((a) => a.scheduledAt as Date),
    );
    return { id: dialogue.id, channel: dialogue.channel, outcomeRight: judged === '', outcomeDetail: judged, violations, turns };
  } finally {
    session.close();
  }
}

const WEEKDAY_INDEX: Record<Weekday, number> = { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 };
const HANDOFF_WORDS: Record<Extract<Outcome, { kind: 'handoff' }>['reason'], RegExp> = {
  asked: /let Maya know|connecting you|can’t take the call|pass on|passed your message/,
  unsure: /asked Maya to follow up/,
  'no-slots': /reach out personally/,
  'time-noted': /confirm your preferred time/,
};

/** '' when the conversation ended as the dialogue expects; else what happened instead. */
export function judge(expected: Outcome, c: StoredConversation, turns: HeardTurn[], offered: string[], booked: Date[]): string {
  const last = turns.at(-1)?.reply ?? '';
  const summary = `status ${c.status}, last reply: ${last}`;
  switch (expected.kind) {
    case 'booked': {
      if (booked.length !== 1) return `${booked.length} showings booked; ${summary}`;
      // A booked showing leaves nothing for the agent to confirm.
      if (c.status === 'needs-agent' && c.handoff?.reason === 'time-noted') return `booked, yet still waiting for the agent to confirm a time; ${summary}`;
      const at = booked[0]!;
      if ('offered' in expected.at) return at.toISOString() === offered[expected.at.offered] ? '' : `booked ${at.toISOString()}, offered ${offered.join(', ')}`;
      const w = toWallTime(at, DEFAULT_AVAILABILITY.timeZone);
      const weekday = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
      return weekday === WEEKDAY_INDEX[expected.at.weekday] && w.hour === expected.at.hour && w.minute === 0 ? '' : `booked ${at.toISOString()}`;
    }
    case 'handoff':
      if (booked.length) return `a showing was booked; ${summary}`;
      return c.status === 'needs-agent' && HANDOFF_WORDS[expected.reason].test(last) ? '' : `not handed off for ${expected.reason}; ${summary}`;
    case 'opted-out':
      return c.status === 'opted-out' ? '' : summary;
    case 'time-left-to-agent':
      if (booked.length) return `a showing was booked; ${summary}`;
      return c.memory?.noted && /will confirm/.test(last) ? '' : `no time noted (${c.memory?.noted ?? 'none'}); ${summary}`;
    case 'qualified': {
      const u = c.understood;
      const f = expected.facts;
      const wrong = [
        f.intent !== undefined && u.intent !== f.intent ? `intent ${u.intent}` : '',
        f.bedrooms !== undefined && u.bedrooms !== f.bedrooms ? `bedrooms ${u.bedrooms}` : '',
        f.propertyType !== undefined && u.propertyType !== f.propertyType ? `propertyType ${u.propertyType}` : '',
        f.timeline !== undefined && u.timeline !== f.timeline ? `timeline ${u.timeline}` : '',
        f.financing !== undefined && u.financing !== f.financing ? `financing ${u.financing}` : '',
        f.budgetMax !== undefined && u.budget.max !== f.budgetMax ? `budget max ${u.budget.max}` : '',
        f.name !== undefined && u.contact.name !== f.name ? `name ${u.contact.name}` : '',
        ...(f.areas ?? []).filter((a) => !u.areas.includes(a)).map((a) => `area ${a} missing (${u.areas.join(', ')})`),
      ].filter(Boolean);
      return wrong.length ? wrong.join('; ') : '';
    }
  }
}
