import { EMPTY_UNDERSTOOD, type Understood } from '@leadnest/contracts';

import { extractAreas } from './areas';
import { extractBudget } from './budget';
import { optOutSignal, straightQuotes, wantsHuman } from './compliance';
import { bareName, extractContact } from './contact';
import { afterCorrection, withoutCorrected } from './corrections';
import { extractBedrooms, extractFinancing, extractPropertyType } from './facts';
import { withoutFillers } from './fillers';
import { extractIntent, intentFromBudget } from './intent';
import { wordsToDigits } from './numbers';
import { findShowingTime, type ShowingTime } from './showing-time';
import { DEFAULT_TIME_ZONE, toWallTime } from './time-zone';
import { extractTimeline } from './timeline';
import { refusesShowing, wantsTour } from './tour';

export interface UnderstandContext {
  now: Date;
  timeZone?: string;
  serviceAreas?: string[];
  previous?: Understood;
  /** The question just asked (an AskField); a bare "Dana Cole" answers "what's your name?". */
  expecting?: string;
  /** The agent the lead writes to: their name is never the lead's. */
  agentName?: string;
}

// Day words that belong to a showing, not to a move, once a showing time was read or a visit asked for.
const SHOWING_DAYS =
  /\b(today|tonight|tomorrow|tmrw|tmr|tmw|tomorow|2morrow|this weekend|this week|next week|(next |this )?(mon|tues?|wed(nes)?|thu(rs?)?|fri|sat(ur)?|sun)(day)?)\b/gi;

// What a correction replaces ("350k, no wait 375k"; "2 bedrooms, no wait, 3"): an amount, a count of bedrooms.
const AMOUNT = /\$?\d[\d,.]*\s*(?:k|m|mil|million|thousand|grand)?\b/i;
const BEDROOM_COUNT = /\b\d{1,2}\s*-?\s*(?:bed(?:room)?s?|br|bd)\b/i;

/**
 * What one message says, merged into what earlier messages said: a fact
 * stated now replaces the old one ("actually 3 beds"), a fact not mentioned
 * keeps its old value. Areas accumulate, since leads name them one by one.
 * Opting out sticks until START; wanting a human is about this message only.
 *
 * Each extractor reads the message once the email and phone are cut out
 * (their digits are not a budget), with typographic quotes made straight;
 * the number extractors read it with numbers in words as digits. The
 * question just asked lets a bare answer count ("4" for bedrooms, "Decatur"
 * for areas, "no" for financing).
 */
