/**
 * The lead's name in a message, read from the cues people use to give it:
 * "my name is…", "I'm…", "this is…", "it's…", "Dana here", "Dana calling
 * about…", "ask for Ray", a couple ("Sam and Rita Patel") and a signature
 * ("Thanks, Priya"). Names may be lower case (texts, call transcripts),
 * hyphenated or with an apostrophe (Mary-Kate, O'Connor), accented
 * (García), after a title (Dr. Anita Patel), and in a call transcript broken
 * by fillers and restarts ("this is mike um mike o'connor").
 *
 * What follows a cue is often not a name ("I'm looking", "I'm paying cash",
 * "it's urgent", "I'm Jewish"): such words are refused. Who a lead is (a
 * religion, an origin, a family status) is never taken for their name
 * (docs/decisions/0010-fair-housing-score.md).
 */

// Words that follow "I'm" / "this is" but are not names: states, plans,
// feelings, places and fillers people type there.
export const NOT_NAMES = new Set(
  (
    'a an the just looking interested selling buying moving not so very really pre preapproved pre-approved ready thinking hoping trying new here from in at on ' +
    'available free open also currently planning relocating curious wondering good fine ok okay sorry glad happy done back still only married single retired ' +
    'gonna going getting wanting wanna calling texting writing reaching asking following checking messaging emailing interest interested ' +
    'definitely probably actually totally pretty super kinda sort kind about around with for to and or but if is it in out up down over under ' +
    'a first second third renting leasing an investor agent realtor buyer seller owner landlord tenant homeowner mom dad parent veteran teacher nurse ' +
    "i i'm im we we're were they they're he she everyone anyone someone nobody it it's its here's heres that's thats me him her us them mine " +
    'concerned worried excited sure confused late early busy away out home at work traveling driving there the your you yes no hi hello hey ' +
    'great awesome perfect helpful amazing cool nice weird crazy urgent expensive cheap tired frustrated annoyed confused lost stuck ' +
    'yeah yep yup yea nope nah cell mobile work office text call anytime landline whatsapp thx ty gracias again bye goodbye soon best regards cheers ' +
    'maybe unsubscribe stop start cancel help info human later whenever idk dunno none nothing nevermind either neither both nah correct right exactly ' +
    'now asap today tonight time email e-mail phone number cash paying been complicated important true possible fast quick flexible pregnant ' +
    'expecting divorced widowed separated engaged disabled deaf blind elderly older senior seniors young military active duty handicapped relocated ' +
    'about regarding re calling following more details pricing price directions qualified prequalified approved ' +
    'too gorgeous beautiful lovely stunning small big tiny huge cute ugly old nice wonderful fantastic exciting insane ridiculous overpriced ' +
    // How to call: "have Maya call me directly", "call me back".
    'directly personally instead sometime whenever serious kidding joking anymore ever never ' +
    // Who they are in the trade: "flipper here", "builder here".
    'flipper wholesaler developer contractor lender broker investors quit soy off pls plz contact reach'
  ).split(' '),
);

// Who a lead is, never a name: "I'm Jewish and…", "I'm Hispanic", "I'm Nigerian" (docs/decisions/0010-fair-housing-score.md).
const WHO_THEY_ARE = new Set(
  (
    'jewish muslim christian catholic hindu sikh buddhist mormon atheist black white asian hispanic latino latina latinx african american ' +
    'mexican indian chinese korean japanese vietnamese filipino filipina arab arabic middle eastern haitian jamaican cuban dominican puerto ' +
    'nigerian ethiopian somali indian pakistani bangladeshi nepali iranian persian iraqi syrian lebanese israeli palestinian turkish greek ' +
    'russian ukrainian polish german french italian irish british english scottish spanish portuguese brazilian colombian venezuelan ' +
    'canadian gay lesbian trans transgender queer bi bisexual straight native indigenous immigrant'
  ).split(' '),
);

