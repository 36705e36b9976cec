import { type AiPersonality, EMPTY_UNDERSTOOD, type LeadSource, type LeadStage, type Understood } from '@leadnest/contracts';

import { asksWhoAnswers, isSteeringQuestion } from './compliance';
import { decide } from './decide';
import { type LeadScoringStrictness, type ScoreLabel, scoreLead } from './score';
import { declinesOffered, pickOffered } from './showing-time';
import { dayOf, DEFAULT_AVAILABILITY } from './slots';
import { speak } from './speak';
import { nextStage } from './stage';
import { type Action, type Availability, type BookedSlot, type Channel, EMPTY_MEMORY, type EngineMemory, type Objectives } from './types';
import { learnedSomething, understand } from './understand';

export interface RespondInput {
  message: string;
  now: Date;
  channel: Channel;
  /** 0 for the first reply of the conversation. */
  turn: number;
  previous?: Understood;
  memory?: EngineMemory;
  stage?: LeadStage;
  source?: LeadSource;
  /** Inbound messages so far, this one included (feeds the score). */
  messageCount?: number;
  agentName: string;
  brandName?: string;
  personality?: AiPersonality;
  maxLength?: number;
  objectives?: Objectives;
  serviceAreas?: string[];
  availability?: Availability;
  booked?: BookedSlot[];
  aiPaused?: boolean;
  /** AI Settings' calendarIntegration (default true): off, no slots are offered and the lead's preferred time is asked instead. */
  calendarIntegration?: boolean;
  /** AI Settings' leadScoring: how strict the hot/warm/cold label is (default medium). */
  leadScoring?: LeadScoringStrictness;
}

export interface RespondOutput {
  /** '' when the AI is paused: the channel sends nothing. */
  reply: string;
  understood: Understood;
  action: Action;
  score: number;
  label: ScoreLabel;
  stage: LeadStage;
  /** Hand back as `memory` on the next turn. */
  memory: EngineMemory;
}

const CHANNEL_SOURCE: Record<Channel, LeadSource> = { chat: 'website', sms: 'sms', voice: 'phone', facebook: 'facebook', instagram: 'instagram' };

/**
 * A link says nothing the lead said: a photo's address on Meta's servers or
 * a listing's URL holds digits and words (a 10-digit id, "3-bed-450k") the
 * engine would read as a phone number, bedrooms or a budget.
 */
export const withoutLinks = (message: string): string => message.replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ');

/**
 * A hand-off for the same reason as the last reply's is said in other words
 * (and the next one in the first words again): a lead who writes on after
 * "I've let Maya know" never gets the same sentence twice in a row.
 */
function sayOnce(action: Action, last: EngineMemory['handedOff']): Action {
  if (action.kind !== 'handoff' || last?.reason !== action.reason || last.again) return action;
  return { ...action, again: true };
}

/** The move inside a greeting, or the move itself. */
const core = (action: Action): Action => (action.kind === 'greet' && action.next ? action.next : action);

/**
 * One turn of a conversation, the single entry point every channel calls:
 * understand the message, pick the next move, say it, and work out the
 * lead's stage and score. Pure: the caller stores what it returns (the
 * understood facts, the memory, the booking) and passes them back next turn.
 */
export function respond(input: RespondInput): RespondOutput {
  const availability = input.availability ?? DEFAULT_AVAILABILITY;
  const tz = availability.timeZone;
  const memory = input.memory ?? EMPTY_MEMORY;
  const previous = input.previous ?? EMPTY_UNDERSTOOD;

  const said = withoutLinks(input.message);
  let understood = understand(said, {
    now: input.now,
    timeZone: tz,
    serviceAreas: input.serviceAreas ?? [],
    previous,
    expecting: memory.awaiting,
    agentName: input.agentName,
  });
  // "The second one" answers the slots just offered; "none of those work" turns them down ("no one" is no pick).
  const declined = declinesOffered(said, memory.offered);
  const picked = declined ? null : pickOffered(said, memory.offered, tz);
  if (picked) {
    const { showingDay: _day, ...rest } = understood;
    understood = { ...rest, showingRequest: picked, wantsShowing: true };
  }

  const steering = isSteeringQuestion(said);
  const learned = steering || Boolean(picked) || declined || learnedSomething(previous, understood);
  const misses = learned ? 0 : memory.misses + 1;

  const decided = decide({
    understood,
    turn: input.turn,
    channel: input.channel,
    objectives: input.objectives ?? {},
    availability,
    booked: input.booked ?? [],
    now: input.now,
    aiPaused: input.aiPaused,
    steering,
    misses,
    asked: memory.asked,
    offered: memory.offered,
    answered: memory.answered,
    reminded: memory.reminded,
    holdAsked: memory.holdAsked,
    declined,
    scheduled: memory.scheduled,
    calendar: input.calendarIntegration,
    noted: memory.noted,
    tourAsked: Boolean(understood.wantsShowing && !previous.wantsShowing && !understood.showingRequest && !understood.showingDay),
    dayNamed: Boolean(understood.showingDay && understood.showingDay !== previous.showingDay),
    timeNamed: Boolean(understood.showingRequest && understood.showingRequest !== previous.showingRequest),
    timeOnly: Boolean(
      understood.showingRequest &&
      understood.showingRequest !== previous.showingRequest &&
      previous.showingDay &&
      dayOf(understood.showingRequest, availability.timeZone) === previous.showingDay,
    ),
  });

  const action = sayOnce(decided, memory.handedOff);
  const move = core(action);
  // A booking or a refusal takes the times off the table; a fresh offer is asked about again only once.
  const offerClosed = move.kind === 'book' || declined;
  const answered = move.kind === 'offer-slots' && move.instead ? move.instead : move.kind === 'book' ? undefined : memory.answered;
  const reminded = move.kind === 'offer-slots' ? move.again : offerClosed ? undefined : memory.reminded;
  const nextMemory: EngineMemory = {
    asked: move.kind === 'ask' && !memory.asked.includes(move.field) ? [...memory.asked, move.field] : memory.asked,
    offered: move.kind === 'offer-slots' ? move.slots : offerClosed ? [] : memory.offered,
    misses: move.kind === 'handoff' ? 0 : misses,
    scheduled: move.kind === 'book' ? move.slot : memory.scheduled,
    awaiting: move.kind === 'ask' ? move.field : undefined,
    ...(move.kind === 'note-time' ? { noted: move.time } : memory.noted ? { noted: memory.noted } : {}),
    ...(answered ? { answered } : {}),
    ...(reminded ? { reminded } : {}),
    ...(move.kind === 'ask' && move.hold ? { holdAsked: move.hold } : memory.holdAsked && move.kind !== 'book' ? { holdAsked: memory.holdAsked } : {}),
    ...(move.kind === 'handoff' ? { handedOff: { reason: move.reason, ...(move.again ? { again: true } : {}) } } : {}),
  };
  const stage = nextStage(input.stage ?? 'new', understood, action);
  const { score, label } = scoreLead(
    understood,
    {
      source: input.source ?? CHANNEL_SOURCE[input.channel],
      messageCount: input.messageCount ?? input.turn + 1,
    },
    input.leadScoring,
  );
  const reply = speak(action, {
    personality: input.personality,
    agentName: input.agentName,
    brandName: input.brandName,
    channel: input.channel,
    timeZone: tz,
    maxLength: input.maxLength,
    known: { name: Boolean(understood.contact.name), phone: Boolean(understood.contact.phone), email: Boolean(understood.contact.email) },
    whoAsked: asksWhoAnswers(said),
  });
  return { reply, understood, action, score, label, stage, memory: nextMemory };
}
