/**
 * Contact details a lead types: an email, a North American phone number and
 * a name. The phone and email are cut out of the text afterwards so their
 * digits never read as a budget.
 */
export interface ContactFound {
  name?: string;
  email?: string;
  phone?: string;
  /** The message with the email and phone removed. */
  rest: string;
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
const PHONE = /(?:\+?1[\s.-]?)?\(?\b(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})\b/;
// Words that follow "I'm" / "this is" but are not names: states, plans,
// feelings, places and fillers people type there.
const NOT_NAMES = new Set(
  (
    'a an the just looking interested selling buying moving not so very really pre preapproved pre-approved ready thinking hoping trying new here from in at on ' +
    'available free open also currently planning relocating curious wondering good fine ok okay sorry glad happy done back still only married single retired ' +
    'gonna going getting wanting wanna calling texting writing reaching asking following checking messaging emailing interest interested ' +
    'definitely probably actually totally pretty super kinda sort kind about around with for to and or but if is it in out up down over under ' +
    'a first second third renting leasing an investor agent realtor buyer seller owner landlord tenant homeowner mom dad parent veteran teacher nurse ' +
    "i i'm im we we're were they they're he she everyone anyone someone nobody " +
    'concerned worried excited sure confused late early busy away out home at work traveling driving there the your you yes no hi hello hey ' +
    'great awesome perfect helpful amazing cool nice weird crazy urgent expensive cheap tired frustrated annoyed confused lost stuck ' +
    'yeah yep yup yea nope nah cell mobile work office text call anytime landline whatsapp thx ty gracias again bye goodbye soon best regards cheers ' +
    'maybe unsubscribe stop start cancel help info human later whenever idk dunno none nothing nevermind either neither both nah correct right exactly'
  ).split(' '),
);
// In a bare answer, words of a reply about something else: "Thursday works"
// after slots were offered must not become a lead called Thursday Works.
const NOT_BARE_NAMES =
  /^(and|or|is|my|me|email|phone|number|at|it|yes|no|sure|works?|sounds|thanks|thank|please|one|first|second|third|last|option|morning|afternoon|evening|noon|tonight|today|tomorrow|weekend|(mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|january|february|march|april|june|july|august|september|october|november|december|buy|sell|rent|cash|condo|house|townhouse|land)$/i;
const titleCase = (s: string) => s.replace(/\b([a-z])([a-z'-]*)/gi, (_m, a: string, b: string) => a.toUpperCase() + b.toLowerCase());

// Digits said as words, as a caller reads out a number: "four oh four, five five five…".
const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  o: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const SPOKEN_DIGITS = /\b(?:(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine|\d)(?:[\s,.-]+|$)){10,11}/gi;

/** A phone number read out digit by digit ("four oh four five five five one two three four") as digits. */
function spokenPhone(text: string): string {
  return text.replace(SPOKEN_DIGITS, (run) => {
    const digits = run
      .toLowerCase()
      .split(/[\s,.-]+/)
      .filter(Boolean)
      .map((w) => DIGIT_WORDS[w] ?? w)
      .join('');
    return /^1?\d{10}$/.test(digits) ? `${digits} ` : run;
  });
}

// An address said aloud ("jane dot doe at gmail dot com"), read only when it ends in a known domain ending.
const SPOKEN_EMAIL =
  /\b([a-z0-9][a-z0-9_-]*(?:\s+(?:dot|underscore)\s+[a-z0-9_-]+)*)\s+at\s+([a-z0-9-]+(?:\s+dot\s+[a-z0-9-]+)*\s+dot\s+(?:com|net|org|edu|gov|us|io|co|me|info|biz))\b/i;
const spokenEmail = (text: string): string | undefined => {
  const m = text.match(SPOKEN_EMAIL);
  if (!m?.[1] || !m[2]) return undefined;
  const words = (s: string) =>
    s
      .toLowerCase()
      .replace(/\s+dot\s+/g, '.')
      .replace(/\s+underscore\s+/g, '_');
  // "email is jane" / "it's jane": only the last word before "at" belongs to the address.
  const local = words(m[1]).split(/\s+/).at(-1) ?? '';
  return NOT_NAMES.has(local) ? undefined : `${local}@${words(m[2])}`;
};

// Closing words before a signature: "Thanks, Priya", "Best,\nDerek Holt", "- Jo".
const SIGN_OFF = new RegExp(
  `(?:^|[\\n.!?,]\\s*|\\s)(?:${['thanks', 'thank you', 'thx', 'ty', 'cheers', 'best', 'regards', 'best regards', 'sincerely', 'talk soon']
    .map((w) => `[${w[0]?.toUpperCase()}${w[0]}]${w.slice(1)}`)
    .join('|')})[\\s,!.-]*\\n?\\s*([A-Z][a-z'-]+(?:\\s+[A-Z][a-z'-]+)?)\\s*[.!]?\\s*$|(?:^|[\\n.!?]\\s*)[-–—~]\\s*([A-Z][a-z'-]+(?:\\s+[A-Z][a-z'-]+)?)\\s*$`,
);
// Two people, one surname: "Sam and Rita Patel".
const COUPLE = "([A-Za-z][a-z'-]+\\s+(?:and|&)\\s+[A-Za-z][a-z'-]+(?:\\s+[A-Za-z][a-z'-]+)?)";

/**
 * `agentName`: whom the lead writes to; "Thanks Maya!" thanks the agent, it
 * does not sign the message.
 */
export function extractContact(message: string, expectingContact = false, agentName?: string): ContactFound {
  let rest = spokenPhone(message);
  const found: ContactFound = { rest };
  const email = rest.match(EMAIL);
  if (email) {
    found.email = email[0].toLowerCase();
    // A comma where it was, so "im tom, …" still reads as a name standing alone.
    rest = rest.replace(email[0], ', ');
  } else {
    const said = spokenEmail(rest);
    if (said) {
      found.email = said;
      rest = rest.replace(SPOKEN_EMAIL, ', ');
    }
  }
  const phone = rest.match(PHONE);
  if (phone) {
    found.phone = `+1${phone[1]}${phone[2]}${phone[3]}`;
    rest = rest.replace(phone[0], ', ');
  }
  found.rest = rest === spokenPhone(message) && !email && !phone && !found.email ? message : rest;
  const detail = Boolean(found.email || found.phone);

  const said = rest.match(/\b(?:my name is|my name's|name is|name's|mi nombre es|me llamo)\s+([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)/i);
  // The cue in any case ("Its Marcus", "im tom"); a capitalised name, or a
  // lower-case one only where it stands alone ("im tom, 404…", "this is dana").
  const intro = rest.match(/\b(?:[Ii]'?[Mm]|I am|[Tt]his is|[Ii]t'?s)\s+([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)/);
  const introLower = rest.match(/\b(?:i'?m|i am|this is)\s+([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)\s*(?:[,.!;:]|$|\s+(?:and|here|from)\b)/i);
  // "sam here", "Hi, Dana here": a name announcing itself at the start; "Angela Brooks calling about…".
  const here = rest.match(/^\s*(?:(?:hi|hey|hello|yo)\b[\s,!.]*)?([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)\s+here\b/i);
  const calling = rest.match(
    /^\s*(?:(?:[Hh]i|[Hh]ey|[Hh]ello|[Yy]es|[Yy]eah)\b[\s,!.]*)*([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)\s+(?:calling|texting|writing|reaching out)\b/,
  );
  const callMe = rest.match(/\bcall me\s+([A-Z][a-z'-]+)\b/);
  const couple = rest.match(new RegExp(`^\\s*(?:(?:we are|we're|were|this is|it's|its)\\s+)?${COUPLE}\\s*(?:[,.!;]|$)`, 'i'));
  const signed = rest.match(SIGN_OFF);
  let name = said?.[1] ? trimTail(said[1]) : (intro?.[1] ?? introLower?.[1] ?? here?.[1] ?? calling?.[1] ?? callMe?.[1] ?? signed?.[1] ?? signed?.[2]);
  const words = name?.split(/\s+/) ?? [];
  if (NOT_NAMES.has(words[0]?.toLowerCase() ?? '') || NOT_BARE_NAMES.test(words[0] ?? '')) name = undefined;
  else if (words[1] && (NOT_NAMES.has(words[1].toLowerCase()) || TAIL.test(words[1]))) name = words[0];
  if (!name && couple?.[1] && (detail || expectingContact || /^\s*(we|this|it)/i.test(rest)) && bareName(couple[1].replace(/\s+(and|&)\s+/i, ' ')))
    name = couple[1];

  // Answering "what's your name and number?" with just "Dana Cole, 404…"; a name beside the number or email it gives is one too.
  if (!name && (expectingContact || detail)) {
    const words = rest
      .replace(/[^A-Za-z'\s-]/g, ' ')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    if (bareName(words.join(' '))) name = words.join(' ');
  }
  const agentFirst = agentName?.trim().split(/\s+/)[0]?.toLowerCase();
  if (name && agentFirst && name.split(/\s+/)[0]?.toLowerCase() === agentFirst) name = undefined;
  if (name) found.name = titleCase(name.trim()).replace(/ And /, ' and ');
  return found;
}

/** 1–3 words that could only be a name: none of them a word of a reply about something else. */
export function bareName(text: string): boolean {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return (
    words.length >= 1 && words.length <= 3 && words.every((w) => /^[A-Za-z][A-Za-z'-]*$/.test(w) && !NOT_NAMES.has(w.toLowerCase()) && !NOT_BARE_NAMES.test(w))
  );
}

// Words after a name that are not part of it: "Chris by the way", "dana and I want…".
const TAIL = /^(and|i|my|from|here|but|so|looking|by|btw|again|too|also|calling|texting|with|at|on|in|for|to|the|we|our)$/i;

/** "my name is dana and I want…": keep only the words that belong to the name. */
function trimTail(s: string): string {
  const words = s.split(/\s+/);
  return words[1] && TAIL.test(words[1]) ? (words[0] ?? s) : s;
}
