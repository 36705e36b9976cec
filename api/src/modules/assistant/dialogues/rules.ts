import { type AskField, isKnown, isSteeringQuestion, optOutSignal, STEERING_REPLY, toWallTime } from '@leadnest/assistant-engine';
import type { Understood } from '@leadnest/contracts';

import type { DayHours, DialogueChannel, Violation, Weekday } from './types.js';

/**
 * The per-turn rules of a whole conversation (docs/decisions/0038-whole-conversations.md,
 * 0009 opt-out, 0010 Fair Housing), as pure functions over what was said and stored.
 * Each answers the violations it finds, [] when the rule held.
 */

/** One turn as the lead experienced it: what they said, what the channel carried back ('' for silence), and what the conversation held after it. */
export interface HeardTurn {
  lead: string;
  reply: string;
  /** What the conversation knew after the turn, with the contact known from the lead, caller ID or campaign filled in. */
  known: Understood;
  /** The question the reply asked (the engine's stored memory), if any. */
  awaiting?: AskField;
}

const ASKS_NAME = /\bwhat(?:’|')?s your name\b|\bwhat name\b|\byour (?:full )?name\b/i;
const ASKS_PHONE = /\bphone number\b|\bbest number\b/i;
const ASKS_EMAIL = /\bemail\b[^.?!]*\?/i;

/** No question for a fact the conversation, the lead, the contact or the caller ID already holds. */
export function knownFactQuestion(turn: HeardTurn, index: number): Violation[] {
  const out: Violation[] = [];
  const field = turn.awaiting;
  if (field && field !== 'contact' && isKnown(turn.known, field))
    out.push({ rule: 'known-fact', turn: index, detail: `asked ${field}, already known: ${turn.reply}` });
  const contact = turn.known.contact;
  const questions = questionsOf(turn.reply).join(' ');
  if (contact.name && ASKS_NAME.test(questions)) out.push({ rule: 'known-fact', turn: index, detail: `asked the name of ${contact.name}: ${turn.reply}` });
  if (contact.phone && !contact.email && ASKS_PHONE.test(questions))
    out.push({ rule: 'known-fact', turn: index, detail: `asked the phone number ${contact.phone}: ${turn.reply}` });
  if (contact.phone && contact.email && (ASKS_PHONE.test(questions) || ASKS_EMAIL.test(questions)))
    out.push({ rule: 'known-fact', turn: index, detail: `asked for a contact detail already held: ${turn.reply}` });
  return out;
}

/** The sentences of a reply that ask something. */
export function questionsOf(text: string): string[] {
  return (text.match(/[^.?!]*\?/g) ?? []).map((q) => q.trim()).filter(Boolean);
}

/** Short stock questions ("Which one works for you?") close a different offer each time; a real question is longer. */
const MIN_QUESTION = 30;

/**
 * No question asked again word for word, and no reply (the same times offered, the same hand-off) sent twice in a
 * row: a statement may fairly recur after other turns ("I've let Maya know"), the same words back to back never.
 */
export function verbatimRepeat(reply: string, earlier: string[], index: number): Violation[] {
  if (reply && earlier.at(-1) === reply) return [{ rule: 'verbatim-repeat', turn: index, detail: `said again: ${reply}` }];
  const asked = new Set(earlier.flatMap(questionsOf));
  return questionsOf(reply)
    .filter((q) => q.length >= MIN_QUESTION && asked.has(q))
    .map((q) => ({ rule: 'verbatim-repeat' as const, turn: index, detail: `asked again: ${q}` }));
}

const WEEKDAYS: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const SLOT_TEXT = /\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat)[a-z]*, [A-Z][a-z]{2} \d{1,2}(?: at|,) (\d{1,2}):(\d{2}) (AM|PM)/g;
/** A showing takes an hour (the engine's SLOT_MINUTES). */
const SLOT_MINUTES = 60;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

function fits(hours: Record<Weekday, DayHours>, weekday: Weekday, minutes: number): boolean {
  const day = hours[weekday];
  return Boolean(day?.enabled) && minutes >= minutesOf(day.start) && minutes + SLOT_MINUTES <= minutesOf(day.end);
}

