import * as chrono from 'chrono-node';

import { dayWords } from './showing-words';
import { addDays, fromWallTime, offsetMinutes, toWallTime } from './time-zone';
import { ERRAND } from './tour';

/**
 * A showing time the lead asked for ("can I see it Tuesday at 4?", "sat
 * morning?", "tomorrow after 3"), read by chrono-node against `now` in the
 * agent's zone. chrono gives wall-clock components; the instant is rebuilt
 * with the zone's offset on that day, so "next Tuesday at 10" stays 10:00
 * local across a DST change.
 *
 * What chrono cannot know about showings, decided here:
 * - a bare hour from 1 to 7 is afternoon ("at 4" is 16:00): nobody tours a
 *   home at 4 am;
 * - a part of the day is its first useful hour: morning 9:00, afternoon
 *   13:00, evening and tonight 18:00;
 * - a day without an hour ("Thursday works", "this weekend") is a day, not
 *   a time: decide() offers that day's free hours, or with the calendar off
 *   asks for a time within the agent's hours that day. It never becomes
 *   midnight (docs/decisions/0038-whole-conversations.md);
 * - an hour without a day ("2pm works") after the lead named a day is on
 *   that day;
 * - "after 3", "around 4", "by 5" are "at" that hour (the earliest useful one);
 * - durations and amounts chrono reads as times ("in 3 months", "400s",
 *   "350 to 400") are not showings, and neither is a date that describes a
 *   move ("next month", "this summer"); a date without an hour only counts
 *   next to a showing word or when it is (nearly) the whole message;
 * - a time to be called back ("call me after 5") is not a showing;
 * - an hour said apart from its day ("Saturday? any time after 1") is on
 *   that day; a day ruled out ("Friday is out"), one of two ("Monday or
 *   Tuesday"), the open house where the lead met the agent, a visit called
 *   off, and a count ("stop at 3 more houses") name no showing;
 * - day words chrono does not read ("tues", "the day after tomorrow", "the
 *   20th", "after work") are rewritten first (showing-words.ts).
 */
const SHOWING_CUE =
  /\b(ver|visitar|see|seeing|tours?|touring|get in(side|to)?|pop in|peek|view|viewings?|showings?|show me|visit|look at|look around|take a look|check (it|the \w+) out|come by|stop by|swing by|drop by|walk ?through|meet|available|free|works|work for (me|us)|good for (me|us)|open|appointment|schedule|re-?schedule|move it|push it|book|how about|what about)\b|\b(would|will|does|do|could|might|that|this|it|can|day|s)\s+work\b|\bwork\s*\?/i;
const SPANISH = /\b(el|la|las|los|a las|ma[nñ]ana|s[aá]bado|domingo|lunes|martes|mi[eé]rcoles|jueves|viernes|ver|puedo|podemos)\b/i;
const CALL_CUE = /\b(call|phone|ring|text|email|reach)\b/i;
// A time to talk ("is Maya free to talk this afternoon?") is no visit.
const TALK_TIME = /\b(free|available|around|time) to (talk|chat|speak)\b/i;
const CALL_BACK = /\b(call|ring|phone|text) (me|us)( back)?\b|\bcall ?back\b|\b(speak|talk) (with|to) (a|an|someone|somebody|the agent|a person|a human)\b/i;
const VISIT_CUE =
  /\b(ver|visitar|see|tour|get in(side|to)?|pop in|peek|view|viewing|showing|show me|visit|look at|look around|take a look|check (it|the \w+) out|come by|stop by|swing by|drop by|walk ?through|open house)\b/i;
