import type { ConversationMessageDto, LeadSource, LeadStage } from '@leadnest/contracts';
import { formatSlot, labelFor, respond, type BookedSlot, type Channel, type RespondInput, type RespondOutput } from '@leadnest/assistant-engine';
import { KeyedLock } from '../../lib/keyed-lock.js';
import { SlotTakenError } from '../appointments/appointments.errors.js';
import { bookShowing, linkAppointmentToLead } from '../appointments/appointments.service.js';
import { changeConversation, conversationForTurn, ensureRoom, messagesAfter, type Conversation, type NewMessage } from '../conversations/conversations.service.js';
import { hasLeadFacts, leadTurnFacts, recordLeadTurn, UNNAMED_LEAD } from '../leads/leads.service.js';
import type { AgentSettings } from '../users/agent-settings.service.js';
import { recordLeadAnswered, recordScriptUse } from '../ai-scripts/ai-scripts.service.js';
import { scriptReply } from './script-reply.js';
import { agentInput, busyAhead } from './agent-input.js';
import type { WarnLogger } from './provider/index.js';
import { coreOf, wordReply } from './wording.js';

export type { Channel, WarnLogger };
export { holdUntil, replyDelayMs } from './response-delay.js';

const SOURCE_OF: Record<Channel, LeadSource> = { chat: 'website', sms: 'sms', voice: 'phone' };

/** Every turn of one conversation runs alone (see KeyedLock). */
const turns = new KeyedLock();

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
    u.budget.max !== undefined ? `budget up to $${u.budget.max.toLocaleString('en-US')}` : u.budget.min !== undefined ? `budget from $${u.budget.min.toLocaleString('en-US')}` : null,
    u.timeline ? `timeline ${u.timeline}` : null,
    u.financing !== 'unknown' ? `financing: ${u.financing}` : null,
  ].filter(Boolean);
  return parts.length ? `${parts.join(', ')}. Booked by the AI assistant.` : 'Booked by the AI assistant.';
}

