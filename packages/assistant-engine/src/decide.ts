import type { Understood } from '@leadnest/contracts';

import { dayOf, DEFAULT_AVAILABILITY, freeSlots, hoursOn, isFreeSlot, pickOffer, withinHours } from './slots';
import { addDays, fromWallTime, toWallTime } from './time-zone';
import type { Action, AskField, Availability, BookedSlot, Channel, Objectives } from './types';

export interface DecideState {
  understood: Understood;
  /** 0 for the assistant's first reply in this conversation. */
  turn: number;
  channel: Channel;
  objectives: Objectives;
  availability?: Availability;
  booked: BookedSlot[];
  now: Date;
  aiPaused?: boolean;
  /** isSteeringQuestion(message), computed by respond(). */
  steering?: boolean;
  /** Messages in a row that taught nothing, this one included. */
  misses?: number;
  asked?: AskField[];
  /** This lead's booked showing, if any. */
  scheduled?: string;
  /** AI Settings' calendarIntegration; false: no slots are offered or booked, the lead's preferred time is asked and noted. Default true. */
  calendar?: boolean;
  /** With the calendar off, the preferred time already noted. */
  noted?: string;
  /** This message asked to see a home without naming a time ("can I come see it?"): times are offered (or asked for) before any question. */
  tourAsked?: boolean;
  /** This message named a showing day without a time (understood.showingDay is new). */
  dayNamed?: boolean;
  /** This message named a showing time (understood.showingRequest is new). */
  timeNamed?: boolean;
  /** This message named only a time, its day coming from an earlier message ("2pm" after "on Sunday?"). */
  timeOnly?: boolean;
  /** The slots last offered and not yet booked or turned down. */
  offered?: string[];
  /** A showing time the lead asked for that was not free and was answered with other times. */
  answered?: string;
  /** Those slots were already asked about a second time. */
  reminded?: boolean;
  /** The free time for which the contact was already asked a second time. */
  holdAsked?: string;
  /** This message turned the offered slots down ("none of those work"). */
  declined?: boolean;
}

/** No showing sooner than this: the agent needs time to get there. */
export const MIN_NOTICE_MINUTES = 120;
const SEARCH_DAYS = 14;

/** Per intent, the questions worth asking, most useful first, when the objective says nothing. */
const DEFAULT_ORDER: Record<Understood['intent'], AskField[]> = {
  buy: ['budget', 'timeline', 'financing', 'areas', 'contact'],
  invest: ['budget', 'areas', 'propertyType', 'financing', 'contact'],
  rent: ['budget', 'timeline', 'areas', 'bedrooms', 'contact'],
  sell: ['areas', 'timeline', 'propertyType', 'contact'],
  valuation: ['areas', 'propertyType', 'bedrooms', 'contact'],
  other: ['intent'],
};

const KEYWORDS: Record<AskField, RegExp> = {
  intent: /\b(buy|sell|rent|intent|goal|looking for)\b/i,
  budget: /\b(budget|price|afford|spend|range)/i,
  timeline: /\b(timeline|timeframe|time frame|when|move|moving|urgency)/i,
  financing: /\b(financ|pre-?approv|mortgage|lender|loan|cash)/i,
  areas: /\b(area|location|neighbou?rhood|where|city|address)/i,
  bedrooms: /\b(bed|bedroom|size)/i,
  propertyType: /\b(property type|type of (home|property)|condo|house|townhouse)/i,
  contact: /\b(contact|phone|email|name|number)/i,
};

/**
 * The order of questions: fields the agent's objective mentions come first,
 * in the order it mentions them ("qualify budget, then timeline…"), then the
 * intent's defaults. Chat and SMS follow the chat objective, voice the phone
 * objective; each falls back on the other.
 */
