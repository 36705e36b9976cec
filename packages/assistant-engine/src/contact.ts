import { bareName, findName, NOT_NAMES } from './contact-name';
import { afterCorrection } from './corrections';
import { wordsToDigits } from './numbers';

export { bareName };

/**
 * Contact details a lead types: an email, a North American phone number and
 * a name (contact-name.ts). The phone and email are cut out of the text afterwards so their
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
const INSTEAD = /\b(instead|sorry|no wait|wait,? no|actually|i mean|use|correction|typo|rather)\b/i;
// The last four digits may come in pairs ("678 555 01 60").
const PHONE = /(?:\+?1[\s.-]?)?\(?\b(\d{3})\)?(?:[\s.-]|\s*[•·]\s*)?(\d{3})(?:[\s.-]|\s*[•·]\s*)?(\d{4}|\d{2}[\s.-]\d{2})\b/;

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

const DIGIT_WORD = '(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine|\\d)';
// Words a caller puts between the groups of a number: "area code four seven oh, then five five five… sorry, zero one".
const BETWEEN_GROUPS = new RegExp(`(${DIGIT_WORD})(?:[\\s,.…]+(?:then|and then|and|uh+|um+|sorry|wait)\\b)+[\\s,.…]+(?=${DIGIT_WORD}\\b)`, 'gi');

/** A phone number read out digit by digit ("four oh four five five five one two three four") as digits. */
function spokenPhone(said: string): string {
  const text = said
    .replace(/\barea code\s+/gi, '')
    .replace(BETWEEN_GROUPS, '$1 ')
    .replace(/…|\.{3}/g, ' ');
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

// An address said aloud ("jane dot doe at gmail dot com", "sarah underscore k eighty nine at hotmail dot com",
// "dana at yahoo.com"), read only when it ends in a known domain ending or is a known mail provider.
const TLD = '(?:com|net|org|edu|gov|us|io|co|me|info|biz)';
const PROVIDERS = '(?:gmail|yahoo|hotmail|outlook|icloud|aol|comcast|bellsouth|protonmail)';
const NUMBER_WORD =
  '(?:\\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)';
// After "dot"/"underscore", a part may be spelled in several words: "k eighty nine", "j smith".
const PART = `[a-z0-9](?:[a-z0-9_-]|\\.(?=[a-z0-9]))*(?:\\s+(?:[a-z]\\b|${NUMBER_WORD}\\b))*`;
const SEPARATOR = '\\s+(?:dot|period|underscore|dash|hyphen)\\s+';
const SPOKEN_EMAIL = new RegExp(
  `\\b(${PART}(?:${SEPARATOR}${PART})*)\\s+(?:at|@)\\s+((?:[a-z0-9-]+(?:\\s*(?:\\s+dot\\s+|\\.)\\s*[a-z0-9-]+)*(?:\\s+dot\\s+|\\.)${TLD})|${PROVIDERS})\\b`,
  'i',
);
// After "my email is" / "email, it's", every word up to "at" is the address's, joined (commas are pauses): "k davis", "jen okafor",
// "h simmons fifty two" are spelled in words, not a sentence (at most four words, fillers dropped).
const DOMAIN = `((?:[a-z0-9-]+(?:\\s*(?:\\s+dot\\s+|\\.)\\s*[a-z0-9-]+)*(?:\\s+dot\\s+|\\.)${TLD})|${PROVIDERS})`;
const CUED_EMAIL = new RegExp(
  `\\be-?mail(?:\\s+address|\\s+me(?:\\s+at)?)?(?:\\s+is|'s|\\s*:|\\s*,)?[\\s,]+(?:(?:um+|uh+|so|okay|ok)[,.]?[\\s,]+)*(?:it'?s[\\s,]+|it is[\\s,]+|is[\\s,]+)?((?:[a-z0-9_-]+(?:${SEPARATOR}|[\\s,]+)){0,6}?[a-z0-9_-]+),?\\s+(?:at|@)\\s+${DOMAIN}\\b`,
  'i',
);
const FILLERS = /\b(um+|uh+|er|like|so|okay|ok)\b/g;
/**
 * A word said and then spelled ("carter, c-a-r-t-e-r"), or spelled and then
 * said ("w, h, i, t, e, whiteb"), is written once: a word is dropped when
 * the next one repeats it or goes on from it.
 */
const saidOnce = (local: string): string => {
  const words = local.split(/\s+/).filter(Boolean);
  return words.filter((w, i) => !(words[i + 1] && w.length >= 2 && words[i + 1]!.startsWith(w))).join(' ');
};
const spokenEmail = (said: string): string | undefined => {
  const text = said
    // "d, as in David, w, as in whiskey": the word only names the letter.
    .replace(/\b([a-z])\b,?\s+as\s+in\s+[a-z]+\b/gi, '$1')
    // "jen okafor, all one word, at": how to write it, not part of it.
    .replace(/,?\s*\b(?:all\s+)?(?:one\s+word|no\s+spaces?)\b,?/gi, '')
    // "m-a-r-i-a", "j, o, r, d, a, n, dot, p, a, r, k", "d, w, 77": letters spelled one by one are one word.
    .replace(/\b([a-z])((?:-[a-z]\b){2,})/gi, (_m, first: string, rest: string) => first + rest.replace(/-/g, ''))
    .replace(
      /\b([a-z])((?:,\s*[a-z]\b){1,})(?=,\s*(?:\d|dot\b|at\b|[a-z]{2,}\b))|\b([a-z])((?:,\s*[a-z]\b){2,})/gi,
      (_m, a?: string, b?: string, c?: string, d?: string) => (a ?? c)! + (b ?? d)!.replace(/[,\s]/g, ''),
    )
    .replace(/,\s*(dot|at)\s*,?\s*/gi, ' $1 ');
  const cued = text.match(CUED_EMAIL);
  const cuedLocal = cued?.[1] && saidOnce(cued[1].toLowerCase().replace(/,/g, ' ').replace(FILLERS, ' ').trim());
  const words = cuedLocal?.split(/\s+(?:dot|period|underscore|dash|hyphen)\s+|\s+/).filter(Boolean) ?? [];
  const m: RegExpMatchArray | null = cued && cuedLocal && words.length <= 4 ? [cued[0], cuedLocal, cued[2] ?? ''] : text.match(SPOKEN_EMAIL);
  if (!m?.[1] || !m[2]) return undefined;
  const local = wordsToDigits(m[1].toLowerCase())
    .replace(/\s+(?:dot|period)\s+/g, '.')
    .replace(/\s+underscore\s+/g, '_')
    .replace(/\s+(?:dash|hyphen)\s+/g, '-')
    .replace(/\s+/g, '');
  let domain = m[2].toLowerCase().replace(/\s*(?:\s+dot\s+|\.)\s*/g, '.');
  if (!domain.includes('.')) domain += '.com';
  // "look at it dot com": neither side a word of a sentence.
  return NOT_NAMES.has(local) || NOT_NAMES.has(domain.split('.')[0] ?? '') ? undefined : `${local}@${domain}`;
};

// Typing slips in an address: "dana @ gmail.com", "dana(at)gmail(dot)com", "dana@gmail,com", "dana@gmial.con".
const PROVIDER_SLIPS: Array<[RegExp, string]> = [
  [/@(?:gmial|gmal|gamil|gnail|gmai|gmaill)\./i, '@gmail.'],
  [/@(?:yahooo|yaho|yhaoo)\./i, '@yahoo.'],
  [/@(?:hotmial|hotmal|hotmai|hotmil)\./i, '@hotmail.'],
  [/@(?:outlok|outloook)\./i, '@outlook.'],
  [/@(?:iclod|icoud|iclould)\./i, '@icloud.'],
];
function typedEmailSlips(text: string): string {
  let t = text
    .replace(/\s*[([{]\s*at\s*[)\]}]\s*/gi, '@')
    .replace(/\s*[([{]\s*dot\s*[)\]}]\s*/gi, '.')
    .replace(/([a-z0-9._%+-])\s+@\s*([a-z0-9])|([a-z0-9._%+-])@\s+([a-z0-9])/gi, (_m, a?: string, b?: string, c?: string, d?: string) => `${a ?? c}@${b ?? d}`)
    .replace(/(@[a-z0-9-]+)\s*[,.]\s*(com|net|org|edu)\b/gi, '$1.$2')
    .replace(/(@[a-z0-9.-]+)\.(?:con|cmo|ocm|vom|comm|cpm)\b/gi, '$1.com')
    .replace(new RegExp(`(@${PROVIDERS})(?![a-z0-9.-])`, 'gi'), '$1.com');
  for (const [slip, right] of PROVIDER_SLIPS) t = t.replace(slip, right);
  return t;
}

/**
 * `agentName`: whom the lead writes to; "Thanks Maya!" thanks the agent, it
 * does not sign the message.
 */
export function extractContact(message: string, expectingContact = false, agentName?: string): ContactFound {
  const spoken = spokenPhone(message);
  let rest = spoken;
  const found: ContactFound = { rest };
  // Two addresses, the second said instead ("use jt.personal@gmail.com instead", "— sorry, tom.okafor@…"): the second.
  const typedAll = [...typedEmailSlips(rest).matchAll(new RegExp(EMAIL.source, 'gi'))];
  const last = typedAll[typedAll.length - 1];
  // "…is kim.lee88@gmail.com not kimlee88@gmail.com": the one refused is not it.
  const lastRefused = last !== undefined && /\bnot\s*$/i.test(typedEmailSlips(rest).slice(0, last.index));
  const typed = last && typedAll.length > 1 && INSTEAD.test(rest) && !lastRefused ? last : typedEmailSlips(rest).match(EMAIL);
  if (typed) {
    found.email = typed[0].toLowerCase();
    // A comma where it was, so "im tom, …" still reads as a name standing alone.
    rest = typedEmailSlips(rest).replace(typed[0], ', ');
  } else {
    const said = spokenEmail(rest);
    if (said) {
      found.email = said;
      rest = rest.replace(CUED_EMAIL, ', ').replace(SPOKEN_EMAIL, ', ');
    }
  }
  // "404-555-0118, no wait it's 404-555-0119": the number after the correction.
  const corrected = afterCorrection(rest);
  const phone = (corrected !== null ? corrected.match(PHONE) : null) ?? rest.match(PHONE);
  if (phone) {
    found.phone = `+1${phone[1]}${phone[2]}${phone[3]?.replace(/\D/g, '')}`;
    rest = rest.replace(phone[0], ', ');
  }
  found.rest = rest === spoken && !found.email && !phone ? message : rest;
  const name = findName(rest, expectingContact, Boolean(found.email || found.phone), agentName);
  if (name) found.name = name;
  return found;
}