// "scrolling Zillow every night": a habit, no time to visit.
const NOT_A_DAY = /\b(month|year|summer|spring|fall|autumn|winter|weeks?)\b|\btoday'?s\b|\b(every|each|at) (night|morning|evening|afternoon|day)\b/i;
const EXPLICIT_TIME = /\d:\d\d|\d\s*(am|pm|a\.m|p\.m)\b|\bnoon\b|\bat\s+\d|@\s*\d|o'?clock/i;
const PART_OF_DAY: Record<string, number> = { morning: 9, afternoon: 13, evening: 18, tonight: 18, night: 18 };
// Words that may surround a bare date in a reply: "how about sat?", "thursday ok?".
const FILLER =
  /\b(how|what|about|maybe|or|is|ok|okay|good|fine|possible|can|could|we|i|do|then|sure|yes|yeah|that|would|be|great|perfect|please|pls|else|any\s?time|anytime|the|on|at|for|me|us|it)\b/gi;

/** A time the lead named (`at`, an ISO instant in UTC), or only a day (`day`, YYYY-MM-DD in the agent's zone); `text`: the words that named it, as chrono read them. */
export type ShowingTime = { at: string; text: string } | { day: string; text: string };

const isoDay = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** "after 3" → "at 3"; "2morrow" → "tomorrow". Never touches amounts ("around 600", "by 5k"). */
function normalise(message: string): string {
  return (
    message
      // "Good afternoon. Can I see the condo?" greets; it names no time to visit.
      .replace(
        /(^|[.!?]\s*|\b(?:hi|hello|hey|and)[\s,!]+)good (?:morning|afternoon|evening|night)\b|(?<!\b(?:is|be|sounds|looks|works|'s|a)\s+)\bgood (?:morning|afternoon|evening)(?=\s*[!,.])/gi,
        '$1',
      )
      .replace(/\b(2morrow|2mor+ow|2moro|tmrw|tmw|tmr|tomm?orr?ow|tomorow)\b/gi, 'tomorrow')
      // "move my showing from tmrw to friday at 1": the day it moves to.
      .replace(
        /\bfrom\s+(?:today|tonight|tomorrow|(?:this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:\s+at\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?\s+(?=to\b)/gi,
        '',
      )
      // "keep it at eight, eight hundred max": a price held, no hour.
      .replace(
        /\b(keep|keeping|stay|staying|cap|capped|hold|holding|top out|topping out)\s+((?:it|us|things|the price)\s+)?(?:at|around|under|below)\s+(?=\d)/gi,
        '$1 $2price ',
      )
      // "like 11ish", "11ish", "morning, like 10": an hour said roughly is that hour.
      .replace(/\b(?:like |around |about )?(\d{1,2})(?::(\d\d))?\s*-?ish\b/gi, (_m, h: string, min?: string) => `at ${h}${min ? `:${min}` : ''}`)
      .replace(/(\b(?:morning|afternoon|evening|tonight)\b[\s,]*)like (\d{1,2})(?!\d|[.,:]\d|\s*(?:k\b|%|beds?|br\b|min|miles?|houses|homes))/gi, '$1at $2')
      // Spoken hours in call transcripts: "at like six p m" is "at 6 pm".
      .replace(/\b(at|around|about|after)\s+(?:like|maybe|um|uh)\s+(?=\d)/gi, '$1 ')
      .replace(/(\d)\s*([ap])\s+m\b/gi, '$1 $2m')
      .replace(
        /\b(?:any ?time |sometime |some time |anytime )?(?:after|around|about|by|from|before|maybe)\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?)(?![\d,.]|\s*(?:(?:or|to|-)\s*\d+\s*)?(?:k\b|m\b|%|\/|bed|br|bd|ba|bath|more\b|other|houses|homes|places|properties|listings|month|mo\b|year|yr|week|day|hour|min|grand|thousand|hundred|million|people|kids|of|acre|ac\b|sq|square|feet|ft\b|mile|unit|door|stor(?:y|ies)|floor|car\b|cars|garage))/gi,
        'at $1',
      )
      .replace(/@\s*(\d)/g, 'at $1')
      // "3 in the afternoon", "ten in the morning" (numbers in words are digits by now).
      .replace(
        /\b(\d{1,2}(?::\d{2})?)\s+in the (morning|afternoon|evening)\b/gi,
        (_m, h: string, part: string) => `${h} ${part.toLowerCase() === 'morning' ? 'am' : 'pm'}`,
      )
  );
}

// A street after the number: "the listing at 88 Elm", "at 1420 Peachtree St" is an address, not a time.
const STREET_AFTER =
  /^\s+(?!(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|tomorrow\b|today\b|tonight\b|this\b|next\b)(?:[A-Z][a-z]+|[NSEW]\.?\s|\d+(?:st|nd|rd|th)\b|[a-z]+\s+(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|way|ct|court|pl|place|cir|circle|ter|pkwy|parkway|hwy|trail|trl)\b)/;
function isAddress(r: chrono.ParsedResult, text: string): boolean {
  if (r.start.isCertain('meridiem') || /:\d\d|o'?clock|\bnoon\b/i.test(r.text)) return false;
  return STREET_AFTER.test(text.slice(r.index + r.text.length));
}

// A count, not an hour: "stop at 3 more houses", "at 2 of them".
const COUNT_AFTER =
  /^\s+(?:more|other|different|extra|houses?|homes?|places?|properties|listings?|of (?:them|those|these|the)|acres?|sq|square|feet|ft|miles?|units?|doors?|stories|floors?|bed(?:room)?s?|bdrms?|brs?|bds?|baths?|ba)\b/i;
// A day ruled out ("Saturday doesn't work", "not Friday"), one of two offered ("Monday or Tuesday"),
// or the day the lead met the agent ("from the open house sunday"): none is the day to visit.
const DAY_WORD = '(?:(?:next|this)\\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|tomorrow|today|(?:the\\s+)?weekend)\\b';
const RULED_OUT_AFTER =
  /^\s*(?:(?:does(?:n'?t| not)|won'?t|will not|wo(?:uld)?n'?t|is(?:n'?t| not)|can'?t|cannot)\s+(?:work|do|be good|be possible|suit)|(?:is|'s)\s+(?:out|bad|no good|booked|full|taken|a no)\b|(?:is\s+)?no good\b)/i;
const EVENT_BEFORE = /\b(?:starts?|begins?|ends?|falls?(?:\s+on)?|arrives?|leaves?|lands?|closes?|opens?|is)\s+(?:on\s+)?$/i;
// "until after the 26th", "before the 3rd", "by the 20th": a bound on the days, not the day ("stop by Saturday" is one).
const RULED_OUT_BEFORE =
  /\b(?:not|except|other than|anything but|can'?t do|cannot do|can'?t make|busy|booked|no (?:showings?|tours?|visits?|viewings?)|(?:until|till|'?til)(?:\s+after)?|before|(?<!\b(?:stop|swing|come|drop|pop|go|run)\s)by)\s+(?:on\s+)?$/i;
const EITHER_AFTER = new RegExp(`^\\s*(?:or|\\/)\\s+(?:on\\s+)?${DAY_WORD}`, 'i');
const EITHER_BEFORE = new RegExp(`${DAY_WORD}[\\s,]*(?:or|\\/)\\s+(?:on\\s+)?$`, 'i');
const MET_BEFORE =
  /\b(?:from|went to|came to|attended|visited|was at|were at|met (?:you |u )?at|saw (?:you |u |it )?at)\s+(?:the|your|ur|an|that)\s+open house\s+(?:on\s+|last\s+|this past\s+)?$/i;
// Calling off a visit names no day to visit, unless a new one is asked for.
// A visit called off ("cancel my showing", "cancel it"), not another errand ("cancel my dentist appt so I can see it").
const CANCELLED =
  /\b(?:cancel+(?:ing|ed)?|call(?:ing)? off)\s+(?:(?:my|our|the|this|that|tomorrow'?s|today'?s)\s+)?(?:(?:\w+'s|showing|house|home|condo)\s+)?(?:showings?|tours?|viewings?|visits?|appointments?|appts?)\b|\b(?:cancel+(?:ing|ed)?|call(?:ing)? off)\s+(?:it|that|this)\b|\bcan'?t make (?:it|the)\b/i;
const NEW_TIME =
  /\b(instead|(?<!\b(?:when|once|if|until|till|later|and)\s+(?:i|we|i'll|we'll)?\s*(?:can\s+)?)reschedule|move it|push it|change it|how about|what about|rather(?! (?:speak|talk|chat|deal))|can we do|could we do)\b/i;

// The day a lease, a closing or a school year ends or starts ("my lease ends June 30"): a deadline, not a visit.
const DATE_OF_SOMETHING_ELSE =
  /\b(?:lease|closing|contract|school|semester|job|rent|move-?out|move-?in)\b[^.?!]{0,20}\b(?:ends?|expires?|is up|runs out|starts?|begins?|increases?|goes up|is due)\s+(?:on\s+)?$/i;

function notThisDay(r: chrono.ParsedResult, text: string): boolean {
  const before = text.slice(0, r.index);
  const after = text.slice(r.index + r.text.length);
  if (!r.start.isCertain('meridiem') && COUNT_AFTER.test(after)) return true;
  // "end of January", "early june": a time of year to move, not a day to visit.
  if (
    /\b(end|beginning|start|middle|mid|early|late)(\s+of)?\s+(the\s+)?$/i.test(before + (r.text.match(/^(?:\S+\s+){1,2}/)?.[0] ?? '')) &&
    !r.start.isCertain('hour')
  )
    return true;
  return (
    RULED_OUT_AFTER.test(after) ||
    RULED_OUT_BEFORE.test(before) ||
    EITHER_AFTER.test(after) ||
    EITHER_BEFORE.test(before) ||
    MET_BEFORE.test(before) ||
    DATE_OF_SOMETHING_ELSE.test(before)
  );
}

/** Nearly nothing but the date itself: "sat?", "how about thursday". */
function onlyTheDate(message: string, dateText: string): boolean {
  const rest = message
    .replace(dateText, ' ')
    .replace(FILLER, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return rest === '' || rest.split(' ').length <= 1;
}

/**
 * The showing time or day this message names, or null. `onDay`: the day the
 * lead named before (YYYY-MM-DD), which a bare hour ("2pm works") is on.
 */
export function findShowingTime(message: string, now: Date, timeZone: string, onDay?: string): ShowingTime | null {
  const swaps: Array<[string, string]> = [];
  const text = normalise(dayWords(message, now, timeZone, swaps));
  // The lead's own words for the day, where a day word was rewritten for chrono.
  const said = (r: chrono.ParsedResult) => swaps.reduce((t, [rewritten, original]) => t.replace(rewritten, original), r.text);
  const ref = { instant: now, timezone: offsetMinutes(now, timeZone) };
  const showingWords = SHOWING_CUE.test(text.replace(ERRAND, ' '));
  if (CALL_CUE.test(text) && !showingWords) return null;
  if (TALK_TIME.test(text) && !VISIT_CUE.test(text)) return null;
  // "Is someone available to call me back today?": a time for a call, not a visit, unless a visit is named too.
  if (CALL_BACK.test(text) && !VISIT_CUE.test(text)) return null;
  if (CANCELLED.test(text) && !NEW_TIME.test(text)) return null;
  // Spanish times ("el sábado a las 10") through chrono's Spanish parser.
  const spanish = SPANISH.test(text);
  const results = (
    spanish
      ? [...chrono.parse(text, ref, { forwardDate: true }), ...chrono.es.parse(text, ref, { forwardDate: true })]
      : chrono.parse(text, ref, { forwardDate: true })
  ).filter((r) => {
    const tags = r.tags();
    if (tags.has('result/relativeDate') || tags.has('casualReference/now') || NOT_A_DAY.test(r.text)) return false;
    return !isAddress(r, text) && !notThisDay(r, text);
  });
  // "Hanukkah starts the 24th, could we see it Thursday the 23rd?": a day said of something else, beside a day to visit.
  const days = results.filter((r) => r.start.isCertain('day') || r.start.isCertain('weekday'));
  if (days.length > 1) {
    const others = days.filter((r) => EVENT_BEFORE.test(text.slice(Math.max(0, r.index - 24), r.index)));
    if (others.length < days.length) for (const r of others) results.splice(results.indexOf(r), 1);
  }
  const hourOf = (r: chrono.ParsedResult): { hour: number; minute: number } | null => {
    const tags = r.tags();
    const part = Object.keys(PART_OF_DAY).find((p) => tags.has(`casualReference/${p}`));
    if (r.start.isCertain('hour')) {
      const hour = r.start.get('hour') ?? 0;
      return { hour: !r.start.isCertain('meridiem') && hour >= 1 && hour <= 7 ? hour + 12 : hour, minute: r.start.get('minute') ?? 0 };
    }
    return part ? { hour: PART_OF_DAY[part] ?? 0, minute: 0 } : null;
  };
  const hasDayOf = (r: chrono.ParsedResult) => r.start.isCertain('weekday') || r.start.isCertain('day');
  // A time said with its day ("friday at 3pm") before a number read as an hour alone ("stop by 12 pine") or a day
  // alone; a day alone before an hour alone, which it then takes ("at six in the evening? On Thursday?").
  const full = (r: chrono.ParsedResult) => (hasDayOf(r) ? (hourOf(r) ? 0 : 1) : 2);
  results.sort((a, b) => full(a) - full(b));
  for (const r of results) {
    const s = r.start;
    const time = hourOf(r);
    const hasDay = hasDayOf(r);
    const cued = showingWords || onlyTheDate(text, r.text);
    const ok = hasDay ? Boolean(time) || cued : s.isCertain('hour') ? EXPLICIT_TIME.test(r.text) : Boolean(time) && cued;
    if (!ok) continue;
    if (hasDay && !time) {
      const day = isoDay(s.get('year') ?? toWallTime(now, timeZone).year, s.get('month') ?? 1, s.get('day') ?? 1);
      if (day < today(now, timeZone)) continue;
      // "Saturday? Any time after 1": the hour said apart from its day is on that day.
      const apart = results.find((o) => o !== r && !hasDayOf(o) && hourOf(o) && (EXPLICIT_TIME.test(o.text) || !o.start.isCertain('hour')));
      const hour = apart && hourOf(apart);
      const at = hour && onTheDay(day, hour.hour, hour.minute, timeZone);
      if (apart && at && at.getTime() > now.getTime()) return { at: at.toISOString(), text: said(r) };
      return { day, text: said(r) };
    }
    // "tonight, like seven pm": the hour said beats the part of the day it is in.
    const exact =
      !s.isCertain('hour') && hasDay ? results.find((o) => o !== r && !hasDayOf(o) && o.start.isCertain('hour') && EXPLICIT_TIME.test(o.text)) : undefined;
    const { hour, minute } = (exact && hourOf(exact)) || time || { hour: 0, minute: 0 };
    const at = hasDay
      ? wall(s.get('year'), s.get('month'), s.get('day'), hour, minute, now, timeZone)
      : onDay && onDay >= today(now, timeZone)
        ? onTheDay(onDay, hour, minute, timeZone)
        : nextAt(hour, minute, now, timeZone);
    if (at && at.getTime() > now.getTime() - 3600_000) return { at: at.toISOString(), text: said(r) };
  }
  return null;
}

/** The instant of a named showing time (null for none, or for a day without a time). */
export function extractShowingTime(message: string, now: Date, timeZone: string): string | null {
  const found = findShowingTime(message, now, timeZone);
  return found && 'at' in found ? found.at : null;
}

/** Today in the agent's zone, as YYYY-MM-DD. */
function today(now: Date, timeZone: string): string {
  const w = toWallTime(now, timeZone);
  return isoDay(w.year, w.month, w.day);
}

/** An hour on a YYYY-MM-DD day in the agent's zone. */
function onTheDay(day: string, hour: number, minute: number, timeZone: string): Date | null {
  const [y, m, d] = day.split('-').map(Number);
  return fromWallTime(y ?? 1970, m ?? 1, d ?? 1, hour, minute, timeZone);
}

function wall(year: number | null, month: number | null, day: number | null, hour: number, minute: number, now: Date, timeZone: string): Date | null {
  return fromWallTime(year ?? toWallTime(now, timeZone).year, month ?? 1, day ?? 1, hour, minute, timeZone);
}

/** A time without a day ("at 4?", "this afternoon"): today if still ahead, else tomorrow. */
function nextAt(hour: number, minute: number, now: Date, timeZone: string): Date | null {
  const today = toWallTime(now, timeZone);
  const at = fromWallTime(today.year, today.month, today.day, hour, minute, timeZone);
  if (at && at.getTime() > now.getTime()) return at;
  const t = addDays(today.year, today.month, today.day, 1);
  return fromWallTime(t.year, t.month, t.day, hour, minute, timeZone);
}

// "number 2 is good for us", "option two", "#2", "the 2nd one", "2)": the position of an offered time.
const POSITION = (n: number, word: string, nth: string, cardinal: string) =>
  new RegExp(`\\b(${word}|${nth}|(option|number|no\\.?|choice|slot|time) (${n}|${cardinal}))\\b|#\\s?${n}\\b|^\\s*${n}\\s*[.!)]?\\s*$|^\\s*${n}\\)`, 'i');
const ORDINALS: Array<[RegExp, number]> = [
  [/\b(earliest)\b/i, 0],
  [POSITION(1, 'first', '1st', 'one'), 0],
  [/\bmiddle\b/i, 1],
  [POSITION(2, 'second', '2nd', 'two'), 1],
  [POSITION(3, 'third', '3rd', 'three'), 2],
  [/\b(last|latest|later one)\b/i, -1],
];

// The times offered turned down: "none of those work", "neither", "can't do any of those", "anything later?", "a different day".
const DECLINES = new RegExp(
  [
    String.raw`\b(none|neither)\b`,
    String.raw`\bnot (those|these|them)\b`,
    String.raw`\b(those|these|they|that) (times? )?((do(es)?n[’']?t|do(es)? not|won[’']?t|will not) (work|suit)|(are|is) no good)\b`,
    String.raw`\bcan[’']?t (do|make) (any|those|these|them|that|either)\b`,
    String.raw`\b(any(thing|time)?|something) (later|earlier)\b`,
    String.raw`\b(other|different) (days?|times?)\b`,
    String.raw`\banother (day|time)\b`,
  ].join('|'),
  'i',
);

/** The lead turned down the slots just offered (and so picked none of them). */
export function declinesOffered(message: string, offered: string[]): boolean {
  return offered.length > 0 && DECLINES.test(message);
}

/**
 * Which of the slots just offered the lead picked: by position ("the second
 * one") or by the hour and/or day they name ("10 works", "Thursday"). Null
 * when it is not clearly one of them.
 */
export function pickOffered(message: string, offered: string[], timeZone: string): string | null {
  if (offered.length === 0) return null;
  for (const [re, index] of ORDINALS) {
    if (re.test(message)) return offered.at(index) ?? null;
  }
  const t = message.toLowerCase();
  const hourMatch = t.match(/\b(\d{1,2})(?::00)?\s*(am|pm|a\.m\.|p\.m\.)?\b/);
  const dayNames = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
  const day = dayNames.findIndex((d) => new RegExp(`\\b${d}[a-z]*\\b`).test(t));
  const matches = offered.filter((slot) => {
    const w = toWallTime(new Date(slot), timeZone);
    if (day >= 0 && w.weekday !== day) return false;
    if (hourMatch?.[1]) {
      let h = Number(hourMatch[1]);
      const pm = hourMatch[2]?.startsWith('p');
      if (pm && h < 12) h += 12;
      // "at 2" during business hours means 2 pm.
      if (!hourMatch[2] && h < 8) h += 12;
      if (w.hour !== h) return false;
    }
    return day >= 0 || Boolean(hourMatch?.[1]);
  });
  return matches.length === 1 ? (matches[0] ?? null) : null;
}