export function questionOrder(intent: Understood['intent'], channel: Channel, objectives: Objectives): AskField[] {
  if (intent === 'other') return ['intent'];
  const text = (channel === 'voice' ? (objectives.phoneObjective ?? objectives.chatObjective) : (objectives.chatObjective ?? objectives.phoneObjective)) ?? '';
  const defaults = DEFAULT_ORDER[intent];
  const mentioned = (Object.keys(KEYWORDS) as AskField[])
    .filter((f) => f !== 'intent')
    .map((f) => ({ f, at: text.search(KEYWORDS[f]) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.f);
  return [...new Set([...mentioned, ...defaults])];
}

export function isKnown(u: Understood, field: AskField): boolean {
  switch (field) {
    case 'intent':
      return u.intent !== 'other';
    case 'budget':
      return u.budget.min !== undefined || u.budget.max !== undefined;
    case 'timeline':
      return u.timeline !== undefined;
    case 'financing':
      return u.financing !== 'unknown';
    case 'areas':
      return u.areas.length > 0;
    case 'bedrooms':
      return u.bedrooms !== undefined;
    case 'propertyType':
      return u.propertyType !== undefined;
    case 'contact':
      return Boolean(u.contact.name && (u.contact.phone || u.contact.email));
  }
}

/** Offerable slots: free, with notice, from the requested day (an instant, or a YYYY-MM-DD day in the agent's zone) if any. */
function offer(state: DecideState, from: Date | string): string[] {
  const availability = state.availability ?? DEFAULT_AVAILABILITY;
  const notice = new Date(state.now.getTime() + MIN_NOTICE_MINUTES * 60_000);
  // freeSlots lists whole calendar days in the agent's zone from `start`.
  const start = typeof from === 'string' || from.getTime() > state.now.getTime() ? from : state.now;
  return pickOffer(freeSlots(availability, state.booked, start, SEARCH_DAYS, notice));
}

/** The offered slots that can still be booked (free, with notice). */
function stillFree(state: DecideState, slots: string[]): string[] {
  const notice = new Date(state.now.getTime() + MIN_NOTICE_MINUTES * 60_000);
  return slots.filter((slot) => isFreeSlot(state.availability ?? DEFAULT_AVAILABILITY, state.booked, slot, notice));
}

/** The same wall time on the next day (within a week) the agent shows homes at that time, or null. */
function sameTimeOnNextWorkingDay(availability: Availability, iso: string): string | null {
  const w = toWallTime(new Date(iso), availability.timeZone);
  for (let n = 1; n <= 7; n++) {
    const d = addDays(w.year, w.month, w.day, n);
    const at = fromWallTime(d.year, d.month, d.day, w.hour, w.minute, availability.timeZone)?.toISOString();
    if (at && withinHours(availability, at)) return at;
  }
  return null;
}

/** The day asked for when the agent shows no homes on it: the offer of other days says why. */
const dayOffOf = (availability: Availability, day: string): { dayOff?: string } => (hoursOn(availability, day) ? {} : { dayOff: day });

/** With the calendar off: ask for a time on that day, within the agent's hours (or for another day when they show no homes then). */
function askTimeOn(availability: Availability, day: string): Action {
  return { kind: 'ask-time', day, hours: hoursOn(availability, day) };
}

/** The move after the compliance checks and the first-turn greeting. */
function nextMove(state: DecideState): Action {
  const u = state.understood;
  const availability = state.availability ?? DEFAULT_AVAILABILITY;
  if (state.steering) return { kind: 'refuse-steering' };
  if (u.wantsHuman) return { kind: 'handoff', reason: 'asked' };
  if ((state.misses ?? 0) >= 2) return { kind: 'handoff', reason: 'unsure' };

  const calendar = state.calendar !== false;
  const request = u.showingRequest && u.showingRequest !== state.scheduled && u.showingRequest !== state.noted ? u.showingRequest : undefined;
  // Calendar off: a time within the agent's hours is noted for them; one outside is answered with the hours of that day, once.
  if (request && !calendar && withinHours(availability, request)) return { kind: 'note-time', time: request };
  // A bare time answering "what other day and time?" after a day the agent does not work: asking again
  // would repeat the question word for word, so the time is noted on their next working day, for them to confirm.
  if (request && !calendar && state.timeNamed && state.timeOnly) {
    const day = dayOf(request, availability.timeZone);
    const moved = hoursOn(availability, day) ? null : sameTimeOnNextWorkingDay(availability, request);
    if (moved) return { kind: 'note-time', time: moved, dayOff: day };
  }
  if (request && !calendar && state.timeNamed) return askTimeOn(availability, dayOf(request, availability.timeZone));
  if (request && calendar) {
    const notice = new Date(state.now.getTime() + MIN_NOTICE_MINUTES * 60_000);
    if (isFreeSlot(availability, state.booked, request, notice)) {
      // A booking without a name and a way to reach the lead helps nobody: the contact is asked for, and asked once
      // more, saying the time is held; a phone or email is then enough, and without either the agent confirms it.
      if (isKnown(u, 'contact')) return { kind: 'book', slot: request };
      if (!state.asked?.includes('contact')) return { kind: 'ask', field: 'contact' };
      if (u.contact.phone || u.contact.email) return { kind: 'book', slot: request };
      return state.holdAsked === request ? { kind: 'handoff', reason: 'time-noted' } : { kind: 'ask', field: 'contact', hold: request };
    }
    // Not free (or only a day was named): the free hours from that day on, saying why when the agent shows no homes that day.
    // Answered with other times on an earlier turn, it is not answered again: the turn goes on to what the lead says now.
    if (request !== state.answered) {
      const slots = offer(state, new Date(request));
      return slots.length
        ? { kind: 'offer-slots', slots, instead: request, ...dayOffOf(availability, dayOf(request, availability.timeZone)) }
        : { kind: 'handoff', reason: 'no-slots' };
    }
  }

  // A day without a time ("can I see it tomorrow?"): that day's free hours, or with the calendar off, a time asked for that day.
  if (state.dayNamed && u.showingDay && !state.scheduled) {
    if (!calendar) return askTimeOn(availability, u.showingDay);
    const slots = offer(state, u.showingDay);
    return slots.length ? { kind: 'offer-slots', slots, ...dayOffOf(availability, u.showingDay) } : { kind: 'handoff', reason: 'no-slots' };
  }

  // "None of those work": a better day and time is asked for, not the next three slots guessed at.
  if (state.declined) return { kind: 'ask-time', declined: true };

  // "Can I see it?": a showing request without a time is answered with times.
  if (state.tourAsked && !state.scheduled) {
    if (!calendar) return state.noted ? { kind: 'handoff', reason: 'time-noted' } : { kind: 'ask-time' };
    const slots = offer(state, state.now);
    if (slots.length) return { kind: 'offer-slots', slots };
  }

  const asked = new Set(state.asked ?? []);
  const missing = questionOrder(u.intent, state.channel, state.objectives).find((f) => !isKnown(u, f) && !asked.has(f));
  if (missing) return { kind: 'ask', field: missing };
  if (state.scheduled) return { kind: 'handoff', reason: 'booked' };
  if (!calendar) return state.noted ? { kind: 'handoff', reason: 'time-noted' } : { kind: 'ask-time' };
  // Times already on offer are asked about once more in other words, never offered again word for word;
  // still no pick after that, the agent finds a time with the lead.
  const onOffer = stillFree(state, state.offered ?? []);
  if (onOffer.length) return state.reminded ? { kind: 'handoff', reason: 'no-slots' } : { kind: 'offer-slots', slots: onOffer, again: true };
  const slots = offer(state, state.now);
  return slots.length ? { kind: 'offer-slots', slots } : { kind: 'handoff', reason: 'no-slots' };
}

/**
 * The engine's next move, in priority order: a paused AI says nothing; an
 * opt-out is obeyed at once; then steering is refused, a person is fetched
 * when asked for (or after two messages the engine could not follow), a
 * named showing time is booked or answered with free slots, the most useful
 * missing question is asked, and finally slots are offered. The first reply
 * wraps that move in a greeting that says it is the agent's AI assistant.
 */
export function decide(state: DecideState): Action {
  if (state.aiPaused) return { kind: 'handoff', reason: 'ai-paused' };
  if (state.understood.optOut) return { kind: 'opt-out' };
  const move = nextMove(state);
  if (state.turn !== 0) return move;
  // A bare "hi" needs no question yet beyond what they're looking for.
  return { kind: 'greet', next: move };
}
