import {
  type Action,
  type BookedSlot,
  type Channel,
  type EngineMemory,
  formatSlot,
  type HandoffReason,
  handUnanswerable,
  labelFor,
  nextStage,
  respond,
  type RespondInput,
  type RespondOutput,
  speak,
} from '@leadnest/assistant-engine';
import { budgetWords, type ConversationMessageDto, type ConversationStatus, type LeadSource, type LeadStage, type Understood } from '@leadnest/contracts';

import { DatabaseLock } from '../../lib/leases.js';
import type { AgentSettings } from '../agent-settings/agent-settings.service.js';
import { activeScripts, recordLeadAnswered, recordScriptUse } from '../ai-scripts/ai-scripts.service.js';
import { SlotTakenError } from '../appointments/appointments.errors.js';
import { bookShowing, linkAppointmentToLead } from '../appointments/appointments.service.js';
import { PublicBookingRefusedError, type PublicBookingSource } from '../appointments/public-booking-limits.js';
import {
  changeConversation,
  type Conversation,
  conversationForTurn,
  ensureRoom,
  messagesAfter,
  needsAgentSet,
  type NewMessage,
} from '../conversations/conversations.service.js';
import { hasLeadFacts, type LeadTurnFacts, leadTurnFacts, recordLeadTurn, UNNAMED_LEAD } from '../leads/leads.service.js';
import { agentInput, busyAhead, calendarFor, type ShowingCalendar } from './agent-input.js';
import type { WarnLogger } from './provider/index.js';
import { scriptReply } from './script-reply.js';
import type { TurnMemo, TurnReply } from './turn-memo.js';
import { coreOf, wordReply } from './wording.js';

export type { Channel, WarnLogger };
export type { TurnMemo, TurnReply };
export { holdUntil, replyDelayMs, replyHold } from './response-delay.js';

const SOURCE_OF: Record<Channel, LeadSource> = { chat: 'website', sms: 'sms', voice: 'phone', facebook: 'facebook', instagram: 'instagram' };

/** Every turn of one conversation runs alone, whichever API process takes it (a database lease, see DatabaseLock). */
const turns = new DatabaseLock('turn');

export interface TurnResult {
  /** The messages this turn added: the lead's, and the reply if one was sent. */
  messages: ConversationMessageDto[];
  /** The reply, '' when the assistant stayed silent (taken over, opted out). */
  reply: string;
  /** The conversation as this turn stored it. */
  conversation: Conversation;
}

/** What the agent reads in the appointment's notes: what the lead is after. */
function summaryOf(out: RespondOutput): string {
  const u = out.understood;
  const parts = [
    u.intent !== 'other' ? `Wants to ${u.intent}` : null,
    u.bedrooms !== undefined ? `${u.bedrooms} bed` : null,
    u.propertyType ?? null,
    u.areas.length ? `in ${u.areas.join(', ')}` : null,
    budgetWords(u.budget) ? `budget ${budgetWords(u.budget)}` : null,
    u.timeline ? `timeline ${u.timeline}` : null,
    u.financing !== 'unknown' ? `financing: ${u.financing}` : null,
  ].filter(Boolean);
  return parts.length ? `${parts.join(', ')}. Booked by the AI assistant.` : 'Booked by the AI assistant.';
}

/**
 * What the conversation understood, with the contact details of its lead on
 * file filled in where it has none (a campaign contact's lead, a caller or
 * texter already known): the assistant never asks for what is known
 * (docs/decisions/0038-whole-conversations.md). A name the channel only
 * shows (a Messenger profile's) is not the lead's until a lead is made:
 * a bare "hi" still makes none.
 */
function withKnownContact(said: Understood, lead: Pick<LeadTurnFacts, 'contact'> | null): Understood {
  const known = lead?.contact ?? {};
  return {
    ...said,
    contact: {
      ...(said.contact.name || known.name ? { name: said.contact.name ?? known.name } : {}),
      ...(said.contact.email || known.email ? { email: said.contact.email ?? known.email } : {}),
      ...(said.contact.phone || known.phone ? { phone: said.contact.phone ?? known.phone } : {}),
    },
  };
}

