/**
 * Numbers written in words ("three bedrooms", "four hundred fifty thousand")
 * become digits before the other extractors run, so each of them only has to
 * understand digits.
 */
export const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

// Days of the month said as words, first to twentieth (thirtieth is the only other one said alone).
const DAY_WORDS =
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth'.split(
    ' ',
  );
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];

const isNumberWord = (w: string) => w in UNITS || w in TENS || w in SCALES;
const TRAILING = /[.,!?;:]+$/;

/**
 * Replaces each run of number words with its value. "and" stays inside a run
 * only after "hundred" and before a smaller number ("four hundred and fifty"),
 * so "between four hundred and five hundred" stays two numbers. A unit right
 * before a tens word counts hundreds ("three fifty" is 350). A run ending
 * in "thousand"/"million" after a digit is left to the budget parser ("400
 * thousand").
 */
export function wordsToDigits(said: string): string {
  // "one point two million": a decimal said aloud; "two and a half thousand" is 2.5 thousand.
  const text = slang(said)
    .replace(
      /\b(zero|one|two|three|four|five|six|seven|eight|nine|\d)\s+point\s+(zero|one|two|three|four|five|six|seven|eight|nine|\d)\b/gi,
      (_m, a: string, b: string) => `${digit(a)}.${digit(b)}`,
    )
    .replace(
      /\b(one|two|three|four|five|six|seven|eight|nine|\d)\s+and\s+a\s+half\s+(thousand|grand|million|mil|k)\b/gi,
      (_m, a: string, scale: string) => `${digit(a)}.5 ${scale}`,
    )
    // "three and a quarter", "four and a half" said of a price are 325 and 450 (thousands, as "three fifty" is);
    // of millions, the fraction of one ("one and a quarter million" is 1.25 million).
    .replace(
      /\b(one|two|three|four|five|six|seven|eight|nine|[1-9])\s+and\s+(a quarter|a half|three quarters)\b(\s+(?:million|mil|m)\b)?(?!\s*(?:baths?|ba\b|beds?|br\b|bedrooms?|years?|yrs?|months?|weeks?|days?|hours?|acres?|miles?|stor|car|garage|%|kids|children))/gi,
      (_m, a: string, part: string, millions?: string) => {
        const fraction = /quarter/i.test(part) ? (/three/i.test(part) ? 0.75 : 0.25) : 0.5;
        const whole = Number(digit(a));
        return millions ? `${whole + fraction}${millions}` : String(whole * 100 + fraction * 100);
      },
    )
    // "a million one" is "one million one" (1.1 million).
    .replace(/(?<!\bhalf )\ba (million|mil) (?=(?:one|two|three|four|five|six|seven|eight|nine)\b)/gi, 'one $1 ')
    // "the mid four hundreds" is the mid 400s.
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine)\s+hundreds\b/gi, (_m, a: string) => `${digit(a)}00s`)
    // "November fifteenth": a day of the month said aloud after its month, which the date readers know as "15th".
    .replace(
      /\b(jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\s+(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)\b/gi,
      (_m, month: string, nth: string) => {
        const day = DAY_WORDS.indexOf(nth.toLowerCase()) + 1 || 30;
        return `${month} ${day}${day === 1 ? 'st' : day === 2 ? 'nd' : day === 3 ? 'rd' : 'th'}`;
      },
    )
    // "January twenty-first": a day of the month said aloud, which the date readers know as "21st".
    .replace(/\b(twenty|thirty)[\s-](first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b/gi, (_m, tens: string, nth: string) => {
      const day = (TENS[tens.toLowerCase()] ?? 0) + ORDINALS.indexOf(nth.toLowerCase()) + 1;
      return `${day}${day % 10 === 1 ? 'st' : day % 10 === 2 ? 'nd' : day % 10 === 3 ? 'rd' : 'th'}`;
    });
  const tokens = shortPrices(spokenClock(sharedHundred(bandWords(spanishToDigits(text))))).split(/(\s+|-)/);
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    // A run may end on a word with its sentence's punctuation ("up to three eighty."): the punctuation stays after the digits.
    const word = (tokens[i] ?? '').toLowerCase().replace(TRAILING, '');
    const startsRun =
      (word in UNITS || word in TENS) &&
      !(word === 'one' && !isNumberWord(nextWord(tokens, i)) && !/^(am|pm|a\.m\.?|p\.m\.?|o'?clock)[?!,;]*$/.test(nextWord(tokens, i)));
    if (!startsRun) {
      out.push(tokens[i] ?? '');
      i++;
      continue;
    }
    let total = 0;
    let current = 0;
    // "one million two": what follows the million, said alone, counts its hundred thousands.
    let afterMillion = false;
    let j = i;
    let end = i;
    let trailing = '';
    while (j < tokens.length && !trailing) {
      const token = (tokens[j] ?? '').toLowerCase();
      if (/^(\s+|-)$/.test(token) || token === '') {
        j++;
        continue;
      }
      const w = token.replace(TRAILING, '');
      const punctuation = token.slice(w.length);
      // "four ten", "five fifteen": a unit before a teen counts hundreds too (410, 515).
      if (w in UNITS) current = current >= 1 && current <= 9 && (UNITS[w] ?? 0) >= 10 ? current * 100 + (UNITS[w] ?? 0) : current + (UNITS[w] ?? 0);
      // "three fifty", "four twenty five": prices said the short way, the
      // unit before a tens word counts hundreds. So does a teen or a tens
      // number: "fifteen fifty a month", "twenty-two fifty", "built in
      // nineteen fifty" are 1550, 2250 and 1950.
      else if (w in TENS) current = current >= 1 && current <= 99 ? current * 100 + (TENS[w] ?? 0) : current + (TENS[w] ?? 0);
      else if (w === 'hundred') current = (current || 1) * 100;
      else if (w === 'thousand' || w === 'million') {
        total += (current || 1) * (SCALES[w] ?? 1);
        current = 0;
        afterMillion = w === 'million';
      } else if (w === 'and' && (tokens[end] ?? '').toLowerCase() === 'hundred' && continuesSmall(tokens, j)) {
        j++;
        continue;
      } else break;
      end = j;
      j++;
      trailing = punctuation;
    }
    // "one million two" is 1.2 million and "one million two fifty" 1.25 million, not 1,000,002.
    if (afterMillion && current >= 1 && current < 1000) current *= current < 10 ? 100_000 : 1000;
    out.push(String(total + current) + trailing);
    i = end + 1;
  }
  return out.join('');
}

const HOURS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';
const MINUTES: Record<string, string> = { "o'clock": '00', oclock: '00', fifteen: '15', thirty: '30', 'forty five': '45', 'forty-five': '45' };
// "four thirty tomorrow", "at ten fifteen", "three o'clock": a time said aloud, not "three fifty" of a price.
const CLOCK = new RegExp(
  `\\b(${HOURS})[\\s-](o'?clock|fifteen|thirty|forty[\\s-]five)\\b(?=(\\s*(?:am|pm|a\\.m|p\\.m|in the|tomorrow|today|tonight|this|on|works|is good|would work|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\\b)?)`,
  'gi',
);
function spokenClock(text: string): string {
  return text.replace(CLOCK, (whole, hour: string, minute: string, after: string | undefined, index: number) => {
    const before = text.slice(Math.max(0, index - 16), index).toLowerCase();
    const clock =
      /o'?clock/i.test(minute) ||
      after !== undefined ||
      /\b(at|by|after|before|how about|what about|say|around|make it|let'?s do|like|(?:mon|tues|wednes|thurs|fri|satur|sun)day)[\s,]+$/.test(before);
    if (!clock || /\b(budget|max|under|over|up to|spend|afford|price)\b/.test(before)) return whole;
    return `${UNITS[hour.toLowerCase()] ?? hour}:${MINUTES[minute.toLowerCase().replace(/\s+/, ' ')] ?? '00'}`;
  });
}

// "can't go over 3 fifty": a short price half in digits, after a word of money, is hundreds too (350).
// "three fitty", "four hunnid": the sounds of the words, as typed.
const slang = (text: string) => text.replace(/\bfitty\b/gi, 'fifty').replace(/\bhun+i[dt]s?\b/gi, 'hundred');

const SHORT_PRICE =
  /\b(over|under|up to|max|budget|around|about|below|above|spend|afford|go|is|to)\s+([1-9])\s+(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](one|two|three|four|five|six|seven|eight|nine))?\b/gi;
// "3 fifty to 4": a price begun the short way at the start of a range needs no cue before it.
const SHORT_RANGE_START =
  /(^|[.!?,]\s*|\b(?:from|between|like|for)\s+)([1-9])\s+(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](one|two|three|four|five|six|seven|eight|nine))?(?=\s+(?:to|-|or|and)\s)/gi;
const shortValue = (hundreds: string, tens: string, unit?: string) =>
  Number(hundreds) * 100 + (TENS[tens.toLowerCase()] ?? 0) + (unit ? (UNITS[unit.toLowerCase()] ?? 0) : 0);
function shortPrices(text: string): string {
  return text
    .replace(SHORT_PRICE, (_m, cue: string, hundreds: string, tens: string, unit?: string) => `${cue} ${shortValue(hundreds, tens, unit)}`)
    .replace(SHORT_RANGE_START, (_m, lead: string, hundreds: string, tens: string, unit?: string) => `${lead}${shortValue(hundreds, tens, unit)}`);
}

const digit = (w: string) => (/^\d$/.test(w) ? w : String(UNITS[w.toLowerCase()] ?? w));

function nextWord(tokens: string[], i: number): string {
  for (let j = i + 1; j < tokens.length; j++) {
    const w = (tokens[j] ?? '').trim().toLowerCase();
    if (w && w !== '-') return w;
  }
  return '';
}

/**
 * After "hundred and": a units/tens word not itself followed by "hundred",
 * nor a unit followed by a tens word or a teen ("four hundred and four
 * seventy-five" is two prices, the second said the short way).
 */
function continuesSmall(tokens: string[], andIndex: number): boolean {
  const next = nextWord(tokens, andIndex);
  if (!(next in UNITS || next in TENS)) return false;
  const idx = tokens.findIndex((t, k) => k > andIndex && t.toLowerCase() === next);
  const after = nextWord(tokens, idx).replace(TRAILING, '');
  if ((UNITS[next] ?? 0) >= 1 && (UNITS[next] ?? 0) <= 9 && (after in TENS || (UNITS[after] ?? 0) >= 10)) return false;
  return after !== 'hundred';
}

/**
 * "low fours", "mid threes", "high fives": a band of a hundred thousand said
 * the short way, as "low 400s" is (budget.ts reads the band). "Gave us high
 * fives" is a gesture, not a price.
 */
const BAND_WORDS: Record<string, number> = { ones: 1, twos: 2, threes: 3, fours: 4, fives: 5, sixes: 6, sevens: 7, eights: 8, nines: 9 };
function bandWords(text: string): string {
  return text.replace(
    /(?<!\b(?:give|gave|giving|gives|got|get|gets)\s+(?:\w+\s+){0,2})\b(low|lower|mid|middle|upper|high)([\s-]+)(ones|twos|threes|fours|fives|sixes|sevens|eights|nines)\b/gi,
    (_m, where: string, gap: string, band: string) => `${where}${gap}${BAND_WORDS[band.toLowerCase()] ?? 0}00s`,
  );
}

/**
 * "twenty-five to twenty-eight hundred a month", "fifteen or sixteen
 * hundred": the "hundred" said once, after the second end of a range,
 * covers both ends (2500 to 2800). Only for teens and tens numbers: "four to
 * five hundred thousand" is left to the budget reader.
 */
const TEENS_AND_TENS =
  '(?:eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\\s-](?:one|two|three|four|five|six|seven|eight|nine))?)';
const SHARED_HUNDRED = new RegExp(`\\b(${TEENS_AND_TENS})(\\s*(?:to|or|-|–|through|and)\\s*)(?=${TEENS_AND_TENS}\\s+hundred\\b(?!\\s+thousand))`, 'gi');
function sharedHundred(text: string): string {
  return text.replace(SHARED_HUNDRED, '$1 hundred$2');
}

/**
 * Spanish number words as digits: "trescientos cincuenta mil" (350000),
 * "mil quinientos" (1500), "dos mil al mes", "medio millón", "un millón y
 * medio". Read before the English words so each reader downstream sees
 * digits ("hasta 400000", "entre 300 y 400000"). Articles and words English
 * shares ("un", "una", "uno", "mil", "once") are a number only beside
 * another number word: "una casa" stays, "1.2 mil" stays English.
 */
const ES_VALUES: Record<string, number> = {
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiun: 21,
  veintiuno: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
};
const ES_SCALES: Record<string, number> = { mil: 1000, millon: 1_000_000, millones: 1_000_000 };
const ES_NOT_ALONE = new Set(['un', 'uno', 'una', 'mil', 'once']);
const ES_WORD = /^[a-záéíóúñ]+$/i;

const bare = (w: string) =>
  w
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
const isSpanishNumber = (w: string) => bare(w) in ES_VALUES || bare(w) in ES_SCALES;

function spanishToDigits(text: string): string {
  const halves = text.replace(/\b(?:un|1)\s+mill[oó]n\s+y\s+medio\b/gi, '1500000').replace(/\bmedio\s+mill[oó]n\b/gi, '500000');
  const tokens = halves.split(/(\s+)/);
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    const run = spanishRun(tokens, i);
    if (!run) {
      out.push(tokens[i] ?? '');
      i++;
      continue;
    }
    out.push(String(run.value) + run.trailing);
    i = run.next;
  }
  return out.join('');
}

