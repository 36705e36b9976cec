import { EMPTY_UNDERSTOOD, type Understood } from '@leadnest/contracts';
import { extractBudget } from './budget';
import { optOutSignal, wantsHuman } from './compliance';
import { extractContact } from './contact';
import { extractAreas, extractBedrooms, extractFinancing, extractIntent, extractPropertyType } from './facts';
import { wordsToDigits } from './numbers';
import { extractShowingTime } from './showing-time';
import { extractTimeline } from './timeline';
import { DEFAULT_TIME_ZONE, toWallTime } from './time-zone';

export interface UnderstandContext {
  now: Date;
  timeZone?: string;
  serviceAreas?: string[];
  previous?: Understood;
  /** The question just asked; a bare "Dana Cole" answers "what's your name?". */
  expecting?: string;
}

/**
 * What one message says, merged into what earlier messages said: a fact
 * stated now replaces the old one ("actually 3 beds"), a fact not mentioned
 * keeps its old value. Areas accumulate, since leads name them one by one.
 * Opting out sticks until START; wanting a human is about this message only.
 */
export function understand(message: string, context: UnderstandContext): Understood {
  const tz = context.timeZone ?? DEFAULT_TIME_ZONE;
  const prev = context.previous ?? EMPTY_UNDERSTOOD;
  const contact = extractContact(message, context.expecting === 'contact');
  const text = wordsToDigits(contact.rest);

  const budget = extractBudget(text);
  const optOut = optOutSignal(message);
  const areas = extractAreas(contact.rest, context.serviceAreas ?? []);
  const showing = extractShowingTime(contact.rest, context.now, tz);
  const seen = new Set(prev.areas.map((a) => a.toLowerCase()));

  return {
    intent: extractIntent(text) ?? prev.intent,
    budget: budget ?? prev.budget,
    bedrooms: extractBedrooms(text) ?? prev.bedrooms,
    areas: [...prev.areas, ...areas.filter((a) => !seen.has(a.toLowerCase()))],
    propertyType: extractPropertyType(text) ?? prev.propertyType,
    timeline: extractTimeline(text, toWallTime(context.now, tz).month) ?? prev.timeline,
    financing: extractFinancing(text) ?? prev.financing,
    showingRequest: showing ?? prev.showingRequest,
    contact: {
      name: contact.name ?? prev.contact.name,
      email: contact.email ?? prev.contact.email,
      phone: contact.phone ?? prev.contact.phone,
    },
    optOut: optOut ?? prev.optOut,
    wantsHuman: wantsHuman(message),
  };
}

/** Whether a message taught the engine anything (drives "unsure twice → hand off"). */
export function learnedSomething(before: Understood, after: Understood): boolean {
  const strip = (u: Understood) => JSON.stringify({ ...u, wantsHuman: false, contact: { ...u.contact } }, (_k, v: unknown) => (v === undefined ? null : v));
  return after.wantsHuman || strip(before) !== strip(after);
}