export function understand(message: string, context: UnderstandContext): Understood {
  const tz = context.timeZone ?? DEFAULT_TIME_ZONE;
  const prev = context.previous ?? EMPTY_UNDERSTOOD;
  const expecting = context.expecting;
  const plain = straightQuotes(message);
  const contact = extractContact(plain, expecting === 'contact', context.agentName);
  const text = wordsToDigits(withoutFillers(contact.rest));

  // A bare hour ("2pm works") is on the day the lead named before, or the day of the time they named before.
  const onDay = prev.showingDay ?? (prev.showingRequest ? localDay(prev.showingRequest, tz) : undefined);
  // A visit refused or called off takes back the visit asked for before (docs/decisions/0038-whole-conversations.md).
  const refused = refusesShowing(text);
  // "Thursday, uh no, Friday": the day after the last correction, when it names one.
  // An hour alone after it ("Saturday around, no, at eleven") is on the day said before it.
  // "at 10, no actually make it 11": a bare figure the correction makes the time is an hour.
  // "saturday 2pm? actually 3": a figure alone after the correction of a time is its hour.
  const correctedText =
    afterCorrection(text)
      ?.replace(/^\W*(make it|let'?s do|let'?s say|say|how about)\s+(?=\d{1,2}(:\d\d)?\b(?!\s*(k|grand|bed|br|bd|ba|bath|%|\d)))/i, 'at ')
      .replace(/^\W*(?=\d{1,2}(:\d\d)?\W*$)/, (m) => (/\d\s*(am|pm)\b|\d:\d\d|\bat \d/i.test(text) ? 'at ' : m)) ?? null;
  const whole = refused ? null : findShowingTime(text, context.now, tz, onDay);
  const wholeDay = whole ? ('at' in whole ? localDay(whole.at, tz) : whole.day) : onDay;
  const showing = refused ? null : ((correctedText !== null ? findShowingTime(correctedText, context.now, tz, wholeDay) : null) ?? whole);
  const touring = wantsTour(text);
  // "Can I see it tomorrow?" says when to visit, not when to move; so does "can I see it next week?" with no time read.
  const moveText = showing || touring ? (showing ? text.replace(showing.text, ' ') : text).replace(SHOWING_DAYS, ' ') : text;
  const intentNow = extractIntent(text);
  const budget = extractBudget(withoutCorrected(showing ? text.replace(showing.text, ' ') : text, AMOUNT), {
    expecting: expecting === 'budget',
    renting: (intentNow ?? prev.intent) === 'rent',
  });
  // A seller who then asks what the home is worth is still a seller (intent.ts, the order of its tests).
  const known = (intentNow === 'valuation' && prev.intent === 'sell' ? 'sell' : intentNow) ?? (prev.intent !== 'other' ? prev.intent : null);
  // The lead's own name said again ("it's Teresa, Teresa Lang", "Derek Wilson, that's D E R E K, Wilson") is no place.
  // So is its short form said first ("Rob, Robert Castillo"), and the agent's name ("is this Maya's assistant?").
  const nameWords = [...(contact.name ?? '').toLowerCase().split(/\s+/), ...(context.agentName ?? '').toLowerCase().split(/\s+/)].filter(Boolean);
  const isName = (w: string) => nameWords.some((n) => n === w || (w.length >= 3 && n.startsWith(w)));
  const areas = extractAreas(contact.rest, context.serviceAreas ?? [], expecting === 'areas').filter(
    (a) => (context.serviceAreas ?? []).includes(a) || !a.toLowerCase().split(/\s+/).every(isName),
  );
  dropCorrectedArea(areas, contact.rest, context.serviceAreas ?? []);
  const seen = new Set(prev.areas.map((a) => a.toLowerCase()));
  const optOut = optOutSignal(plain);
  // Asking to see a home, with or without a time, is a showing request.
  const tour = Boolean(showing) || touring;
  const typeNow = extractPropertyType(text);
  const propertyType = typeNow ?? prev.propertyType;
  // "2 bedrooms, no wait, 3": a bare count after the correction replaces the bedrooms said before it.
  const recount =
    correctedText !== null && BEDROOM_COUNT.test(text.slice(0, text.length - correctedText.length))
      ? correctedText.match(/^\W*(\d{1,2})(?:\W*$|\s+now\b|\s*,)/)?.[1]
      : undefined;
  const bedrooms = recount !== undefined ? Number(recount) : extractBedrooms(withoutCorrected(text, BEDROOM_COUNT), expecting === 'bedrooms');
  const wall = toWallTime(context.now, tz);
  const timeline = extractTimeline(moveText, wall.month, wall.year, wall.day, expecting === 'timeline');
  const financing = extractFinancing(text, expecting === 'financing');
  // A capitalised name alone ("Kevin", "Lou Grant") mid-conversation, while the name is unknown, is the lead's
  // name, even when another question was asked or times were offered; after the areas question a bare word is a place.
  const saidNothingElse = !showing && !tour && !budget && !intentNow && bedrooms === null && !timeline && !financing && areas.length === 0;
  const bare =
    (expecting !== undefined || prev.intent !== 'other') &&
    expecting !== 'areas' &&
    !contact.name &&
    !prev.contact.name &&
    saidNothingElse &&
    !optOutSignal(plain) &&
    !wantsHuman(plain, context.agentName) &&
    /^\s*[A-Z][a-z'-]+(\s+[A-Z][a-z'-]+){0,2}\s*[.!]?\s*$/.test(contact.rest) &&
    bareName(contact.rest.replace(/[.!]/g, ''))
      ? contact.rest.replace(/[.!]/g, '').trim()
      : undefined;

  return {
    intent:
      known ??
      intentFromBudget(text, budget, areas.length > 0 || bedrooms !== null || typeNow !== null) ??
      (expecting === 'intent' ? bareIntent(text) : null) ??
      (tour ? tourIntent(propertyType) : prev.intent),
    budget: budget ?? prev.budget,
    bedrooms: bedrooms ?? prev.bedrooms,
    areas: [...prev.areas, ...areas.filter((a) => !seen.has(a.toLowerCase()))],
    propertyType,
    timeline: timeline ?? prev.timeline,
    financing: financing ?? prev.financing,
    // A time or a day named now replaces the one named before; a time on the day named before settles that day.
    ...(refused ? {} : showingOf(showing, prev)),
    ...(tour || (prev.wantsShowing && !refused) ? { wantsShowing: true } : {}),
    contact: {
      // A place the message names ("Decatur, 404…") is not the lead's name.
      name: (contact.name && !areas.some((a) => a.toLowerCase() === contact.name!.toLowerCase()) ? contact.name : undefined) ?? prev.contact.name ?? bare,
      email: contact.email ?? prev.contact.email,
      phone: contact.phone ?? prev.contact.phone,
    },
    optOut: optOut ?? prev.optOut,
    wantsHuman: wantsHuman(plain, context.agentName),
  };
}