export interface TurnOptions {
  now?: Date;
  /** The model's deadline; the provider's 4 s unless a test shortens it. */
  modelTimeoutMs?: number;
  /** The app's logger (a model reply that could not be used is logged). */
  logger?: WarnLogger;
  /**
   * Hears the reply as soon as it is decided, before the turn is stored
   * (a phone call speaks it while the lead and the conversation are
   * written). Called once per turn, also when the assistant stays silent.
   * A channel that carries other words than the reply (a call's hand-off:
   * "Maya can't take the call right now…", a call's goodbye after a
   * message) answers the text it sent, and that is what the turn stores:
   * the transcript is what the lead heard, one source of truth
   * (docs/decisions/0038-whole-conversations.md).
   */
  onReply?: (reply: TurnReply) => string | void | Promise<string | void>;
  /** What one conversation keeps between its turns (a phone call: see TurnMemo). */
  memo?: TurnMemo;
  /**
   * false: the channel may not carry a reply now (Meta's 24-hour window
   * closed, or the account has no plan): the message is stored and
   * understood, the lead recorded, and the assistant says nothing, as when
   * the agent has taken over (docs/decisions/0035-meta-direct-messages.md).
   */
  mayReply?: boolean;
  /** The name the channel knows the person by (a Messenger profile): a lead this turn makes takes it (LeadTurn's knownName). */
  knownName?: string | null;
  /** The sender's network (request-caps.ts clientNetwork) when the channel knows it (website chat): the public booking caps count it. */
  network?: string;
}

/**
 * One inbound message from a lead, on any channel: THE way a lead's message
 * enters the assistant, which website chat, SMS and voice share (a new
 * channel calls this with its own `channel`, nothing else). It stores the
 * message, lets the engine decide (never while the agent has taken over,
 * never again after an opt-out), books the showing the lead picked, lets
 * the agent's AI model word the reply when one is set up, and records
 * everything on the conversation and its lead.
 */