/** The number said from token i on, or null when none starts there (or only a word English shares stands alone). */
function spanishRun(tokens: string[], i: number): { value: number; next: number; trailing: string } | null {
  const first = (tokens[i] ?? '').replace(TRAILING, '');
  if (!ES_WORD.test(first) || !isSpanishNumber(first)) return null;
  let total = 0;
  let current = 0;
  let words = 0;
  let j = i;
  let next = i;
  let trailing = '';
  while (j < tokens.length) {
    const token = tokens[j] ?? '';
    if (/^\s+$/.test(token)) {
      j++;
      continue;
    }
    const w = token.replace(TRAILING, '');
    const b = bare(w);
    // "treinta y cinco": "y" joins tens and units only.
    const joins = b === 'y' && current % 100 >= 20 && current % 10 === 0 && (ES_VALUES[bare(nextWord(tokens, j))] ?? 0) < 10;
    if (joins) {
      j++;
      continue;
    }
    if (b in ES_VALUES) current += ES_VALUES[b] ?? 0;
    else if (b in ES_SCALES) {
      total += (current || 1) * (ES_SCALES[b] ?? 1);
      current = 0;
    } else break;
    words++;
    next = j + 1;
    trailing = token.slice(w.length);
    j++;
    if (trailing) break;
  }
  if (words === 0 || (words === 1 && ES_NOT_ALONE.has(bare(first)))) return null;
  return { value: total + current, next, trailing };
}
