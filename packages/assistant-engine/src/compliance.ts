/**
 * What the engine must obey before anything else: opting out
 * (docs/decisions/0009-opt-out-keywords.md), asking for a person, and Fair
 * Housing steering (docs/decisions/0010-fair-housing-score.md).
 */

// The carrier keywords: they opt out only as the whole message ("stop" in a
// sentence is usually not a request to stop).
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'end', 'quit', 'stopall', 'revoke', 'optout', 'opt out', 'opt-out', 'cancel', 'stop all']);
const START_WORDS = new Set(['start', 'unstop', 'yes', 'subscribe']);
const STOP_PHRASES =
  /\b((stop|quit) blowing up my (phone|cell)|(stop|quit) (texting|txting|msging|msg|messaging|calling|contacting|emailing|sending|bothering|dm'?ing|dms|spamming|pinging|reaching out|following up|hitting me up)|no me (manden|mandes|mande|env[ií]en|escriban|escribas|escriba|llamen|llame|llames|contacten|contacte)|no (m[aá]s|mas) mensajes|dej(a|en|e|ar) de (escribir|mandar|llamar|enviar|contactar)\w*|(don'?t|do not|never|dont) (ever )?(text|call|contact|message|email|dm|reach out to) (me|us|this (number|phone)|my (number|phone))|leave me alone|(put|add|place) (me|us|this number|my number) (on|to|in) (your|the|a) (do[- ]not[- ]call|dnc|no[- ]call) list|remove (me|us|my number|this number)|(take|get) (me|us|this number|my number) off|unsubscribe me|opt me out|opt out|lose my number|delete my (number|info)|get rid of my (number|info|contact)|get (me |us )?(out of|off) (your|the) (mailing |contact |email |text(ing)? )?lists?|(scratch|cross|strike) (me|us|my (name|number)) off|remove (me|us|my (\w+ )?(email|number|name|info)) from|(cease|end|halt) (all )?(communications?|contact|messages|texts|calls)|no longer (wish|want) to (receive|get|hear|be contacted)|(don'?t|do not|never) (ever )?(text|call|ring|contact|message|email)( or (text|call|email|message|contact))? (me |us |this number |my number )?again|(don'?t|dont|do not) want (any )?(more )?(messages|texts|calls|emails)( anymore)?|^\W*no (more )?calls,? (and |or )?no (more )?texts\b|no more (texts|messages|calls|dms|emails|msgs)|(can|could|would|will) (you|u|y'?all) (please |pls )?not (text|txt|call|dm|message|msg|email|contact) (me|us)( anymore| again| any ?more)?)\b/i;
// "Don't call me, text me instead" changes the channel, it does not opt out.
const CHANNEL_SWITCH =
  /\b(text|email|message|dm) me( the \w+| them| it)? instead\b|\bjust (text|email|dm|message)\b|\b(messenger|texts?|dms?|email|whatsapp|instagram|ig|chat) only\b|\bonly (text|dm|message|email)\b/i;
// "No, don't call me, I'd prefer you text me", "text me the listings, don't call me": calls refused, texts asked
// for. Only this way round: a lead
// who refuses texts is opted out whatever else they prefer.
const CALLS_TO_TEXTS =
  /\b(don'?t|do not|dont|stop) (call|calling)\b[^.?!]*[,.;]?\s*[^.?!]*\b(prefer|rather|better|best)( if)?( you| u)? (text|txt|message)( me| us)?\b|\b(don'?t|do not|dont|stop) (call|calling)\b[^.?!]*?\b(text|txt|texting|texts|messages?|messaging)( me| us)? (is|are|works?) (better|best|fine|preferred|easier|good|great|ok|okay)\b|^\W*(pls |please )?(just )?(text|txt|message) (me|us)\b[^.?!]*[,;]\s*(but )?(pls |please )?(don'?t|do not|dont) (call|phone)( me| us)?\b(?![^.?!]*\b(text|txt|message|email|contact)\b)/i;

/** Calls refused for texts, and nothing else refused ("don't call me, I'd rather you text me"). */
const callsToTexts = (message: string) =>
  CALLS_TO_TEXTS.test(message) &&
  !/\b(call|calling) (me |us )?(or|and|nor) (text|txt|message|email)/i.test(message) &&
  [...message.matchAll(new RegExp(STOP_PHRASES.source, 'gi'))].every((m) => /call/i.test(m[0]));

/** Phones type ’ for ': "don’t text me" is "don't text me". */
export const straightQuotes = (s: string) => s.replace(/[’‘`´]/g, "'").replace(/[“”]/g, '"');

// Politeness and punctuation around a keyword do not change it: "stop please",
// "STOP!!", "pls stop 🙏", "Stop now" are STOP.
const bare = (message: string) =>
  message
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .replace(/\b(please|pls|plz|now|thanks|thank you|thx|ok|okay|just|asap|already)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// "Don't stop sending me listings" asks for more, not less; "stop sending me condos, we want a house" asks for
// other homes.
const NOT_STOPPING =
  /\b(don'?t|do not|never|didn'?t|dont) (ever )?(stop|quit)\b|\b(stop|quit) (sending|showing) (me |us )?(condos|townho(uses|mes)|houses|homes|apartments|ranches|listings (in|of|for|under|over|with|that|outside))\b/i;
// A keyword said again, as its own sentence: "I said STOP", "STOP. We went with another agent."
const REPEATED_KEYWORD = /^(i (said|told you|already said)|again|for the last time)( to)? (stop|unsubscribe|quit)$/;

/**
 * true: opt out; false: opt back in (START, UNSTOP); null: says neither.
 * A keyword opts out as the whole message or as a whole sentence of it
 * ("Please stop. We went with another agent."), never inside one ("stop by").
 */
export function optOutSignal(raw: string): boolean | null {
  const message = straightQuotes(raw);
  const text = bare(message);
  if (STOP_WORDS.has(text)) return true;
  if (START_WORDS.has(text) && text !== 'yes') return false;
  if (NOT_STOPPING.test(message)) return null;
  if (STOP_PHRASES.test(message) && !CHANNEL_SWITCH.test(message) && !callsToTexts(message)) return true;
  const sentences = message
    .split(/[.!?;\n]+/)
    .map(bare)
    .filter(Boolean);
  if (sentences.length > 1 && sentences.some((s) => STOP_WORDS.has(s) && s !== 'end' && s !== 'cancel')) return true;
  if (sentences.some((s) => REPEATED_KEYWORD.test(s))) return true;
  return null;
}

// The whole message names a person to talk to: "representative", "agent please", "humano por favor".
const ASKS_FOR_SOMEONE = new Set([
  'representative',
  'rep',
  'agent',
  'human',
  'operator',
  'a person',
  'person',
  'real person',
  'live agent',
  'live person',
  'humano',
  'persona',
  'una persona',
  'manager',
  'realtor',
  'the realtor',
  'por favor humano',
  'humano por favor',
  'agent por favor',
]);

// "Are you a real person or AI?", "is this a bot?": a question about who answers, which the assistant answers
// (it is the agent's AI assistant); a person is wanted only when the rest of the message asks for one.
const WHO_ANSWERS =
  /\b(?:(?:are|r) (?:you|u)|is (?:this|that|it)|am i (?:talking|texting|chatting|speaking|messaging|writing)(?: (?:to|with))?)/.source +
  /(?: (?:a|an|some))?(?: (?:real|live|actual))? (?:person|human|bot|robot|ai|machine|computer|chat ?bot)(?: or (?:a |an )?(?:real |live |actual )?(?:bot|robot|ai|machine|computer|person|human))?\b\s*\??/
    .source;
const WHO_ANSWERS_RE = new RegExp(WHO_ANSWERS, 'gi');

/** Whether the lead asks who answers: a person, or a bot. */
export const asksWhoAnswers = (raw: string): boolean => new RegExp(WHO_ANSWERS, 'i').test(straightQuotes(raw));

/** `agentName`: the agent asked for by name in any case ("can i talk to maya herself", "is Maya available to talk?"). */
export function wantsHuman(raw: string, agentName?: string): boolean {
  const asked = straightQuotes(raw);
  if (WHO_ANSWERS_RE.test(asked)) {
    WHO_ANSWERS_RE.lastIndex = 0;
    return wantsHumanIn(asked.replace(WHO_ANSWERS_RE, ' '), agentName);
  }
  return wantsHumanIn(asked, agentName);
}

/** The agent asked for by name: to talk to them, for them to call or see to it personally, whether they are free to talk. */
function asksForAgent(t: string, agentName: string): boolean {
  const name = agentName
    .trim()
    .split(/\s+/)[0]
    ?.toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!name) return false;
  return new RegExp(
    `\\b(talk|speak|chat) (to|with) ${name}\\b(?! first| before)|\\b${name} (herself|himself|themselves|personally|directly)\\b|\\b(is|can|could) ${name} (be )?(available|free|around) to (talk|chat|call|speak|meet)\\b|\\b(like|want|need|have|get) ${name} to (personally|call|phone|ring|text|reach out|get back)\\b`,
  ).test(t);
}

function wantsHumanIn(message: string, agentName?: string): boolean {
  const t = message.toLowerCase();
  if (/\b(don'?t|do not|never)( want (you |anyone |them )?to)? (call|phone|ring) me\b/.test(t)) return false;
  // "No, I don't want a call back, just text me."
  if (/\b(don'?t|do not|no) (want|need) (a |any )?(phone )?(call ?backs?|calls?)\b/.test(t)) return false;
  if (agentName && asksForAgent(t, agentName)) return true;
  // "Agent, please. A live one."
  if (/\b(agent|person|human|representative|rep)\b[^?]{0,20}\b(a )?(live|real|human) one\b/.test(t)) return true;
  // "I'd like someone to reach out by phone", "could someone reach out by phone?", "I'd rather just talk to you directly".
  if (
    /\b((like|want|need|prefer) (someone|somebody|a person|an agent) to|(can|could|would) (someone|somebody)) (reach out|call|contact|get in touch) (to |with )?(me |us )?(by|over the|on the|via) phone\b|\b(rather|prefer to) (just )?(talk|speak) (to|with) (you|u) (directly|personally|in person|on the phone)\b/.test(
      t,
    )
  )
    return true;
  // Not wanting to talk to a machine ("I don't want to talk to a bot") is asking for a person.
  if (
    /\b(don'?t|do not) (want|like) to (talk|speak|chat|text) (to|with) (an? |the |this |some )?(machine|bot|robot|computer|ai|automated \w+|recording)\b/.test(
      t,
    )
  )
    return true;
  // "I don't need to talk to a person, the bot is fine."
  if (
    /\b(don'?t|do not|no) (need|want|have) to (talk|speak|chat)\b|\b(bot|assistant|ai) is (fine|ok|okay|good)\b|\b(don'?t|do not) need (a|an|the) (real |live )?(person|human|agent|realtor)\b/.test(
      t,
    )
  )
    return false;
  // "representative. representative! agent, please": nothing but asking for someone.
  if (
    /^(\W*(representative|rep|agent|operator|human|person|realtor|someone|please|pls|a|an|the)\b)+\W*$/.test(t) &&
    /\b(representative|rep|agent|operator|human|person|realtor)\b/.test(t)
  )
    return true;
  // "I'd rather talk to her directly", "put me in touch with Maya herself", "her direct line", "have someone from the
  // office get in touch, not the AI", "give me a ring? Prefer a person".
  if (
    /\b(rather|prefer(ably)?) (talk|speak|deal|chat|work)\w* (to|with) (her|him|them|you|\w+) (directly|herself|himself|personally|in person)\b|\bput me in touch with\b|\b(her|his|their|your|\w+'s) (direct|personal) (line|number)\b|\b(have|get) (someone|somebody|a person|an agent|\w+) (from (the|your) \w+ )?(get in touch|reach out|call|text|contact)\b[^.?!]{0,20}\bnot (the |a |an )?(ai|bot|robot|assistant)\b|\bgive (me|us) a (ring|call|buzz)\b|\bprefer (a|an) (real |live |actual )?(person|human)\b/.test(
      t,
    )
  )
    return true;
  if (
    ASKS_FOR_SOMEONE.has(
      bare(message)
        .replace(/\bpor favor\b/g, '')
        .trim(),
    )
  )
    return true;
  if (
    /\b(put|transfer|connect) me (through |thru )?(to\b|with\b|w\/)|\b(your|the) (manager|supervisor|broker)\b.{0,20}\b(talk|speak|call|reach)|\b(talk|speak) (to|with) (your|the|a) (manager|supervisor|broker)\b|\b(live|real|actual|human) (agent|realtor|person|rep|representative)\b|\b(the|your) (actual|real) realtor\b|\bhumano\b|\bpersona real\b|\bp[aá]same con\b|\bcomun[ií]ca(me)? con\b/.test(
      t,
    )
  )
    return true;
  // "let me talk to jennifer" (typed without capitals), not "let me talk to my wife".
  if (/\blet me (talk|speak) (to|with) (?!my |our |him\b|her\b|them\b|you\b|the |a )[a-z]+\b/.test(t)) return true;
  if (/\bcall me\s+[A-Z][a-z]+\b/.test(message) && !/\bcall me (at|back|now|today|tomorrow|asap|please)\b/i.test(message)) return false;
  if (
    /\b(hablar con (una |un |el |la |alguien|el agente|la agente)|ll[aá]m(a|e)me)|\b((talk|speak|chat) (to|with|w\/) (an? |the |your |a real |a live )?(real |live |actual )?(person|human|agent|realtor|someone|somebody|people|broker|rep|representative)|real person|live person|human being|(a |an )?(actual|real) (agent|human)|call me|give me a call|have (him|her|them|\w+) call|can (someone|somebody|you|they|he|she) (call|phone|ring)|phone me|ring me|(?<!\b(?:i'?ll|i will|we'?ll|we will|i can|we can) )call (me )?back|(want|like|need|prefer|rather) (a |to get a )?(phone )?call)\b/.test(
      t,
    )
  )
    return true;
  // "Have Maya message me directly, not a bot", "I'd prefer talking to a person", "can someone from your team reach
  // out?", "can I talk to the listing agent directly?".
  if (
    /\bhave (\w+|(the|your) (agent|realtor|broker)) (message|text|call|email|contact|reach out to) (me|us)\b(?! (when|if|once|after|about the (price|listing)))|\b(rather|prefer to|prefer) (talk|speak|deal|chat|work)(ing)? (to|with) (her|him|them)( directly| personally)?(?=\s*([.,!?;]|$|about\b|re\b|regarding\b|instead\b|please\b|pls\b))|\b(deal|talk|speak|work) (with|to) (her|him|them|you)\b[^.?!]{0,20}\bnot (a |an |the )?(bot|robot|machine|computer|ai|assistant)\b|\b(prefer|rather) (talking|talk|speaking|speak|dealing|deal|chatting|chat) (to|with) (a |an )?(real |live |actual )?(person|human|agent|realtor|someone|somebody)\b|\b(can|could|would) (someone|somebody) (from|on|at) (your|the) (team|office|brokerage) (reach out|call|contact|text|email|get in touch)\b|\b(talk|speak) (to|with) (the|your) (listing|buyer'?s?|seller'?s?) agent\b/.test(
      t,
    )
  )
    return true;
  // "get me your agent pls", "I need to speak with a licensed agent".
  if (
    /\bget me (your|the|an?|a real) (agent|realtor|person|human|broker)\b|\b(message|text|call|email|contact|dm) (me|us) (directly|personally)\b[^.?!]*[.?!]?\s*not (the|a|an|your) (assistant|bot|robot|ai)\b|\b(get|be) transferred\b|\btransfer me\b|\b(chat|talk|speak) live with\b|\b(someone|somebody) real\b|\b(the agent|the realtor|she|he|maya|your agent) (is )?free to (talk|chat|call)\b|\b(someone|somebody) (telephone|phone) me\b|\b(someone|somebody|anyone|anybody)( there)? (who|that) speaks\b|\b(agent|realtor|someone|somebody) (who|that) can meet\b|\b(i|we) (just )?(want|need) (the|your|a real|an actual) (agent|realtor|broker)\b|\b(talk|speak|chat) (to|with) (an? |the |your )?(licensed|human|real estate|actual) (agent|realtor|broker|person)\b/.test(
      t,
    )
  )
    return true;
  // "Can I get a human on here?", "Is there someone I can talk to?", "I was told to ask for a person".
  if (
    /\b(get|have|want|need) (a|an|some) (human|person|real person|live person|real human)\b|\bask(ed)? for (a|an) (person|human|agent|realtor)\b|\b(is there|are there|is anyone|is somebody|is someone) (an? |any )?(someone|somebody|anyone|anybody|agent|realtor|person|human|people)? ?(i|we) (can|could) (actually |really |just )?(talk|speak|chat) (to|with)\b/.test(
      t,
    )
  )
    return true;
  // "Are you the realtor? I need to talk to you": the agent is asked for, whoever answers.
  if (/\b(are|r) (you|u) (the|a|an) (realtor|agent|broker|listing agent)\b/.test(t) && /\b(talk|speak|chat) (to|with) (you|u)\b/.test(t)) return true;
  // "Can I talk to Maya?": asking for the agent by name.
  // Not "I need to talk to Dave first" (a spouse, before deciding).
  return /\b(talk|speak|chat) (to|with) [A-Z][a-z]+\b(?! first| before)/.test(message) && !/\b(talk|speak|chat) (to|with) (I|You|It)\b/.test(message);
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
const NATIONS =
  'korean|japanese|vietnamese|filipino|thai|chinese|indian|mexican|african|caribbean|haitian|jamaican|nigerian|ethiopian|somali|russian|polish|irish|italian|puerto rican|cuban|dominican|colombian|brazilian|middle eastern|persian|iranian|pakistani|bangladeshi|european|buddhist|latin[oa]s?';
/** Whether a word names a protected group ("Christian", "Korean"): never a place, whatever follows it (areas.ts). */
export const namesAGroup = (word: string): boolean => GROUP_WORD.test(word);

const ALWAYS = [
  /\bwho lives\b/,
  /\b(what|which) (kind|type|sort)s? of (people|folks|families|neighbou?rs|residents|crowd)\b/,
  /\bdemographic/,
  /\b(people|folks|famil(y|ies)) like (us|me|ours)\b/,
  // Places of worship asked after to pick an area ("any mosques near the listings?", "neighborhoods with good churches").
  /\b(any|are there|good|which|what|lots of|a lot of)\b[^.?!]{0,25}\b(churches|mosques?|synagogues?|temples?)\b/,
  /\b(people|folks|families)\b[^.?!]{0,24}\blike (us|me|ours)\b/,
  /\b(a lot of|many|lots of|mostly|other|near|around|close to)\s+(people|families|folks)\s+from\s+[a-z]+/,
  /\bour (kind|type|sort)\b/,
  /\b(will|would) (we|i) fit in\b/,
  /\b(ethnic|racial|race|racially|ethnicity)\b/,
  /\b(safe|dangerous|sketchy|rough|bad) (neighbou?rhood|area|part of town|street|block|community)\b/,
  /\b(is|are) (it|the (area|neighbou?rhood|street|block|community)|(that|this) (area|neighbou?rhood)) (safe|dangerous|sketchy|rough)\b/,
  /\b(crime|criminals|shootings?|gangs?|ghetto|hood\b|bad element|undesirables?)\b/,
  // Area "quality" asked about kids or families stands in for familial status.
  /\b(good|great|best|nice|safe|ideal|right|better) (neighbou?rhood|area|place|community|street|part of town) for (raising |a )?(kids|children|families|family|young famil)/,
  /\b(raise|raising) (a family|kids|children)\b.{0,30}\b(neighbou?rhood|area|community)\b|\b(neighbou?rhood|area|community)\b.{0,30}\b(raise|raising) (a family|kids|children)\b/,
  /\b(safe|safer|safest|unsafe|dangerous|sketchy|rough|bad) (neighbou?rhoods?|areas?|parts? of town|streets?|blocks?|communit(y|ies)|side of town)\b.{0,20}\?|^(is|are) (it|the (area|neighbou?rhood)|that (area|neighbou?rhood)) (a )?(good|nice|safe)\b|\b(which|what) (areas?|neighbou?rhoods?|parts? of town) (are|is) (safe|good|nice|bad|dangerous)\b/,
  /\bfamil(y|ies) with (young |small |little )?(kids|children|toddlers|babies|teens|teenagers)\b|\b(young|lots of|many|a lot of) (families|kids|children)\b|\b(family|kid|child)[- ]friendly\b|\badults? only\b|\bno (kids|children)\b/,
  /\bdiverse|diversity\b/,
  // Not wanting to live near voucher holders ("any Section 8 tenants in that building? I'd rather not live near them").
  /\bsection ?8\b[^]*\b(rather not|don'?t want to|do not want to|won'?t) live (near|next to|by|around|with)\b/,
  // How many voucher holders live somewhere ("is there a lot of section 8 in that area?"): who lives there, by a stand-in.
  /\b(a lot of|lots of|much|many|plenty of|full of|mostly|heavy)\s+section ?8\b(?![^.?!]*\b(accept|take|takes|allow|allows)\b)/,
  // Sex: an area picked as safe for a woman (or a man) on their own.
  /\b(safe|good|ok|okay|right) for (a |an )?(single |young |older )?(woman|women|girl|lady|ladies|man|men|guy)\b/,
  // Areas picked by where voucher holders live ("areas without section 8 tenants"), a stand-in for who lives there;
  // a landlord's own tenant rules and a voucher holder's own search are not.
  /\b(areas?|neighbou?rhoods?|parts? of town|communit(y|ies)|streets?|blocks?)\b[^.?!]{0,30}(\bwithout|\bno|\bavoid\w*|\baway from|\bfree of|\bfewer|\bless|\bnot many|\bw\/o|\b(?:don'?t|do not|doesn'?t) have)\b[^.?!]{0,20}\bsection ?8\b|\b(don'?t|do not|doesn'?t) want\b[^.?!]{0,10}\bsection ?8\b[^.?!]{0,20}\b(next door|nearby|near|around|neighbou?rs?)\b|\b(avoid\w*|away from|without)\b[^.?!]{0,20}\b(areas?|neighbou?rhoods?|parts? of town)\b[^.?!]{0,20}\bsection ?8\b/,
  // "Is it a family neighborhood?", "a family area": who lives there, by familial status.
  /\b(a |an )?famil(y|ies)[- ](neighbou?rhood|area|community|street|block|town|part of town)s?\b/,
  // A national origin as who lives there ("a lot of Korean families"); not "an Italian restaurant nearby".
  new RegExp(
    `\\b(${NATIONS})\\s+(families|family|people|folks|communit(y|ies)|neighbou?rs|residents|population|immigrants|speakers)\\b|\\b(mostly|predominantly|largely|majority|lots of|many|a lot of)\\s+(${NATIONS})\\b`,
  ),
  // Fewer or more children or families as a reason to pick an area stands in for familial status.
  /\b(fewest|fewer|few|less|least|no|without|not many|not a lot of|away from)\s+(kids|children|families|young families|teenagers)\b/,
  // The lead's own faith or background as a reason to pick neighbours ("people of our faith").
  /\b(people|families|folks|neighbou?rs|those) (of|from|who share|sharing) (our|my|the same) (faith|religion|church|culture|background|race|ethnicity|heritage|country)\b|\b(our|my) own (kind|people)\b/,
  /\b(disabled|handicapped) (people|folks|neighbou?rs|residents)\b|\bgroup homes?\b/,
  // "Is the area a good one for families?": the area's quality asked for a family.
  /\b(area|neighbou?rhood|community|part of town)\b[^.?!]{0,25}\b(good|great|nice|safe|right|ideal) (one|place|fit) for (families|kids|children|a family)\b/,
];
// Whether the neighbours, an owner or an HOA will accept who the lead is ("my son is autistic, will the neighbors be ok
// with that?", "is the owner ok with a single mom?"): a question fair housing answers, not the agent.
const ACCEPTED_BY =
  /\b(neighbou?rs?|owners?|landlords?|hoa|community|people (there|around))\b[^.?!]{0,25}\b(ok|okay|fine|cool|accepting|welcoming|comfortable|friendly)\b[^.?!]{0,10}\b(with|to|toward|towards|about)\b/;
// Who the lead or their household is, which the acceptance question above is asked about (a ramp or a service animal
// asked of an owner is an accommodation, no such question).
const TRAIT_OF_HOUSEHOLD =
  /\b(autis\w*|disab\w*|special needs|deaf|blind|single (mom|dad|mother|father|parent)|kids|children|baby|pregnan\w*|gay|lesbian|trans\w*|muslim|jewish|black|hispanic|latin[oa]|immigrants?)\b/;
// Protected groups by name: a question about who lives somewhere (GROUPS), and never a place (GROUP_WORD).
const GROUP_NAMES = String.raw`whites?|blacks?|african[- ]americans?|hispanics?|latinos?|latinas?|latinx|asians?|indians?|arabs?|mexicans?|chinese|baptists?|methodists?|evangelicals?|protestants?|lutherans?|presbyterians?|pentecostals?|jewish|jews|muslim|muslims|christian|christians|catholics?|mormons?|hindus?|sikhs?|immigrants?|foreigners?|minorit(y|ies)|gay|lesbian|lgbt\w*|straight|single (women|men|moms?|mothers?|dads?|fathers?|parents?)|seniors|elderly|old people|older people|old folks|older folks|older residents|retirees|young people|young professionals|college kids|students|english[- ]speaking|speak english`;
const GROUPS = new RegExp(`\\b(${GROUP_NAMES})\\b`);
const GROUP_PEOPLE = new RegExp(
  `\\b(${NATIONS}|black|white|hispanic|asian|arab|jewish|muslim|christian|catholic|mormon|hindu|sikh|gay|lesbian|disabled|deaf|blind)(-american)?\\s+(couples?|famil(y|ies)|m[ae]n|wom[ae]n|guys?|lady|ladies|households?|kids|children|girls?|boys?)\\b`,
);
const GROUP_WORD = new RegExp(`^(?:${GROUP_NAMES}|${NATIONS})$`, 'i');
const ABOUT_PEOPLE =
  /\b(neighbou?rhoods?|areas?|communit(y|ies)|streets?|blocks?|live|living|neighbou?rs|residents|mostly|most|lots of|many|a lot of|full of|any|there|around|among|near|other|nearby|towns?|parts?|where|suit|suits|good for|right for|ok for|okay for|hay|viven|muchos|muchas|gente)\b/;

export function isSteeringQuestion(message: string): boolean {
  // The lead's own family ("my elderly mom in a wheelchair") is whom a visit must suit, not who lives nearby.
  const t = straightQuotes(message)
    .toLowerCase()
    .replace(
      /\b(my|our|his|her) (elderly|older|aging|disabled|deaf|blind|handicapped) (mom|mother|dad|father|parents?|grandma|grandmother|grandpa|grandfather|son|daughter|kid|child|husband|wife|partner|aunt|uncle)\b/g,
      ' ',
    );
  if (ALWAYS.some((re) => re.test(t))) return true;
  if (ACCEPTED_BY.test(t) && TRAIT_OF_HOUSEHOLD.test(t)) return true;
  // "A good neighborhood for a young Korean couple?": an area picked by who the lead is.
  if (GROUP_PEOPLE.test(t) && ABOUT_PEOPLE.test(t)) return true;
  return GROUPS.test(t) && ABOUT_PEOPLE.test(t);
}