export function takeTurn(channel: Channel, conversationId: string, agent: AgentSettings, text: string, options: TurnOptions = {}): Promise<TurnResult> {
  const now = options.now ?? new Date();
  const memo = options.memo;
  return turns.run(conversationId, async () => {
    // Independent reads at once. The lead's facts start with the lead this
    // conversation had last turn (a call's memo) and are read again only if
    // it changed; the scripts are read once per call, or alongside the rest.
    const hinted = memo?.leadId ? leadTurnFacts(memo.leadId, agent.userId) : null;
    hinted?.catch(() => undefined);
    const scripts = memo ? (memo.scripts ??= activeScripts(agent.userId)) : activeScripts(agent.userId);
    scripts.catch(() => undefined);
    // The account's busy times are read beside the conversation; a lead a team member works books on their calendar instead.
    const [conversation, accountBusy] = await Promise.all([conversationForTurn(conversationId, agent.userId), busyAhead(agent, now)]);
    ensureRoom(conversation);
    const calendar = await calendarFor(agent, conversation.assignedTo ? String(conversation.assignedTo) : null);
    const busy = calendar.userId === agent.userId ? accountBusy : await busyAhead(calendar, now);
    const before = conversation.messages.at(-1)?.seq ?? 0;
    const leadMessage: NewMessage = { role: 'lead', text, at: now };
    const lead = hinted && String(conversation.leadId) === memo?.leadId ? await hinted : await leadTurnFacts(conversation.leadId, agent.userId);
    const stageBefore: LeadStage = lead?.stage ?? 'new';
    const wasOptedOut = conversation.understood.optOut;
    const input: RespondInput = {
      message: text,
      now,
      channel,
      turn: conversation.turn,
      previous: withKnownContact(conversation.understood, lead),
      memory: conversation.memory,
      stage: stageBefore,
      source: SOURCE_OF[channel],
      messageCount: (lead?.messageCount ?? 0) + 1,
      ...agentInput(agent),
      availability: calendar.availability,
      booked: busy,
      // The agent's 'AI Online' switch off pauses every conversation.
      aiPaused: conversation.aiPaused || agent.paused,
    };
    // A question about a listing's records the assistant does not hold is the agent's to answer (unanswerable.ts).
    const handed = handUnanswerable(input, respond(input));
    const unanswered = handed.unanswered;
    let out: RespondOutput = handed;
    // Silent: the agent is talking (or paused the assistant), or the lead opted out earlier and still is (one confirmation only), or the channel may not answer now.
    const silent = options.mayReply === false || conversation.aiPaused || agent.paused || (wasOptedOut && out.understood.optOut);

    let reply = '';
    let via: 'engine' | 'model' = 'engine';
    let booked: { slot: string; appointmentId: string } | undefined;
    let handoff = false;
    let modelHandoff = false;
    let script: { id: string; reply: string } | undefined;
    if (!silent) {
      // Every booking the assistant makes is a stranger's: the public booking caps apply (appointments/public-booking-limits.ts).
      const booking: Booking = { calendar, conversation, input, source: { accountId: agent.userId, conversationId, network: options.network } };
      const engineBooking = await bookIfPicked(out, busy, booking);
      out = engineBooking.out;
      booked = engineBooking.booked;
      script = booked ? undefined : await scriptReply(out, agent, channel, text, scripts);
      if (script) {
        // The agent's own words for this trigger; questions and offers the engine had in mind wait for the next turn.
        reply = script.reply;
        via = 'engine';
        out = { ...out, memory: { ...out.memory, ...unsaid(input.memory), awaiting: undefined, offered: [] } };
      }
      const transcript = [...conversation.messages, leadMessage].map((m) => ({ role: m.role, text: m.text }));
      const wording = script
        ? { reply, via, action: 'reply' as const, slot: undefined }
        : await wordReply({
            out,
            agent: { ...agent, availability: calendar.availability },
            channel,
            transcript,
            booked: booked?.slot,
            timeoutMs: options.modelTimeoutMs,
            logger: options.logger,
          });
      ({ reply, via } = wording);
      modelHandoff = wording.action === 'handoff';
      handoff = coreOf(out.action).kind === 'handoff' || modelHandoff || Boolean(unanswered);
      if (!booked && wording.action === 'book' && wording.slot) {
        const tried = await tryBook(wording.slot, out, booking);
        if (typeof tried !== 'string') booked = tried;
        else {
          // Someone else got the model's slot (the engine's own answer stands), or the caps refused it (the time is noted).
          if (tried === 'refused') out = notedInstead(out, wording.slot, input);
          ({ reply, via } = { reply: out.reply, via: 'engine' });
        }
      }
    }

    // A time the agent was to confirm, booked now after all (the lead gave their contact): nothing waits for the agent
    // (docs/decisions/0038-whole-conversations.md, "Nothing is said twice in a row").
    const confirmedByBooking = (seen: Pick<Conversation, 'status' | 'handoff'>) =>
      Boolean(booked) && seen.status === 'needs-agent' && seen.handoff?.reason === 'time-noted';
    const statusAfter = (seen: Pick<Conversation, 'aiPaused' | 'status' | 'handoff'>): ConversationStatus =>
      out.understood.optOut
        ? 'opted-out'
        : seen.aiPaused
          ? 'taken-over'
          : handoff
            ? 'needs-agent'
            : seen.status === 'opted-out' || confirmedByBooking(seen)
              ? 'active'
              : seen.status;
    const move = coreOf(out.action);
    // The model may hand off on its own: a person asked for, as far as the channel is concerned.
    const handoffReason: HandoffReason | undefined = !handoff
      ? undefined
      : move.kind === 'handoff'
        ? move.reason
        : modelHandoff || !unanswered
          ? 'asked'
          : 'unsure';
    const carried = await options.onReply?.({
      reply: silent ? '' : reply,
      status: statusAfter(conversation),
      ...(handoffReason ? { handoff: handoffReason } : {}),
      ...(unanswered ? { unanswered } : {}),
    });
    if (!silent && typeof carried === 'string' && carried !== reply) {
      // The channel said something else: what the reply would have asked or offered was not said.
      reply = carried;
      via = 'engine';
      out = {
        ...out,
        memory: { ...out.memory, ...unsaid(input.memory), asked: input.memory?.asked ?? [], offered: input.memory?.offered ?? [], awaiting: undefined },
      };
    }
    // Script analytics, beside the writes below: the script reply this message answers, then this turn's script.
    const scriptUse = recordLeadAnswered(conversationId, agent.userId).then(() => (script ? recordScriptUse(script.id, conversationId, now) : undefined));
    scriptUse.catch(() => undefined);

    // No lead yet, and nothing that makes one (a greeting, a question): the chat goes on without one.
    const makesLead = Boolean(conversation.leadId) || Boolean(booked) || hasLeadFacts(out.understood);
    const leadDoc = !makesLead
      ? null
      : await recordLeadTurn(conversation.leadId, {
          userId: agent.userId,
          source: SOURCE_OF[channel],
          understood: out.understood,
          stage: silent ? stageBefore : booked ? 'showing' : out.stage,
          leadMessage: text,
          at: now,
          booked: booked ? `Showing booked by the AI assistant for ${formatSlot(booked.slot, calendar.availability.timeZone)}` : undefined,
          optedOut: !wasOptedOut && out.understood.optOut,
          optedIn: wasOptedOut && !out.understood.optOut,
          knownName: options.knownName,
        });
    // A showing booked on the lead's very first message was booked before the lead existed.
    if (booked && leadDoc && !conversation.leadId) await linkAppointmentToLead(booked.appointmentId, leadDoc._id);
    const add = [leadMessage, ...(!silent && reply ? [{ role: 'assistant' as const, text: reply, at: new Date(now.getTime() + 1), via }] : [])];
    // Planned again from the stored state if a takeover, the agent's reply or
    // a turn in another process got there first (changeConversation says how).
    const stored = await changeConversation(
      { _id: conversationId, userId: agent.userId },
      (seen) => ({
        add,
        incTurn: silent ? 0 : 1,
        set: {
          understood: out.understood,
          memory: booked ? { ...out.memory, scheduled: booked.slot, offered: [] } : out.memory,
          // Why it needs the agent, kept with the status for the mail, the toast and the inbox.
          ...needsAgentSet(seen, statusAfter(seen), handoffReason && { reason: handoffReason, unansweredIn: unanswered ? text : undefined }, now),
          ...(leadDoc
            ? {
                leadId: leadDoc._id,
                leadName: leadDoc.name,
                score: leadDoc.score,
                label: labelFor(leadDoc.score, agent.leadScoring),
                leadStage: leadDoc.stage,
                // Who of a team sees it: the lead's assignee (docs/decisions/0034-teams.md).
                assignedTo: leadDoc.assignedTo ?? null,
              }
            : {}),
          ...(booked ? { scheduledShowing: new Date(booked.slot) } : {}),
        },
      }),
      conversation,
    );
    await scriptUse;
    if (memo && stored.leadId) memo.leadId = String(stored.leadId);
    return { messages: messagesAfter(stored, before), reply: silent ? '' : reply, conversation: stored };
  });
}