/** "I prefer Decatur, no wait, Kirkwood": a place named after a correction replaces the last one named before it. */
function dropCorrectedArea(areas: string[], message: string, serviceAreas: string[]): void {
  const after = afterCorrection(message);
  // "actually also Midtown", "Midtown too": one more place, not another instead.
  if (after === null || /^\W*(also|and|plus|or)\b|\b(too|as well)\b/i.test(after) || extractAreas(after, serviceAreas).length === 0) return;
  const replaced = extractAreas(message.slice(0, message.length - after.length), serviceAreas).at(-1);
  const at = replaced === undefined ? -1 : areas.indexOf(replaced);
  if (at >= 0) areas.splice(at, 1);
}

function localDay(iso: string, tz: string): string {
  const w = toWallTime(new Date(iso), tz);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The showing time and day after this message: a new one replaces the old; a day alone is never a time. */
function showingOf(showing: ShowingTime | null, prev: Understood): Pick<Understood, 'showingRequest' | 'showingDay'> {
  const [request, day] = !showing ? [prev.showingRequest, prev.showingDay] : 'at' in showing ? [showing.at, undefined] : [undefined, showing.day];
  // Keys only for what is known: an absent fact and an undefined one must read alike (learnedSomething).
  return { ...(request ? { showingRequest: request } : {}), ...(day ? { showingDay: day } : {}) };
}

/** Touring a home says buying, unless it is an apartment (those are mostly rented). */
const tourIntent = (type: Understood['propertyType']): Understood['intent'] => (type === 'apartment' ? 'rent' : 'buy');

/** One-word answers to "buy, sell, rent or invest?": "buy", "renting", "investing". */
function bareIntent(text: string): Understood['intent'] | null {
  const t = text.toLowerCase();
  if (/\b(buy|buying|purchase)\b/.test(t)) return 'buy';
  if (/\b(sell|selling|list)\b/.test(t)) return 'sell';
  if (/\b(rent|renting|lease)\b/.test(t)) return 'rent';
  if (/\binvest/.test(t)) return 'invest';
  if (/\b(valuation|value|worth)\b/.test(t)) return 'valuation';
  return null;
}

/** Whether a message taught the engine anything (drives "unsure twice → hand off"). */
export function learnedSomething(before: Understood, after: Understood): boolean {
  const strip = (u: Understood) => JSON.stringify({ ...u, wantsHuman: false, contact: { ...u.contact } }, (_k, v: unknown) => (v === undefined ? null : v));
  return after.wantsHuman || strip(before) !== strip(after);
}
