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

// A phone number read out aloud (docs/decisions/0023-readings-settled.md): "four oh four, double five five, oh one
// seven two", "area code 678 then 555 0199", "…five five five, nineteen eighty-two". Each word stands for its digits.
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
// The last four said as two numbers ("twelve thirty-four", "forty forty"): each number is two digits.
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const REPEATS: Record<string, number> = { double: 2, triple: 3 };
// Words a caller puts between the groups, standing for no digit: "four seven oh, then five five five… uh".
const LINKS = /^(?:then|and|u+h+|u+m+|hmm+)$/;
// Words that take back the digits just said: "oh one, sorry, oh one seven two"; "404… no wait, 470…".
const TAKE_BACKS = /^(?:sorry|no|wait|oops|actually|mean)$/;
// What may stand between two words of one number: pauses, dots, dashes, brackets. "425,000" (a comma between digits,
// no space) is a figure, not two groups.
const GAP = /^[\s,.…()\-–—]*$/;

/** One word of a number read out: its digits, a repeat ("double"), a link or a take-back; null for any other word. */
type Piece = { digits: string } | { repeat: number } | 'link' | 'takeBack';
interface Said {
  piece: Piece;
  start: number;
  end: number;
}

/** The words of `text` that may belong to a number read out, a pair said as a number ("thirty-four") as one. */
function numberWords(text: string): Array<Said | null> {
  const words = [...text.matchAll(/[a-z]+|\d+/gi)];
  const out: Array<Said | null> = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const w = word[0].toLowerCase();
    const start = word.index ?? 0;
    let end = start + w.length;
    const next = words[i + 1];
    let piece: Piece | null = null;
    if (/^\d+$/.test(w)) piece = { digits: w };
    else if (w in DIGIT_WORDS) piece = { digits: DIGIT_WORDS[w]! };
    else if (TEENS.includes(w)) piece = { digits: String(10 + TEENS.indexOf(w)) };
    else if (TENS.includes(w)) {
      // "thirty-four", "eighty two": the unit said right after a tens word is the pair's second digit.
      const unit = next && /^[\s-]$/.test(text.slice(end, next.index)) ? DIGIT_WORDS[next[0].toLowerCase()] : undefined;
      const paired = next !== undefined && unit !== undefined && unit !== '0';
      piece = { digits: `${TENS.indexOf(w) + 2}${paired ? unit : '0'}` };
      if (paired) {
        end = (next.index ?? 0) + next[0].length;
        i++;
      }
    } else if (w in REPEATS) piece = { repeat: REPEATS[w]! };
    else if (LINKS.test(w)) piece = 'link';
    else if (TAKE_BACKS.test(w) || (w === 'i' && next?.[0].toLowerCase() === 'mean')) piece = 'takeBack';
    out.push(piece && { piece, start, end });
  }
  return out;
}

/**
 * The number a run of said words gives, or undefined. A take-back replaces
 * the digits said last: what follows it keeps the first digits said before
 * it, as many as the number still needs ("…five five five, oh one, sorry,
 * oh one seven two" is 555-0172; "404… no wait, 470 555 0110" is
 * 470-555-0110).
 */
function numberOf(run: Said[]): string | undefined {
  const parts: string[] = [''];
  let repeat = 1;
  for (const { piece } of run) {
    if (piece === 'takeBack') parts.push('');
    else if (piece === 'link') continue;
    else if ('repeat' in piece) repeat = piece.repeat;
    else {
      parts[parts.length - 1] += piece.digits.length === 1 ? piece.digits.repeat(repeat) : piece.digits;
      repeat = 1;
    }
  }
  const said = parts.filter(Boolean);
  // No area code starts with 1: a 1 said first is the country code.
  if (said.length > 1 || said[0]?.length === 11) said[0] = said[0]!.replace(/^1(?=\d)/, '');
  let number = said.pop() ?? '';
  while (number.length < 10 && said.length > 0) number = said.pop()!.slice(0, 10 - number.length) + number;
  return /^\d{10}$/.test(number) ? number : undefined;
}

const hasDigits = (s: Said): boolean => typeof s.piece === 'object' && 'digits' in s.piece;

/**
 * The part of a run that is the number, with its digits: the whole run,
 * else the run from one of its first pauses ("at five thirty, six seven
 * eight…": the time is said before it), else the run up to its last link
 * ("…oh one seven two and two kids"). A few tries, each one pass.
 */
function numberIn(run: Said[], text: string): { start: number; end: number; number: string } | undefined {
  const pauses = run.flatMap((s, i) => (i > 0 && /[,.…]/.test(text.slice(run[i - 1]!.end, s.start)) ? [i] : [])).slice(0, 3);
  const link = run.findLastIndex((s) => s.piece === 'link');
  const tries = [run, ...pauses.map((i) => run.slice(i)), ...(link > 0 ? [run.slice(0, link)] : [])];
  for (const part of tries) {
    const number = numberOf(part);
    if (number) return { start: part[0]!.start, end: part[part.length - 1]!.end, number };
  }
  return undefined;
}