/**
 * Resolves once every turn of this conversation that started before it, in
 * any API process, is stored (it takes the turn lease in its turn). A turn's
 * reply may be out (onReply) before it is: a call's status callback waits
 * here so the transcript it keeps has the call's last turn.
 */
export function turnsSettled(conversationId: string): Promise<void> {
  return turns.run(conversationId, async () => undefined);
}

/**
 * A turn a channel carried without the engine (a call's caller pressing 0
 * for a person, or the apology when a turn failed): what the lead said, if
 * anything, and what the channel said back, stored in turn order as the
 * lead heard it. `needsAgent`: the lead asked for a person, so the
 * conversation now needs the agent (unless it is taken over or opted out).
 */
export function recordChannelTurn(
  conversationId: string,
  userId: string,
  said: { lead?: string; reply: string; needsAgent?: boolean },
  now = new Date(),
): Promise<Conversation> {
  return turns.run(conversationId, () =>
    changeConversation({ _id: conversationId, userId }, (seen) => ({
      add: [
        ...(said.lead ? [{ role: 'lead' as const, text: said.lead, at: now }] : []),
        ...(said.reply ? [{ role: 'assistant' as const, text: said.reply, at: new Date(now.getTime() + 1), via: 'engine' as const }] : []),
      ],
      ...(said.needsAgent && seen.status === 'active' ? { set: { status: 'needs-agent' as const } } : {}),
    })),
  );
}