export interface TurnOptions {
  now?: Date;
  /** The model's deadline; the provider's 4 s unless a test shortens it. */
  modelTimeoutMs?: number;
  /** The app's logger (a model reply that could not be used is logged). */
  logger?: WarnLogger;
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
  return turns.run(conversationId, async () => {
    const conversation = await conversationForTurn(conversationId, agent.userId);
    ensureRoom(conversation);
    const before = conversation.messages.at(-1)?.seq ?? 0;
    const leadMessage: NewMessage = { role: 'lead', text, at: now };

    // Independent reads at once; a script's reply that this message answers is counted meanwhile (analytics).
    const [lead] = await Promise.all([leadTurnFacts(conversation.leadId, agent.userId), recordLeadAnswered(conversationId)]);
    const stageBefore: LeadStage = lead?.stage ?? 'new';
    const wasOptedOut = conversation.understood.optOut;
    const busy = await busyAhead(agent, now);
    const input: RespondInput = {
      message: text,
      now,
      channel,
      turn: conversation.turn,
      previous: conversation.understood,
      memory: conversation.memory,
      stage: stageBefore,
      source: SOURCE_OF[channel],
      messageCount: (lead?.messageCount ?? 0) + 1,
      noteCount: lead?.noteCount ?? 0,
      ...agentInput(agent),
      booked: busy,
      // The agent's 'AI Online' switch off pauses every conversation.
      aiPaused: conversation.aiPaused || agent.paused,
    };
    let out = respond(input);
    // Silent: the agent is talking (or paused the assistant), or the lead opted out earlier and still is (one confirmation only).
    const silent = conversation.aiPaused || agent.paused || (wasOptedOut && out.understood.optOut);

    let reply = '';
    let via: 'engine' | 'model' = 'engine';
    let booked: { slot: string; appointmentId: string } | undefined;
    let handoff = false;
    if (!silent) {
      const engineBooking = await bookIfPicked(out, input, busy, agent, conversation);
      out = engineBooking.out;
      booked = engineBooking.booked;
      const script = booked ? undefined : await scriptReply(out, agent, channel, text);
      if (script) {
        // The agent's own words for this trigger; questions and offers the engine had in mind wait for the next turn.
        reply = script.reply;
        via = 'engine';
        out = { ...out, memory: { ...out.memory, awaiting: undefined, offered: [] } };
        await recordScriptUse(script.id, conversationId, now);
      }
      const transcript = [...conversation.messages, leadMessage].map((m) => ({ role: m.role, text: m.text }));
      const wording = script ? { reply, via, action: 'reply' as const, slot: undefined } : await wordReply({ out, agent, channel, transcript, booked: booked?.slot, timeoutMs: options.modelTimeoutMs, logger: options.logger });
      ({ reply, via } = wording);
      handoff = coreOf(out.action).kind === 'handoff' || wording.action === 'handoff';
      if (!booked && wording.action === 'book' && wording.slot) {
        booked = await tryBook(wording.slot, out, agent, conversation);
        // Someone else got the model's slot: the engine's own answer stands.
        if (!booked) ({ reply, via } = { reply: out.reply, via: 'engine' });
      }
    }

    // No lead yet, and nothing that makes one (a greeting, a question): the chat goes on without one.
    const makesLead = Boolean(conversation.leadId) || Boolean(booked) || hasLeadFacts(out.understood);
    const leadDoc = !makesLead ? null : await recordLeadTurn(conversation.leadId, {
      userId: agent.userId,
      source: SOURCE_OF[channel],
      understood: out.understood,
      stage: silent ? stageBefore : booked ? 'showing' : out.stage,
      leadMessage: text,
      at: now,
      booked: booked ? `Showing booked by the AI assistant for ${formatSlot(booked.slot, agent.availability.timeZone)}` : undefined,
      optedOut: !wasOptedOut && out.understood.optOut,
      optedIn: wasOptedOut && !out.understood.optOut,
    });
    // A showing booked on the lead's very first message was booked before the lead existed.
    if (booked && leadDoc && !conversation.leadId) await linkAppointmentToLead(booked.appointmentId, leadDoc._id);
    const add = [leadMessage, ...(!silent && reply ? [{ role: 'assistant' as const, text: reply, at: new Date(now.getTime() + 1), via }] : [])];
    // Planned again from the stored state if a takeover, the agent's reply or
    // a turn in another process got there first (changeConversation says how).
    const stored = await changeConversation({ _id: conversationId, userId: agent.userId }, (seen) => ({
      add,
      incTurn: silent ? 0 : 1,
      set: {
        understood: out.understood,
        memory: booked ? { ...out.memory, scheduled: booked.slot, offered: [] } : out.memory,
        status: out.understood.optOut ? 'opted-out' : seen.aiPaused ? 'taken-over' : handoff ? 'needs-agent' : seen.status === 'opted-out' ? 'active' : seen.status,
        ...(leadDoc ? { leadId: leadDoc._id, leadName: leadDoc.name, score: leadDoc.score, label: labelFor(leadDoc.score, agent.leadScoring), leadStage: leadDoc.stage } : {}),
        ...(booked ? { scheduledShowing: new Date(booked.slot) } : {}),
      },
    }));
    return { messages: messagesAfter(stored, before), reply: silent ? '' : reply, conversation: stored };
  });
}

/** Books one slot for this conversation's lead; undefined when someone else booked it first. */
async function tryBook(slot: string, out: RespondOutput, agent: AgentSettings, conversation: Conversation) {
  try {
    const appointment = await bookShowing({
      userId: agent.userId,
      slot,
      timeZone: agent.availability.timeZone,
      clientName: out.understood.contact.name ?? UNNAMED_LEAD.website,
      clientEmail: out.understood.contact.email,
      clientPhone: out.understood.contact.phone,
      notes: summaryOf(out),
      leadId: conversation.leadId ? String(conversation.leadId) : null,
      conversationId: String(conversation._id),
    });
    return { slot, appointmentId: appointment.id };
  } catch (err) {
    if (err instanceof SlotTakenError) return undefined;
    throw err;
  }
}

/**
 * When the engine decided to book, books it. A slot taken meanwhile (by
 * another lead, or the agent) joins the busy list and the engine answers
 * again, now offering other times.
 */
async function bookIfPicked(first: RespondOutput, input: RespondInput, busy: BookedSlot[], agent: AgentSettings, conversation: Conversation) {
  let out = first;
  for (let attempt = 0; attempt < 3; attempt++) {
    const move = coreOf(out.action);
    if (move.kind !== 'book') return { out, booked: undefined };
    const booked = await tryBook(move.slot, out, agent, conversation);
    if (booked) return { out, booked };
    busy.push({ start: move.slot, end: new Date(Date.parse(move.slot) + 3600_000).toISOString() });
    out = respond({ ...input, booked: busy });
  }
  return { out, booked: undefined };
}