/**
 * The message with each phone number read out in words, groups or
 * corrections written as its digits, for PHONE to read. Numbers typed as
 * digits alone ("(404) 555-0172") are left as typed. One pass over the
 * words, each run of them read a few times at most.
 */
function spokenPhone(said: string): string {
  // "area code" and the pauses of a transcript ("…") say nothing of the number, nor of the name beside it.
  const text = said.replace(/\barea code\s+/gi, '').replace(/…|\.{3}/g, ' ');
  const found: Array<{ start: number; end: number; number: string }> = [];
  let run: Said[] = [];
  const close = () => {
    // A run starts and ends on digits: "no", "and", "sorry" around a number are the sentence's.
    while (run.length > 0 && !hasDigits(run[0]!)) run.shift();
    while (run.length > 0 && !hasDigits(run[run.length - 1]!)) run.pop();
    // Groups typed as digits ("+1 404 555 0172") are PHONE's to read; digits typed one by one ("4 0 4 5…") are read here.
    const typed = run.length < 7 && run.every((s) => /^\d/.test(text.slice(s.start, s.end)));
    const number = run.length > 0 && !typed ? numberIn(run, text) : undefined;
    if (number) found.push(number);
    run = [];
  };
  for (const word of numberWords(text)) {
    const last = run[run.length - 1];
    const gap = last && word ? text.slice(last.end, word.start) : '';
    const figure = gap === ',' && last && word && /^\d/.test(text.slice(last.start, last.end)) && /^\d/.test(text.slice(word.start));
    if (!word || (last && (!GAP.test(gap) || figure))) close();
    if (word) run.push(word);
  }
  close();
  let out = text;
  for (const { start, end, number } of found.reverse()) out = `${out.slice(0, start)}${number} ${out.slice(end)}`;
  return out;
}

// An address said aloud ("jane dot doe at gmail dot com", "sarah underscore k eighty nine at hotmail dot com",
// "dana at yahoo.com"), read only when it ends in a known domain ending or is a known mail provider.
// "dot co dot uk": a country's ending may follow another ending.
const TLD = '(?:com|net|org|edu|gov|us|io|co|me|info|biz|uk|ca)';
const PROVIDERS = '(?:gmail|yahoo|hotmail|outlook|icloud|aol|comcast|bellsouth|protonmail)';
// A domain said aloud: its name in up to three words ("oduya law dot com" is oduyalaw.com, docs/decisions/0023-readings-settled.md),
// then its parts after "dot" or a typed dot. "at" and "dot" are never words of the name.
const DOMAIN_NAME = '(?!(?:at|dot)\\b)[a-z0-9-]+(?:\\s+(?!(?:at|dot)\\b)[a-z0-9-]+){0,2}';
const DOMAIN_DOT = '(?:\\s*(?:\\s+dot\\s+|\\.)\\s*)';
const DOMAIN = `((?:${DOMAIN_NAME}(?:${DOMAIN_DOT}[a-z0-9-]+)*${DOMAIN_DOT}${TLD})|${PROVIDERS})`;
// Sites where homes are listed: "we found it at redfin dot com" names the site, no one's address there.
const LISTING_SITES = new Set(['zillow', 'redfin', 'realtor', 'trulia', 'craigslist', 'facebook', 'homes', 'apartments', 'hotpads', 'movoto']);
const NUMBER_WORD =
  '(?:\\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)';
// After "dot"/"underscore", a part may be spelled in several words: "k eighty nine", "j smith".
const PART = `[a-z0-9](?:[a-z0-9_-]|\\.(?=[a-z0-9]))*(?:\\s+(?:[a-z]\\b|${NUMBER_WORD}\\b))*`;
const SEPARATOR = '\\s+(?:dot|period|underscore|dash|hyphen)\\s+';
const SPOKEN_EMAIL = new RegExp(`\\b(${PART}(?:${SEPARATOR}${PART})*)\\s+(?:at|@)\\s+${DOMAIN}\\b`, 'i');
// After "my email is" / "email, it's", every word up to "at" is the address's, joined (commas are pauses): "k davis", "jen okafor",
// "h simmons fifty two" are spelled in words, not a sentence (at most four words, fillers dropped).
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
  const [name = '', ...endings] = m[2].toLowerCase().split(/\s*(?:\s+dot\s+|\.)\s*/);
  const site = name.replace(/\s+/g, '');
  // "look at it dot com", "we're at the dot com office": neither side a word of a sentence, nor a listing site.
  if (NOT_NAMES.has(local) || name.split(/\s+/).some((w) => NOT_NAMES.has(w)) || LISTING_SITES.has(site)) return undefined;
  return `${local}@${[site, ...(endings.length > 0 ? endings : ['com'])].join('.')}`;
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
    // "kenji@tanaka dot org": "@" typed, the dots said.
    .replace(/(@[a-z0-9-]+)((?:\s+dot\s+[a-z0-9-]+)+)/gi, (_m, at: string, dots: string) => at + dots.replace(/\s+dot\s+/gi, '.'))
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
