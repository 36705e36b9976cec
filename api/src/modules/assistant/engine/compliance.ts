/**
 * What the engine must obey before anything else (DECISIONS.md): opting
 * out, asking for a person, and Fair Housing steering.
 */

// The carrier keywords: they opt out only as the whole message ("stop" in a
// sentence is usually not a request to stop).
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'end', 'quit', 'stopall', 'revoke', 'optout', 'opt out', 'opt-out', 'cancel', 'stop all']);
const START_WORDS = new Set(['start', 'unstop', 'yes', 'subscribe']);
const STOP_PHRASES =
  /\b(stop (texting|messaging|calling|contacting|emailing|sending)|(don'?t|do not|never) (text|call|contact|message|email) me|leave me alone|remove me|take me off|unsubscribe me|opt me out|lose my number|no more (texts|messages|calls))\b/i;
// "Don't call me, text me instead" changes the channel, it does not opt out.
const CHANNEL_SWITCH = /\b(text|email|message) me instead\b|\bjust (text|email)\b/i;

const bare = (message: string) => message.trim().toLowerCase().replace(/[.!\s]+$/g, '').replace(/^[\s"']+|[\s"']+$/g, '');

/** true: opt out; false: opt back in (START, UNSTOP); null: says neither. */
export function optOutSignal(message: string): boolean | null {
  const text = bare(message);
  if (STOP_WORDS.has(text)) return true;
  if (START_WORDS.has(text) && text !== 'yes') return false;
  if (STOP_PHRASES.test(message) && !CHANNEL_SWITCH.test(message)) return true;
  return null;
}

export function wantsHuman(message: string): boolean {
  const t = message.toLowerCase();
  if (/\b(don'?t|do not|never) call me\b/.test(t)) return false;
  if (/\bcall me\s+[A-Z][a-z]+\b/.test(message) && !/\bcall me (at|back|now|today|tomorrow|asap|please)\b/i.test(message)) return false;
  return /\b((talk|speak|chat) (to|with) (an? |the |your |a real |a live )?(real |live |actual )?(person|human|agent|realtor|someone|somebody|people|broker)|real person|live person|human being|call me|give me a call|have (him|her|them|\w+) call|can (someone|somebody|you) call|phone me|ring me)\b/.test(t);
}

/**
 * A question that asks the agent to describe who lives somewhere or to pick
 * areas by a protected characteristic (race, colour, religion, national
 * origin, sex, familial status, disability) or a stand-in for one ("safe
 * neighbourhood", "people like us"). The engine answers those with objective
 * sources and never steers.
 *
 * Deliberately NOT steering: objective questions about the property or
 * public facts ("what are the schools rated?", "which school district?",
 * "is the house wheelchair accessible?", "single-family homes"). The reply
 * to those is information anyone could look up, for every lead alike.
 */
const ALWAYS = [
  /\bwho lives\b/,
  /\b(what|which) (kind|type|sort)s? of (people|folks|families|neighbou?rs|residents|crowd)\b/,
  /\bdemographic/,
  /\b(people|folks|families) like (us|me|ours)\b/,
  /\bour (kind|type|sort)\b/,
  /\b(will|would) (we|i) fit in\b/,
  /\b(ethnic|racial|race|racially|ethnicity)\b/,
  /\b(safe|dangerous|sketchy|rough|bad) (neighbou?rhood|area|part of town|street|block|community)\b/,
  /\b(is|are) (it|the (area|neighbou?rhood|street|block|community)|(that|this) (area|neighbou?rhood)) (safe|dangerous|sketchy|rough)\b/,
  /\b(crime|criminals)\b/,
  /\bfamil(y|ies) with (young )?(kids|children)\b|\b(young|lots of|many|a lot of) (families|kids|children)\b|\b(family|kid|child)[- ]friendly\b|\badults? only\b|\bno (kids|children)\b/,
  /\bdiverse|diversity\b/,
  /\b(disabled|handicapped) (people|folks|neighbou?rs|residents)\b|\bgroup homes?\b/,
];
const GROUPS =
  /\b(white|black|african[- ]american|hispanic|latino|latina|latinx|asian|indian|arab|mexican|chinese|jewish|jews|muslim|muslims|christian|christians|catholic|mormon|hindu|sikh|immigrants?|foreigners?|minorit(y|ies)|gay|lesbian|lgbt\w*|straight|single (women|men|moms|mothers|dads)|seniors|elderly|old people|older people|retirees|young people|young professionals|college kids|students|english[- ]speaking|speak english)\b/;
const ABOUT_PEOPLE = /\b(neighbou?rhood|area|community|street|block|live|living|neighbou?rs|residents|mostly|lots of|many|a lot of|any|there|around here|nearby|town|part)\b/;

export function isSteeringQuestion(message: string): boolean {
  const t = message.toLowerCase();
  if (ALWAYS.some((re) => re.test(t))) return true;
  return GROUPS.test(t) && ABOUT_PEOPLE.test(t);
}