// In a bare answer, words of a reply about something else: "Thursday works"
// after slots were offered must not become a lead called Thursday Works.
export const NOT_BARE_NAMES =
  /^(and|or|is|my|me|email|phone|number|at|it|yes|no|sure|works?|sounds|thanks|thank|please|one|first|second|third|last|option|morning|afternoon|evening|noon|tonight|today|tomorrow|weekend|(mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|january|february|march|april|june|july|august|september|october|november|december|buy|sell|rent|cash|condo|house|townhouse|land)$/i;

// First names that end like a verb in -ing; every other such word after "I'm" is what the lead is doing ("I'm paying cash").
const ING_NAMES = new Set(['sterling', 'irving', 'channing', 'manning', 'fleming', 'browning', 'harding', 'deming', 'kipling']);

// Words after a name that are not part of it: "Chris by the way", "dana and I want…".
const TAIL =
  /^(and|i|my|from|here|but|so|looking|by|btw|again|too|also|calling|texting|speaking|with|at|on|in|for|to|the|we|our|i'm|im|interested|wanting|about|regarding)$/i;

const STREET =
  /^(st|street|rd|road|ave|avenue|dr|drive|ln|lane|way|blvd|boulevard|ct|court|pl|place|cir|circle|trl|trail|pkwy|parkway|ter|terrace|hwy|highway|sq|square)\.?$/i;
const CAP = "\\p{Lu}(?:\\p{Ll}|')[\\p{L}'-]*";
const LOW = "\\p{L}[\\p{L}'-]*";
const TITLE = '(?:(?:[Dd]r|[Mm]rs?|[Mm]s|[Mm]x|[Mm]iss|[Pp]rof)\\.?\\s+)?';
const GREETING = '(?:(?:hi+|hey+|hello|yo|ok|okay|yes|yeah|good (?:morning|afternoon|evening))\\b[\\s,!.]*)';
// What may follow a lower-case name given by a cue: the end, a stop, or words that start something else.
const AFTER_LOWER = "\\s*(?:[,.!;:?]|$|\\p{Extended_Pictographic}|\\s+(?:and|here|from|calling|texting|speaking|again|btw|by the way|with|i'?m|i|my)\\b)";

// Someone else's name ("my husband's name is David") is not the lead's.
const OTHERS_NAME = /\b(?:husband|wife|partner|spouse|son|daughter|kid|mom|mother|dad|father|sister|brother|friend|boss|agent|realtor|lender)'?s name\b/i;
const FIRST_NAME = new RegExp(`\\bfirst name(?: is|'s)?,?\\s+(${CAP})`, 'u');
const LAST_NAME = new RegExp(`\\b(?:last name|surname)(?: is|'s)?,?\\s+(${CAP})`, 'u');
const SAID = new RegExp(
  `\\b(?:my name is|my name's|my names|name is|name's|mi nombre es|me llamo|(?:full )?name\\s*:)[,\\s]+(?:it'?s[,\\s]+)?(?:spelled[,\\s]+)?${TITLE}(${LOW}(?:\\s+${LOW})?)`,
  'iu',
);
// "me llamo Ana Sofía Reyes": Spanish names often have three words (two given names, or two surnames).
const SAID_SPANISH = new RegExp(`\\b(?:mi nombre es|me llamo|soy)[,\\s]+(${CAP}(?:\\s+${CAP}){1,3})(?=\\s*(?:[,.!;:?]|$|\\s+(?:y|and|de|from)\\b))`, 'u');
const INTRO = new RegExp(`(?:^|[^\\p{L}'])(?:[Ii]'?[Mm]|I am|[Tt]his is|[Ii]t'?s|[Ss]oy),?\\s+${TITLE}(${CAP}(?:\\s+${CAP})?)`, 'u');
const INTRO_LOWER = new RegExp(`(?:^|[^\\p{L}'])(?:i'?m|i am|this is)\\s+${TITLE}(${LOW}(?:\\s+${LOW})?)${AFTER_LOWER}`, 'iu');
// "hey its kayla from the open house": "it's" gives a name only when the message opens with it.
// After a greeting, or before words that say who is writing; never "it's gorgeous!".
const ITS_LOWER = new RegExp(`^\\s*(?:${GREETING}+it'?s\\s+(${LOW})${AFTER_LOWER}|it'?s\\s+(${LOW})\\s+(?:from|here|again|calling|texting)\\b)`, 'iu');
// "sam here", "Hi, Dana here", "Hi Maya, Dana Cole here": a name announcing itself at the start.
const HERE = new RegExp(`^\\s*(?:${GREETING}(?:\\p{L}+\\s*,\\s*)?)?${TITLE}(${LOW}(?:\\s+${LOW})?)\\s+here\\b`, 'iu');
// "Angela Brooks calling about…".
const CALLING = new RegExp(
  `^\\s*(?:(?:[Hh]i|[Hh]ey|[Hh]ello|[Yy]es|[Yy]eah)\\b[\\s,!.]*)*(${CAP}(?:\\s+${CAP})?)\\s+(?:calling|texting|writing|reaching out)\\b`,
  'u',
);
// "Tell her Gary Lindqvist said hi": the lead names themself to the agent.
const TELL_HER = new RegExp(
  `\\b[Tt]ell (?:her|him|them|\\p{Lu}\\p{Ll}+) (?:that )?(${CAP}(?:\\s+${CAP})?) (?:said|says|called|stopped by|wants|wanted|is interested|was asking)\\b`,
  'u',
);
// "call me Rob", "ask for Ray", "ask for ray." (lower case only standing alone).
const CALL_ME = new RegExp(`\\b(?:call me|ask for|asking for|ask to speak (?:to|with))\\s+(${CAP})`, 'u');
const CALL_ME_LOWER = new RegExp(`\\b(?:call me|ask for)\\s+(${LOW})\\s*(?:[,.!;]|$)`, 'iu');
// Two people, one surname: "Sam and Rita Patel".
const COUPLE = new RegExp(`^\\s*(?:(?:we are|we're|were|this is|it's|its)\\s+)?(${LOW}\\s+(?:and|&)\\s+${LOW}(?:\\s+${LOW})?)\\s*(?:[,.!;]|$)`, 'iu');
// Closing words before a signature: "Thanks, Priya", "Best,\nDerek Holt", "Thanks so much! - Jo".
const CLOSINGS = [
  'thanks',
  'thank you',
  'thank u',
  'thx',
  'ty',
  'cheers',
  'best',
  'regards',
  'best regards',
  'kind regards',
  'sincerely',
  'talk soon',
  'many thanks',
];
const SIGN_OFF = new RegExp(
  `(?:^|[\\n.!?,]\\s*|\\s)(?:${CLOSINGS.map((w) => `[${w[0]?.toUpperCase()}${w[0]}]${w.slice(1)}`).join('|')})(?:\\s+(?:so much|again|a lot|in advance))?[\\s,!.-]*\\n?\\s*(${CAP}(?:\\s+${CAP})?)\\s*[.!]?\\s*$` +
    // "…lunch break. - Andrea (kindergarten teacher)", "…coming too -Jess": a dash after a sentence, or against the name.
    `|(?:(?:^|[\\n.!?,]\\s*)[-–—~]\\s*|\\s[-–—~])(${CAP}(?:\\s+${CAP})?)\\s*(?:\\([^)]*\\))?\\s*[.!]?\\s*$`,
  'u',
);

/** Voice fillers dropped and a restarted name said once: "this is mike um mike o'connor" → "this is mike o'connor". */
function unspoken(text: string): string {
  return (
    text
      // A name spelled out letter by letter ("Derek, D-E-R-E-K, Thompson") is said once already.
      .replace(/,?\s*(?<![\p{L}'-])(\p{L}(?:[- ]\p{L}){2,})(?![\p{L}'-])\s*,?/gu, (m, letters: string) =>
        /^\p{Lu}[- ]\p{Lu}/u.test(letters) || letters.includes('-') ? ' ' : m,
      )
      .replace(/\b(?:u+h+|u+m+|uhm|erm?|hmm+)\b[,.]*\s*/gi, '')
      .replace(/(^|[^\p{L}'])(\p{L}[\p{L}'-]*)[\s,.]+\2(?=[^\p{L}'-]|$)/giu, '$1$2')
  );
}

// Surnames that are also words refused after "I'm" ("I'm good", "it's early"): "Jordan Price", "Amy Early", "Tom
// Best" are names when both words are written with capitals.
const WORD_SURNAMES = new Set(['price', 'best', 'early', 'late', 'small', 'good', 'new', 'cash', 'rich', 'long', 'little', 'hope', 'nice', 'young', 'sure']);
const capitalSurname = (first: string, second: string) =>
  /^\p{Lu}\p{Ll}/u.test(first) && /^\p{Lu}\p{Ll}/u.test(second) && WORD_SURNAMES.has(second.toLowerCase());

/** A word (the first of a name) that is not a name: a state, a plan, who the lead is, a verb in -ing. */
function notAName(word: string): boolean {
  const w = word.toLowerCase();
  if (NOT_NAMES.has(w) || WHO_THEY_ARE.has(w) || NOT_BARE_NAMES.test(word)) return true;
  // A possessive is whose something is ("this is Maya's page"), not who is writing.
  if (/'s$/.test(w)) return true;
  // "pre-qualified", "first-time", "self-employed": a compound of a word that is not a name.
  const head = w.split('-')[0] ?? '';
  if (w.includes('-') && (NOT_NAMES.has(head) || ['pre', 'self', 'non', 'co', 'ex', 'semi'].includes(head))) return true;
  return w.length >= 6 && w.endsWith('ing') && !ING_NAMES.has(w);
}

/** The name as written when the lead wrote it in mixed case (DeShawn, McKenzie); otherwise Title Case (O'Connor, Mary-Kate). */
function nameCase(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => (w !== w.toLowerCase() && w !== w.toUpperCase() ? w : w.toLowerCase().replace(/(?<=^|-|^\p{L}')\p{L}/gu, (letter) => letter.toUpperCase())))
    .join(' ')
    .replace(/ And /, ' and ');
}

/** "my name is dana and I want…": keep only the words that belong to the name. */
function trimTail(s: string): string {
  const words = s.split(/\s+/);
  return words[1] && TAIL.test(words[1]) ? (words[0] ?? s) : s;
}

/** 1–3 words that could only be a name: none of them a word of a reply about something else. */
export function bareName(text: string): boolean {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return (
    words.length >= 1 &&
    words.length <= 3 &&
    // "number's 404…": a word with its "'s" is still that word.
    words.every(
      (w) =>
        /^\p{L}[\p{L}'-]*$/u.test(w) &&
        !NOT_NAMES.has(w.toLowerCase()) &&
        !NOT_NAMES.has(w.toLowerCase().replace(/'s$/, '')) &&
        !WHO_THEY_ARE.has(w.toLowerCase()) &&
        !NOT_BARE_NAMES.test(w),
    )
  );
}

/**
 * The lead's name in `rest` (the message with its email and phone cut out),
 * or undefined. `detail`: the message gave an email or phone, beside which a
 * name alone ("Dana Cole, 404…") is one; `agentName`: whom the lead writes
 * to ("Thanks Maya!" thanks the agent, it does not sign the message).
 */
export function findName(rest: string, expectingContact: boolean, detail: boolean, agentName?: string): string | undefined {
  // "by the way" said as "btw": its "way" is not a street after the name ("Chris by the way").
  const text = unspoken(rest).replace(/\bby the way\b/gi, 'btw');
  const end = text.replace(/\n\s*sent from my \w+\s*$/i, '').replace(/[\s,;:]+$/, '');
  const said = OTHERS_NAME.test(text) && !/\bmy name\b/i.test(text) ? undefined : (text.match(SAID_SPANISH)?.[1] ?? text.match(SAID)?.[1]);
  const signed = end.match(SIGN_OFF);
  const cued = [
    text.match(INTRO)?.[1],
    text.match(INTRO_LOWER)?.[1],
    text.match(ITS_LOWER)?.[1] ?? text.match(ITS_LOWER)?.[2],
    text.match(HERE)?.[1],
    text.match(CALLING)?.[1],
    text.match(TELL_HER)?.[1],
    text.match(CALL_ME)?.[1],
    text.match(CALL_ME_LOWER)?.[1],
    signed?.[1] ?? signed?.[2],
  ];
  let name: string | undefined;
  // The first cue whose words can be a name: "I'm looking… this is Dana" still finds Dana.
  for (const found of said ? [trimTail(said), ...cued] : cued) {
    const words = found?.split(/\s+/) ?? [];
    if (!found || !words[0] || notAName(words[0])) continue;
    // "it's Briarcliff Road": a street, not a person.
    if ((words[1] && STREET.test(words[1])) || new RegExp(`${found}(?:\\s+\\p{L}+){0,2}\\s+${STREET.source.slice(1, -1)}\\b`, 'iu').test(text)) continue;
    name = words[1] && (notAName(words[1]) || TAIL.test(words[1])) && !capitalSurname(words[0], words[1]) ? words[0] : found;
    break;
  }
  // Beside the email or phone it gives, a name standing first or last: "Mark Davis. markdavis@…", "…@brennanlaw.com.
  // Jim Brennan", "Jess 🙋‍♀️ jess.turner@…", "Rob Feld - rfeld@… - 770…".
  if (!name && detail) {
    // Either end may hold it: "Hello, … Leon Marsh 678…" is Leon Marsh, not "Hello".
    const first = text.match(new RegExp(`^\\s*(${CAP}(?:\\s+${CAP})?)\\s*(?:[.,;:!|]|\\s[-–—]\\s|\\p{Extended_Pictographic})`, 'u'))?.[1];
    const last = end.match(new RegExp(`[.!?,]\\s+(${CAP}(?:\\s+${CAP})?)\\s*[.!]?\\s*$`, 'u'))?.[1];
    // A surname that is also a word of who someone is ("Kendra White") is a name when written with a capital.
    const fits = (w: string, i: number) => (i > 0 && /^\p{Lu}\p{Ll}/u.test(w) ? !NOT_NAMES.has(w.toLowerCase()) : !notAName(w)) && !STREET.test(w);
    name = [first, last].find((standing) => standing !== undefined && standing.split(/\s+/).every(fits));
  }
  // A first name alone as the message's last sentence signs it: "Could I see 482 Oakview tomorrow at 6:15pm? Dana".
  const signature = !name ? text.match(new RegExp(`(?<!\\b(?:St|Mt|Ft|Dr|Mr|Mrs|Ms))[.!?]\\s+(${CAP})\\s*[.!]?\\s*$`, 'u'))?.[1] : undefined;
  if (signature && !notAName(signature)) name = signature;
  // "I'm Sara, sorry, Sarah with an h": the name said again, corrected.
  const respelled = name && !name.includes(' ') ? text.match(new RegExp(`\\b${name},?\\s+(?:sorry|no|i mean),?\\s+(${CAP})\\b`, 'u'))?.[1] : undefined;
  if (respelled && !notAName(respelled)) name = respelled;
  const couple = text.match(COUPLE)?.[1];
  if (!name && couple && (detail || expectingContact || /^\s*(we|this|it)/i.test(text)) && bareName(couple.replace(/\s+(and|&)\s+/i, ' '))) name = couple;

  // Answering "what's your name and number?" with just "Dana Cole, 404…"; a name beside the number or email it gives is one too.
  if (!name && (expectingContact || detail)) {
    const words = text
      .replace(/[^\p{L}'\s-]/gu, ' ')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    if (bareName(words.join(' '))) name = words.join(' ');
  }
  // "first name Keisha … it's Jones", "Priya, last name Raman": a name given in its parts.
  const first = text.match(FIRST_NAME)?.[1];
  const last = text.match(LAST_NAME)?.[1];
  if (first && !notAName(first)) name = `${first} ${last ?? (name && name !== first && !name.includes(' ') ? name : '')}`.trim();
  else if (last && name && !name.includes(' ') && !notAName(last)) name = `${name} ${last}`;
  // One word said, the whole name said beside it ("Carlos. Carlos Mendez", "it's Lopez. Ana Lopez", "Bill, William Foster").
  if (name && !name.includes(' ')) {
    const esc = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Every way it may be said, the first whose words are all a name's ("I'm Ortiz, Daniela Ortiz" is not "I'm Ortiz").
    const candidates = [
      new RegExp(`\\b${esc}[,.]?\\s+(${esc}\\s+${CAP})\\b`, 'gu'),
      new RegExp(`\\b(${CAP}\\s+${esc})\\b`, 'gu'),
      new RegExp(`\\b${esc},\\s+(${CAP}\\s+${CAP})(?=[,.!?]|\\s+(?:and|from)\\b|$)`, 'gu'),
      // "call me Andre, Andre Willis" (the name said twice is said once by now): "Andre Willis".
      new RegExp(`\\b(${esc}\\s+${CAP})(?=[,.!?]|\\s+(?:and|from)\\b|$)`, 'gu'),
    ].flatMap((re) => [...text.matchAll(re)].map((m) => m[1] ?? ''));
    const whole = candidates.find((c) => c.split(/\s+/).every((w) => !notAName(w) && !STREET.test(w)));
    if (whole) name = whole;
  }
  // "it's Bri (Brianna Lopez)": the full name given beside the short one.
  const full = name ? text.match(new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\((${CAP}(?:\\s+${CAP})+)\\)`, 'u'))?.[1] : undefined;
  if (full) name = full;
  const agentFirst = agentName?.trim().split(/\s+/)[0]?.toLowerCase();
  if (name && agentFirst && name.split(/\s+/)[0]?.toLowerCase() === agentFirst) return undefined;
  return name ? nameCase(name.trim()) : undefined;
}