/** What a booking in this turn needs beyond the slot. */
interface Booking {
  calendar: ShowingCalendar;
  conversation: Conversation;
  input: RespondInput;
  source: PublicBookingSource;
}

/**
 * Books one slot for this conversation's lead: 'taken' when someone else
 * booked it first, 'refused' when the public booking caps said no.
 */
async function tryBook(slot: string, out: RespondOutput, { calendar, conversation, input, source }: Booking) {
  try {
    const appointment = await bookShowing({
      userId: calendar.userId,
      slot,
      timeZone: calendar.availability.timeZone,
      clientName: out.understood.contact.name ?? UNNAMED_LEAD.website,
      clientEmail: out.understood.contact.email,
      clientPhone: out.understood.contact.phone,
      notes: summaryOf(out),
      leadId: conversation.leadId ? String(conversation.leadId) : null,
      conversationId: String(conversation._id),
      publicSource: source,
      now: input.now,
    });
    return { slot, appointmentId: appointment.id };
  } catch (err) {
    if (err instanceof SlotTakenError) return 'taken' as const;
    if (err instanceof PublicBookingRefusedError) return 'refused' as const;
    throw err;
  }
}

/**
 * A booking the public caps refused: the lead's time is noted for the
 * agent, as when the calendar is off, and the reply says the agent will
 * confirm it. It does not say why (a flood learns nothing), nor hand off
 * (a flood would page the agent once per refusal).
 */
function notedInstead(out: RespondOutput, slot: string, input: RespondInput): RespondOutput {
  const note: Action = { kind: 'note-time', time: slot };
  const action: Action = out.action.kind === 'greet' ? { kind: 'greet', next: note } : note;
  const reply = speak(action, {
    personality: input.personality,
    agentName: input.agentName,
    brandName: input.brandName,
    channel: input.channel,
    timeZone: input.availability?.timeZone,
    maxLength: input.maxLength,
  });
  const memory = { ...out.memory, offered: [], awaiting: undefined, noted: slot, scheduled: input.memory?.scheduled };
  return { ...out, action, reply, memory, stage: nextStage(input.stage ?? 'new', out.understood, action) };
}

/**
 * When the engine decided to book, books it. A slot taken meanwhile (by
 * another lead, or the agent) joins the busy list and the engine answers
 * again, now offering other times; a booking the caps refused is noted.
 */
/**
 * The engine's reply was not said (a script's words, or the channel's own): what it would have put on the table
 * (a time answered, times asked about again, a time held, a hand-off said) stays as it was before the turn.
 */
function unsaid(before: EngineMemory | undefined): Pick<EngineMemory, 'answered' | 'reminded' | 'holdAsked' | 'handedOff'> {
  return { answered: before?.answered, reminded: before?.reminded, holdAsked: before?.holdAsked, handedOff: before?.handedOff };
}

async function bookIfPicked(first: RespondOutput, busy: BookedSlot[], booking: Booking) {
  let out = first;
  for (let attempt = 0; attempt < 3; attempt++) {
    const move = coreOf(out.action);
    if (move.kind !== 'book') return { out, booked: undefined };
    const tried = await tryBook(move.slot, out, booking);
    if (tried === 'refused') return { out: notedInstead(out, move.slot, booking.input), booked: undefined };
    if (tried !== 'taken') return { out, booked: tried };
    busy.push({ start: move.slot, end: new Date(Date.parse(move.slot) + 3600_000).toISOString() });
    out = respond({ ...booking.input, booked: busy });
  }
  return { out, booked: undefined };
}
