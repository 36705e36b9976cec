import { straightQuotes } from './compliance';
import type { RespondInput, RespondOutput } from './respond';
import { channelMax, speak, truncate } from './speak';
import type { Action, SpeakOptions } from './types';

/**
 * Questions the assistant cannot answer from what it knows: it holds the
 * agent's hours and calendar and what the lead said, never a listing's
 * records (HOA fees and rules, taxes, schools, size, age, price, whether it
 * is still for sale). Such a question is handed to the agent, and the lead
 * is told the agent will answer it, on every channel
 * (docs/decisions/0038-whole-conversations.md). Each entry names the topic
 * as the reply says it.
 */
const TOPICS: { test: RegExp; topic: string }[] = [
  {
    test: /\b(hoa|homeowners?'? association|association|condo association)\b.{0,40}\b(pets?|dogs?|cats?|animals?)\b|\b(pets?|dogs?|cats?|animals?)\b.{0,40}\b(hoa|association)\b/,
    topic: 'the HOA’s pet rules',
  },
  { test: /\b(hoa|homeowners?'? association|association|condo)\b.{0,20}\b(fees?|dues)\b|\b(fees?|dues)\b.{0,20}\b(hoa|association)\b/, topic: 'the HOA fees' },
  { test: /\b(hoa|homeowners?'? association)\b/, topic: 'the HOA’s rules' },
  { test: /\b(property )?tax(es)?\b|\bmillage\b/, topic: 'the property taxes' },
  { test: /\bschools?\b|\bschool (district|zone|ratings?)\b/, topic: 'the schools for that home' },
  { test: /\bflood (zone|insurance|plain|risk)\b|\b(does|did) it flood\b/, topic: 'the flood zone' },
  { test: /\butilit(y|ies)\b|\b(electric|power|water|gas) bills?\b/, topic: 'the utility costs' },
  {
    test: /\bsquare (feet|footage)\b|\bsq\.? ?ft\b|\bsqft\b|\blot size\b|\bhow (big|large) is (the )?(lot|yard|house|home|condo|place|it)\b/,
    topic: 'the home’s size',
  },
  {
    test: /\byear built\b|\bhow old is (it|the (house|home|condo|roof|hvac|place|building))\b|\bwhen was (it|the (house|home|condo|roof|building)) (built|renovated|updated)\b/,
    topic: 'the home’s age',
  },
  { test: /\bzon(ed|ing)\b/, topic: 'the zoning' },
  {
    test: /\bstill (available|on the market|for sale|for rent)\b|\b(is|has) (it|the (house|home|condo|townhouse|place|listing)) (sold|under contract|pending)\b|\b(any|other) offers\b|\bhow long (has it been|on the market)\b|\bdays on market\b/,
    topic: 'whether that home is still available',
  },
  {
    test: /\b(asking|list|listing) price\b|\bhow much (is|are|does|do) (the (house|home|condo|townhouse|place|listing|property|rent)|that (house|home|condo|townhouse|place|one)|this (house|home|condo|townhouse|place|one))\b(?!.{0,20}\bworth\b)/,
    topic: 'that listing’s price',
  },
];

/** A question, said or typed: a question mark, or a question's first words (a caller's transcript may carry no mark). */
const QUESTION =
  /\?|^(?:(?:hi|hey|hello|yes|yeah|ok|okay|so|and|also|oh|um|uh|well|but|great|thanks|sorry|quick question|one more thing)[,.!]?\s+){0,3}(what|what's|whats|how|does|do|did|is|are|was|were|can|could|will|would|which|any|tell me|i was wondering|i'm wondering|wondering|do you know)\b/;

/**
 * The topic of a question about a listing's facts the assistant does not
 * hold ("Does the HOA allow dogs?" → "the HOA’s pet rules"), or null when the
 * message asks no such question. Statements of what the lead wants ("no HOA
 * please", "low taxes matter to us") are not questions.
 */
export function unanswerableTopic(message: string): string | null {
  const t = straightQuotes(message).toLowerCase().trim();
  const questions = t.split(/(?<=[.!?])\s+/).filter((s) => QUESTION.test(s));
  for (const q of questions) {
    // "How much is my house worth?" is a valuation the assistant takes on, not a listing's record.
    if (/\b(my|our) (house|home|condo|place|property)\b.{0,30}\bworth\b|\bworth\b.{0,30}\b(my|our)\b/.test(q)) continue;
    const found = TOPICS.find((entry) => entry.test.test(q));
    if (found) return found.topic;
  }
  return null;
}

/** Moves that stand as they are: the lead is answered as they asked (an opt-out, Fair Housing, a booking). */
const STANDS = new Set<Action['kind']>(['opt-out', 'refuse-steering', 'book']);
/** Moves that carry times: the hand-off is said before them, and they stay the move (what was offered or noted is in the reply). */
const KEEPS = new Set<Action['kind']>(['offer-slots', 'note-time']);

const core = (action: Action): Action => (action.kind === 'greet' && action.next ? action.next : action);

/**
 * respond()'s output for a message that asks what the assistant cannot
 * answer (unanswerableTopic): the reply says the question's topic is the
 * agent's to answer and that the agent will follow up, and `unanswered`
 * names the topic (the channel hands the conversation to the agent). A move
 * that asks or greets becomes the hand-off (reason 'unsure'), followed by
 * the contact question when the agent has no way yet to reach the lead;
 * offered or noted times stay, after the hand-off's sentence. Any other
 * message, or a move that stands (an opt-out, a person asked for, Fair
 * Housing, a booking), is returned as it came.
 */
export function handUnanswerable(input: RespondInput, out: RespondOutput): RespondOutput & { unanswered?: string } {
  const topic = unanswerableTopic(input.message);
  if (!topic || input.aiPaused) return out;
  const move = core(out.action);
  if (STANDS.has(move.kind) || (move.kind === 'handoff' && move.reason !== 'unsure' && move.reason !== 'time-noted')) return out;
  const options: SpeakOptions = {
    personality: input.personality,
    agentName: input.agentName,
    brandName: input.brandName,
    channel: input.channel,
    timeZone: input.availability?.timeZone,
    known: { name: Boolean(out.understood.contact.name), phone: Boolean(out.understood.contact.phone), email: Boolean(out.understood.contact.email) },
  };
  const limit = Math.min(channelMax(input.channel), input.maxLength ?? Infinity);
  const line = `I don’t have ${topic} at hand, so I’ve asked ${input.agentName} to follow up with you personally.`;
  const intro = out.action.kind === 'greet' ? introOf(options) : '';
  if (KEEPS.has(move.kind)) {
    const rest = intro && out.reply.startsWith(intro) ? out.reply.slice(intro.length).trim() : out.reply;
    return { ...out, reply: truncate([intro, line, rest].filter(Boolean).join(' '), limit), unanswered: topic };
  }
  const handoff: Action = { kind: 'handoff', reason: 'unsure' };
  const action: Action = out.action.kind === 'greet' ? { kind: 'greet', next: handoff } : handoff;
  const reachable = Boolean(out.understood.contact.phone || out.understood.contact.email);
  const askContact = !reachable || !out.understood.contact.name;
  // The contact question without the personality's acknowledgement ("Thanks!"), as a greeting's first move says it.
  const question = askContact ? firstMove({ kind: 'ask', field: 'contact' }, options) : '';
  const reply = truncate([intro, line, question].filter(Boolean).join(' '), limit);
  const asked = input.memory?.asked ?? [];
  const memory = {
    ...out.memory,
    asked: askContact && !asked.includes('contact') ? [...asked, 'contact' as const] : asked,
    awaiting: askContact ? ('contact' as const) : undefined,
    misses: 0,
  };
  return { ...out, action, reply, memory, unanswered: topic };
}

/** The greeting's introduction ("Hi there! I’m Maya’s AI assistant at Keystone Realty."), without its question. */
function introOf(options: SpeakOptions): string {
  return speak({ kind: 'greet' }, { ...options, maxLength: undefined, channel: 'chat' }).replace(/\s*How can I help you today\?$/, '');
}

/** A move's sentence as the first thing after a greeting says it (no acknowledgement before it). */
function firstMove(move: Action, options: SpeakOptions): string {
  const intro = introOf(options);
  const full = speak({ kind: 'greet', next: move }, { ...options, maxLength: undefined, channel: 'chat' });
  return full.startsWith(intro) ? full.slice(intro.length).trim() : '';
}