/** No time outside the agent's hours: in the reply's text (offers, notes, confirmations), nor any showing booked. */
export function outsideHours(reply: string, hours: Record<Weekday, DayHours>, index: number, booked: { at: Date; timeZone: string }[] = []): Violation[] {
  const out: Violation[] = [];
  for (const m of reply.matchAll(SLOT_TEXT)) {
    const weekday = WEEKDAYS.find((d) => d.startsWith(m[1]!.toLowerCase()))!;
    const hour12 = Number(m[2]) % 12;
    const minutes = (hour12 + (m[4] === 'PM' ? 12 : 0)) * 60 + Number(m[3]);
    if (!fits(hours, weekday, minutes)) out.push({ rule: 'outside-hours', turn: index, detail: `said ${m[0]}` });
  }
  for (const b of booked) {
    const w = toWallTime(b.at, b.timeZone);
    const weekday = WEEKDAYS[new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay()]!;
    if (!fits(hours, weekday, w.hour * 60 + w.minute)) out.push({ rule: 'outside-hours', turn: index, detail: `booked ${b.at.toISOString()}` });
  }
  return out;
}

const INTRODUCES = /AI assistant/i;

/** A call says it is an AI assistant in what the caller hears first, and only there. */
export function disclosure(channel: DialogueChannel, opening: string, replies: string[]): Violation[] {
  if (channel !== 'voice' && channel !== 'campaign') return [];
  const out: Violation[] = [];
  if (!INTRODUCES.test(opening)) out.push({ rule: 'disclosure', turn: 0, detail: `the call opened without saying it is an AI assistant: ${opening}` });
  replies.forEach((r, i) => {
    if (INTRODUCES.test(r)) out.push({ rule: 'disclosure', turn: i + 1, detail: `introduced again: ${r}` });
  });
  return out;
}

const OPT_OUT_CONFIRMED = /unsubscribed|won(?:’|')t contact you again/i;

/** An opt-out is obeyed at once: its reply confirms it, and nothing is sent after while the lead stays opted out. */
export function optOutObeyed(turns: Pick<HeardTurn, 'lead' | 'reply'>[]): Violation[] {
  const at = turns.findIndex((t) => optOutSignal(t.lead) === true);
  if (at < 0) return [];
  const out: Violation[] = [];
  if (!OPT_OUT_CONFIRMED.test(turns[at]!.reply))
    out.push({ rule: 'opt-out', turn: at + 1, detail: `the reply to the opt-out was: ${turns[at]!.reply || '(nothing)'}` });
  turns.slice(at + 1).forEach((t, i) => {
    if (optOutSignal(t.lead) === false) return;
    if (t.reply) out.push({ rule: 'opt-out', turn: at + i + 2, detail: `sent after the opt-out: ${t.reply}` });
  });
  return out;
}

/** Protected traits a reply must never bring up (race, religion, national origin, familial status, disability, sex). */
const TRAITS =
  /\b(race|racial|ethnic\w*|black|white|hispanic|latino|asian|christian|jewish|muslim|church(?:es)?|mosques?|synagogues?|religio\w*|immigrants?|national origin|families with (?:kids|children)|young families|kids|children|disabled|disabilit\w*|wheelchair|singles?|gay|straight|elderly|retirees)\b/i;

/** The Fair Housing answer's first sentence: an SMS may cut what follows it to fit two segments. */
const STEERING_CORE = STEERING_REPLY.slice(0, STEERING_REPLY.indexOf('.') + 1);

/**
 * No steering: a steering question gets the Fair Housing answer, and no reply
 * talks about protected traits. `steering`: the dialogue says this turn
 * steers (the engine's own detector is not the judge of itself).
 */
export function fairHousing(turn: Pick<HeardTurn, 'lead' | 'reply'>, index: number, steering = false): Violation[] {
  const out: Violation[] = [];
  if ((steering || isSteeringQuestion(turn.lead)) && !turn.reply.includes(STEERING_CORE))
    out.push({ rule: 'fair-housing', turn: index, detail: `steering question answered with: ${turn.reply}` });
  const said = turn.reply.replace(STEERING_CORE, '');
  const trait = TRAITS.exec(said);
  if (trait) out.push({ rule: 'fair-housing', turn: index, detail: `mentioned "${trait[0]}": ${turn.reply}` });
  return out;
}

/** The transcript is what was said and heard: the stored messages after the opening equal the lead's turns and the replies the channel carried, in order. */
export function transcriptMatches(stored: { role: string; text: string }[], turns: Pick<HeardTurn, 'lead' | 'reply'>[]): Violation[] {
  const heard = turns.flatMap((t) => [{ role: 'lead', text: t.lead }, ...(t.reply ? [{ role: 'assistant', text: t.reply }] : [])]);
  const out: Violation[] = [];
  const length = Math.max(stored.length, heard.length);
  for (let i = 0; i < length; i++) {
    const s = stored[i];
    const h = heard[i];
    if (s?.role !== h?.role || s?.text !== h?.text) {
      out.push({ rule: 'transcript', turn: i, detail: `stored ${JSON.stringify(s ?? null)}, heard ${JSON.stringify(h ?? null)}` });
      break;
    }
  }
  return out;
}
