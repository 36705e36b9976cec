import type { Budget } from '@leadnest/contracts';

/**
 * Budget phrases, after numbers in words became digits: "$450k", "450,000",
 * "between 400 and 500 thousand", "5-600k", "under half a million", "1.2m",
 * "mid 400s", "$2,000 a month". Answers whole dollars, or null when no
 * amount is there.
 *
 * Conventions (the message table pins them):
 * - one figure is a ceiling ("my budget is 450k" → max), unless a word
 *   says floor ("at least") or approximation ("around": ± 10 %);
 * - "the 400s" is 400–500k; "low/mid/high 400s" are 400–450k, 425–475k and
 *   450–500k;
 * - a bare figure under 10,000 said of a home price means thousands ("450"),
 *   but a monthly figure ("1800/mo", or any figure once the lead rents) is
 *   dollars as said;
 * - a ceiling said roughly ("up to about 500", "approved for around 450")
 *   stays a ceiling; "around" alone is the ± 10 % band
 *   (docs/decisions/0038-whole-conversations.md);
 * - a figure taken back ("350 not 450", "was 400, now 450") gives way to the
 *   one that replaces it; what a home is worth, its HOA, fees and taxes are
 *   not the lead's budget;
 * - what the lead can stretch to is the ceiling ("450, could stretch to
 *   five": 500k), and a bare digit after "to" and a price in hundreds is in
 *   hundreds ("three fifty to four": 350–400k);
 * - Spanish (its number words made digits by numbers.ts): "entre 300 y
 *   400000", "de 1800 a 2000" are ranges; "unos", "como", "alrededor de",
 *   "más o menos" are "around".
 */
const MULTIPLIERS: Record<string, number> = { k: 1e3, thousand: 1e3, grand: 1e3, m: 1e6, mm: 1e6, mil: 1e6, million: 1e6 };

// A unit is a word of its own: "500 máximo" is no 500 million.
const AMOUNT = /(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|thousand|grand|mm|m|mil|million)?\b(?![áéíóúñ])/gi;
// Numbers that are not money: sizes, counts, times of day, durations, ordinals.
const NOT_MONEY_AFTER =
  /^(?:\s*-?\s*)(down\b|bed|br\b|bd|bath|ba\b|sq|square|ft|feet|acre|years?\b|yrs?\b|months?\b|mos\b|weeks?\b|days?\b|hours?\b|min(?!imum)|am\b|pm\b|a\.m|p\.m|kid|child|car|garage|stor|floor|unit|door|%|percent|o'?clock|th\b|st\b|nd\b|rd\b|s\b|'s\b)|^:\d|^\/\d/i;
// "123 Main St": a house number is not a price.
// "350 for the right place" is a price: a street's name does not start with a word of the sentence.
const STREET_AFTER =
  /^\s*(?!(?:for|the|a|an|in|at|to|of|on|if|or|and|but|with|my|our|your|this|that|per|each|every)\s)(?:[a-z]+\.?\s+){1,3}(st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|boulevard|way|ct|court|pl|place|cir|circle|ter|terrace|pkwy|parkway|hwy|highway|trl|trail)\b/i;
// Money that is not the lead's budget for the home ("HOA is 250 a month").
// Income is not a budget either ("I make 120k a year").
const OTHER_MONEY_BEFORE =
  /\b(hoa|fees?|tax(es)?|insurance|utilities|deposit|commission|down payment|earnest|closing costs?|make|makes|earn|earns|income|salary|paid)\s*(is|are|of|around|about|would be)?\s*$|\b(hoa|fees?|dues|tax(es)?|insurance|utilities)\b(?:\s+(?!under|over|below|above|max|up)[a-z']+){1,2}\s*$/i;
const YEARLY_AFTER = /^\s*(?:\/|a|an|per|each|every)\s*(?:year|yr)\b|^\s*(?:annually|yearly|salary|income)\b/i;
const ZIP_BEFORE = /\b(zip(\s*code)?|in|near|around|by)\s*$/i;
const MONTHLY_AFTER = /^\s*(?:\/|a|an|per|each|every)\s*(?:month|mo|mth|mnth)\b|^\s*(?:monthly|\/\s*mo|al mes|mensual(es)?|por mes)\b/i;
// A decimal price the lead caps ("1.2 max", "up to 1.5"): millions, as no home costs 1.2 thousand.
const MILLIONS_AFTER = /^\s*(max|maximum|tops|cap|budget|or less|ish)\b/i;
const MILLIONS_BEFORE = /\b(budget( is| of)?|up to|under|max( of)?|no more than|approved (for|up to)|around|about)\s*$/i;
const BUDGET_CUE =
  /\b(capped|cash|hasta|budget|presupuesto|m[aá]ximo|precio|price|afford|spend|pay|range|up to|under|below|max|min|around|about|between|cost|approved for|qualified for|looking at|tops|dollars|bucks|no more than|less than|at least|more than|over|thinking|roughly|somewhere|say|target|aiming|stay|keep it|go up to|most|or less|or so|ish|offer|qualify|work with|above|go|cap|ish|approved|preapproved|approval|preapproval|meant|as much as|stretch|push it|unos|como|alrededor de|entre)\b|\$|[<>~≤≥]\s*\$?\d|预算|預算/i;
// "Zillow says 480k", "appraised at 400": what a home is worth, not what the lead will spend.
const VALUE_BEFORE = /\b(?:(?:zillow|zestimate|redfin|trulia|apprais\w*|assessed|assessment|comps)\b[\w\s',]{0,26}|(?:valued|worth)\b[\w\s']{0,12})\$?\s*$/i;
// "I meant 350 not 450", "budget was 400 but now 450": the figure taken back gives way to the one that replaces it.
const PRICED_BEFORE =
  /\b(?:(sold|listed|priced|selling|went|paid)(?:\s+\w+){0,2}\s+(?:for|at)|(on the market|list price|listing price|asking price)\s+(?:for|at|is|of)?)\s*$/i;
const FEE_CAP_BEFORE =
  /\b(hoa|fees?|dues|tax(es)?|insurance|utilities)\s+(?:(?:is|are|would be|should be)\s+)?(under|below|less than|max|no more than|up to|around|about)\s*$/i;
const RENT_NOW_AFTER = /^\s*(?:a month |\/mo |monthly )?(?:in )?rent\b(?=[^.?!]{0,20}\b(now|currently|right now|today)\b)/i;
// "could stretch to 500", "push it to 350": what the lead can reach is the ceiling, not the figure they would like.
const STRETCH = String.raw`(?:stretch|push)(?:\s+(?:it|that|us|things))?(?:\s+up)?\s+to`;
const CEILING_BEFORE = new RegExp(
  String.raw`\b(the most (?:we|i) can (?:do|spend|pay|afford|go) is|under|below|less than|up to|max(imum)?|no more than|no higher than|not more than|at most|not over|cap(ped)? at|top out at|stay under|keep it under|no m[aá]s de|${STRETCH})\s*(of\s*)?(is\s*)?(?:about|around|roughly|~)?\s*\$?$`,
);
// "unos dos mil", "como 300 mil", "alrededor de 2500": Spanish "around" (the ± 10 % band, as in English).
const AROUND_ES_BEFORE = /\b(?:unos|unas|como|alrededor de|aproximadamente|cerca de|m[aá]s o menos)\s*\$?$/;
const ROUGH_AFTER = /^\s*,?\s*(somewhere (in there|in between|around there)|something like that|or so|around there|in that range|give or take)\b/i;
// A floor said as one: "at least 900k, up to 1.1M" is both ends.
const FLOOR_BEFORE = /\b(at least|min(imum)?|no less than|not less than|starting at|north of)[,:]?\s*\$?$/;
const APPROVAL_BEFORE = /\b(pre-?\s?approved|approved|pre-?\s?qualified|qualified|approval|pre-?\s?approval)\b[\w\s]{0,14}$/;
const CORRECTION_BEFORE = /\b(not|instead of|rather than)\s*\$?\s*$/i;
const TAKEN_BACK_BEFORE = /\b(not|instead of|rather than|was|used to be|had been|originally)\s*\$?\s*$/i;

interface Amount {
  /** The figure as written, before k/m. */
  raw: number;
  mult: number;
  value: number;
  /** Written with a unit or thousands separators: a real amount of dollars. */
  scaled: boolean;
  dollar: boolean;
  monthly: boolean;
  index: number;
  end: number;
}

export interface BudgetHints {
  /** The assistant just asked for the price range: a bare "425" answers it. */
  expecting?: boolean;
  /** The lead rents: figures are monthly dollars ("2000" is not 2 million). */
  renting?: boolean;
}

const MILLION_AND =
  /\b(?:a|one|1)\s+(?:million|mil)\s+(\d{1,3})\b(?!\s*(?:k\b|thousand|,\d|\.\d|-?\s*(?:bed|br\b|bd|bath|ba\b|sq|square|car|stor|%|percent)))/gi;

function normalise(text: string): string {
  return (
    text
      // "one point two million", as callers say it.
      .replace(/\b(\d+)\s+point\s+(\d+)\b/gi, '$1.$2')
      .replace(/(\d[km]?)-?ish\b/gi, '$1 ish')
      // "a million two", "one million two fifty": the figure after the million counts its hundred thousands.
      .replace(MILLION_AND, (_m, n: string) => String(1_000_000 + Number(n) * (Number(n) < 10 ? 100_000 : 1000)))
      // "80万", "80萬": a Chinese count of ten thousands.
      .replace(/(\d+(?:\.\d+)?)\s*[万萬]/g, (_m, n: string) => String(Math.round(Number(n) * 10_000)))
      .replace(/\b(?:a|one|1)\s+(?:million|mil)\s+and\s+a\s+half\b/gi, '1500000')
      .replace(/\b(?:a\s+)?half\s+(?:a\s+)?(?:million|mil)\b/gi, '500000')
      .replace(/\b(?:a\s+)?quarter\s+(?:of\s+a\s+)?(?:million|mil)\b/gi, '250000')
      .replace(/\b(?:a|one)\s+(million|mil)\b/gi, '1000000')
  );
}

function amounts(text: string): Amount[] {
  const found: Amount[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const [whole, dollar, digits = '', unit] = m;
    const index = m.index ?? 0;
    const after = text.slice(index + whole.length);
    // A house number has at most five digits: "1200000 for the right place" is a price.
    if (!unit && (NOT_MONEY_AFTER.test(after) || (digits.replace(/,/g, '').length <= 5 && STREET_AFTER.test(after)))) continue;
    // "doing a 1031": the tax code's exchange, not a price.
    if (!dollar && !unit && digits === '1031') continue;
    // "80k down", "50k saved": a down payment, not the price.
    if (/^\s*(down|dp|saved|in savings)\b/i.test(after)) continue;
    if (OTHER_MONEY_BEFORE.test(text.slice(Math.max(0, index - 25), index).replace(/\$\s*$/, '')) || YEARLY_AFTER.test(after)) continue;
    if (VALUE_BEFORE.test(text.slice(Math.max(0, index - 40), index))) continue;
    // What another home sold or is listed for ("my neighbor's house sold for 610k", "listed for 399"), a fee a month
    // ("HOA under $400/month") and the rent paid today ("we pay $1,800 rent right now") are not the lead's budget.
    const before = text.slice(Math.max(0, index - 30), index).replace(/\$\s*$/, '');
    if (
      PRICED_BEFORE.test(before) ||
      (FEE_CAP_BEFORE.test(before) && MONTHLY_AFTER.test(after)) ||
      RENT_NOW_AFTER.test(after) ||
      /\b(currently|now) (pay|paying)\s*$/i.test(before)
    )
      continue;
    // A zip code ("in 30307") is a place, not a price.
    if (!dollar && /^\d{5}$/.test(digits) && ZIP_BEFORE.test(text.slice(Math.max(0, index - 12), index))) continue;
    const raw = Number(digits.replace(/,/g, ''));
    // "350 mil" is Spanish for 350 thousand; "1.5 mil" is a million and a half.
    // "1.2 max", "budget 1.5": a price said in millions, the unit left out.
    const millions = !unit && /^[1-9]\.\d{1,2}$/.test(digits) && (MILLIONS_AFTER.test(after) || MILLIONS_BEFORE.test(before));
    const mult = millions
      ? 1e6
      : unit
        ? unit.toLowerCase() === 'mil' && Number(digits.replace(/,/g, '')) >= 10
          ? 1e3
          : (MULTIPLIERS[unit.toLowerCase()] ?? 1)
        : 1;
    const value = raw * mult;
    found.push({
      raw,
      mult,
      value,
      scaled: Boolean(unit) || digits.includes(',') || millions,
      dollar: Boolean(dollar),
      monthly: MONTHLY_AFTER.test(after),
      index,
      end: index + whole.length,
    });
  }
  return found;
}

// Six digits and up is money even unannounced; five could be a zip code, four a year.
// A year is not a price, unless the lead is talking rent ("1900 max" a month).
const plausible = (a: Amount, cue: boolean, monthly = false) =>
  a.value > 0 &&
  (a.dollar ||
    a.scaled ||
    a.monthly ||
    a.value >= 100_000 ||
    (cue && a.value >= 100 && a.value < 10_000_000 && (monthly || !(a.value >= 1900 && a.value <= 2100))));

/**
 * A studio or a home of one or two bedrooms: with a figure of four digits and no purchase named ("1br, under
 * 1300"), the figure is a month's rent (docs/decisions/0023-readings-settled.md).
 */
export const SMALL_HOME = /\b(studios?|[12]\s*-?\s*(bed(room)?s?|brs?|bds?|bdrms?)|(one|two)[- ]bed(room)?s?|furnished|month[- ]to[- ]month|sublets?)\b/i;

/** A bare "450" said about a home price means thousands; "$2,000" of rent does not. */
function dollars(a: Amount, monthly: boolean): number {
  if (!monthly && !a.scaled && !a.dollar && a.value < 10_000) return a.value * 1000;
  return Math.round(a.value);
}

const digitsOf = (n: number) => String(Math.floor(n)).length;

/** "the 400s", "mid 300s", "high 500's": a band inside that hundred thousand. */
function decade(text: string): Budget | null {
  const m = text.match(/\b(?:(low|lower|early|mid|middle|upper|high|late)[\s-]*)?\$?(\d{3})(?:k|,000)?'?s\b/i);
  if (!m?.[2]) return null;
  const base = Number(m[2]) * 1000;
  const where = (m[1] ?? '').toLowerCase();
  if (/low|early/.test(where)) return { min: base, max: base + 50_000 };
  if (/mid/.test(where)) return { min: base + 25_000, max: base + 75_000 };
  if (/upper|high|late/.test(where)) return { min: base + 50_000, max: base + 100_000 };
  return { min: base, max: base + 100_000 };
}

export function extractBudget(message: string, hints: BudgetHints = {}): Budget | null {
  const text = normalise(message);
  const band = decade(text);
  if (band) return band;
  const found = inHundredsOfTheFirst(amounts(text), text);
  const kept = found.filter((a) => !TAKEN_BACK_BEFORE.test(text.slice(Math.max(0, a.index - 14), a.index)));
  const all = kept.length > 0 ? kept : found;
  // Correcting a figure ("400 not 450") is talking price, cue word or not.
  const correcting = found.some((a) => a.raw >= 100 && CORRECTION_BEFORE.test(text.slice(Math.max(0, a.index - 14), a.index)));
  const cue = hints.expecting === true || correcting || BUDGET_CUE.test(text);
  // A figure in the thousands said of an apartment, a rental or a lease ending, with no purchase in sight ("2/1 apt,
  // under 1900", "my lease is up, need a 1 bed under 1400"), is a month's rent, not 1.9 million.
  const rentish =
    all.some((a) => !a.scaled && !a.dollar && a.value >= 1000 && a.value < 10_000) &&
    (/\b(apartments?|apts?|rentals?|for rent|to rent|renters?|renting|roommates?|split (the )?rent|lease (is )?up|lease ends)\b/i.test(text) ||
      (SMALL_HOME.test(text) && all.every((a) => a.value < 5000))) &&
    !/\b(buy|buying|purchase|mortgage|pre-?\s?approv\w*|invest\w*)\b/i.test(text);
  const monthly = all.some((a) => a.monthly) || /\b(monthly|per month|a month|\/mo|al mes)\b/i.test(text) || hints.renting === true || rentish;
  // A range: "between 400 and 500 thousand", "400-500k", "$400k to $550k";
  // the first figure may only be plausible thanks to the second.
  for (let i = 0; i + 1 < all.length; i++) {
    const a = all[i];
    const b = all[i + 1];
    if (!a || !b) continue;
    // "six hundred, six fifty, somewhere in there": two figures said as the ends of what they expect.
    const between = text.slice(a.end, b.index);
    const roughly = /^\s*,\s*$/.test(between) && ROUGH_AFTER.test(text.slice(b.end));
    if (!(/^\s*(?:-|–|to|and|or)\s*\$?\s*$/i.test(between) || spanishRange(text, a, between) || roughly)) continue;
    // "budget went from 500 to 450": a change; the second figure is the ceiling now.
    if (
      /\b(went|gone|dropped|changed|moved|lowered|raised|bumped|came|come|going)\s+(up\s+|down\s+)?from\s*\$?$/i.test(
        text.slice(Math.max(0, a.index - 24), a.index),
      )
    )
      return { max: dollars(b, monthly) };
    // "four to four fifty": a range said the short way is a price, cue word or not.
    const shortRange = !a.scaled && !a.dollar && a.raw >= 1 && a.raw < 10 && !b.scaled && b.raw >= 100 && b.raw < 1000 && Math.floor(b.raw / 100) === a.raw;
    if (plausible(b, cue, monthly) || shortRange || priceRange(a, b, text, monthly)) return range(a, b, monthly);
  }
  // Among several figures, a ceiling said as one ("we can do up to 375", "max $440k") wins over a price quoted
  // ("the listing says $389,900") and over a pre-approval when a lower ceiling is said ("approved for 380k but want
  // to stay under 350k").
  const candidates = all.filter((x) => plausible(x, cue, monthly));
  const beforeOf = (x: Amount) => text.slice(Math.max(0, x.index - 48), x.index).toLowerCase();
  const floor = candidates.find((x) => FLOOR_BEFORE.test(beforeOf(x)));
  const ceiling = floor && candidates.find((x) => x !== floor && CEILING_BEFORE.test(beforeOf(x)));
  if (floor && ceiling && dollars(floor, monthly) < dollars(ceiling, monthly)) return { min: dollars(floor, monthly), max: dollars(ceiling, monthly) };
  // A ceiling said before the figure ("up to 375") or after it ("eight hundred max").
  const capped = candidates.filter(
    (x) =>
      CEILING_BEFORE.test(beforeOf(x)) ||
      /(?:\b(?:nothing|not|never|no)|n'?t)\b[\w\s']{0,30}\b(over|above|more than|higher than|past|beyond)\s*\$?$/.test(beforeOf(x)) ||
      /^\s*(max|maximum|tops|at most|at the most)\b/i.test(text.slice(x.end, x.end + 16)),
  );
  const a = capped.find((x) => !APPROVAL_BEFORE.test(beforeOf(x))) ?? capped[0] ?? candidates[0];
  if (!a) return null;
  const value = dollars(a, monthly);
  const before = text.slice(Math.max(0, a.index - 48), a.index).toLowerCase();
  const after = text.slice(a.end, a.end + 24).toLowerCase();
  if (
    // "could stretch to 500", "no más de 280000", and every ceiling word the candidates were chosen by.
    CEILING_BEFORE.test(before) ||
    // A comma is a caller's pause: "no more than, six fifty".
    /\b(under|below|less than|up to|max(imum)?|m[aá]ximo( de)?|no more than|no higher than|not more than|at most|not over|cap(ped)? at|top out at|within|ceiling( of)?|limit( of| is)?),?\s*(of\s*)?(is\s*)?\$?$/.test(
      before,
    ) ||
    // "up to about 2200", "pre-approved for around 500": a ceiling said roughly is still the ceiling.
    /\b(under|below|less than|up to|max(imum)?|no more than|at most|as (?:high|much) as|(?:pre-?\s?)?approved(?: \w+){0,2} for|qualified for)\s*(?:about|around|roughly|approximately|approx\.?|~)\s*\$?$/.test(
      before,
    ) ||
    /\bas (?:high|much) as\s*\$?$/.test(before) ||
    /(?:<|≤)\s*\$?$/.test(before) ||
    // "nothing over 500", "can't go above 400", "don't want to go over 450k": a ceiling.
    /(?:\b(?:nothing|not|never|no)|n'?t)\b[\w\s']{0,40}\b(over|above|more than|higher than|past|beyond)\s*\$?$/.test(before) ||
    /^\s*(\/\s*mo\w*|a month|per month)?\s*(max|or less|or under|or below|tops|at most|at the most|is (the most|(our|my|the) (max|limit|ceiling|top|budget|cap)))\b/.test(
      after,
    )
  )
    return { max: value };
  if (
    /\b(over|above|more than|at least|min(imum)?|starting at|from|north of),?\s*\$?$/.test(before) ||
    /\b(min(imum)?|lowest) (budget|price|price point)( is| of|:)?\s*\$?$/.test(before) ||
    /(?:>|≥)\s*\$?$/.test(before) ||
    /^\s*(\+|or more|plus|and up|minimum|min\b|or higher|at least)/.test(after)
  )
    return { min: value };
  if (
    /(?:(?<!\b(?:how|what) )\b(?:around|about|roughly|approximately|approx\.?|close to|ballpark( of)?)(?: the)?|~)\s*\$?$/.test(before) ||
    /^\s*(-?\s*ish|or so|give or take|(?:dollar )?mark)\b/.test(after) ||
    AROUND_ES_BEFORE.test(before) ||
    /^\s*(?:mil\s+)?(?:al mes\s+)?m[aá]s o menos\b/.test(after)
  )
    return { min: Math.round(value * 0.9), max: Math.round(value * 1.1), around: value };
  // A single figure is the ceiling people mean by "my budget is $450k".
  return { max: value };
}

function range(a: Amount, b: Amount, monthly: boolean): Budget {
  const high = dollars(b, monthly);
  let low = dollars(a, monthly);
  // "400 and 500 thousand", "1-1.5m", "5-600k": the unit after the second
  // figure covers both, and a shortened first figure takes the second's
  // magnitude ("5" of "5-600k" is 500k).
  if (!a.scaled && b.mult > 1 && a.raw < 10_000) {
    let raw = a.raw;
    if (raw < b.raw / 5 && digitsOf(raw) < digitsOf(b.raw)) raw *= 10 ** (digitsOf(b.raw) - digitsOf(raw));
    low = raw * b.mult;
  } else if (!a.scaled && !a.dollar && a.raw < 10 && b.value >= 100_000) {
    // "between 3 and 400000" (from "three and four hundred thousand"): the 3 is 300000.
    low = a.raw * 10 ** (digitsOf(b.value) - 1);
  } else if (!a.scaled && !a.dollar && !b.scaled && !b.dollar && a.raw < 10 && b.raw >= 100 && b.raw < 1000) {
    // "five to five fifty": the first figure is said in the second's hundreds (500 to 550, then thousands).
    low = dollars({ ...a, raw: a.raw * 100, value: a.raw * 100 }, monthly);
  }
  return { min: Math.min(low, high), max: Math.max(low, high) };
}

/**
 * "550-650", "2400 to 2800" with no budget word: two bare figures of as many
 * digits (a rent may cross a thousand: "950-1200") in rising order, the
 * second within three times the first, read as a price range. Two years
 * ("2025-2026") are not one, nor the pieces of a phone number
 * ("404-555-0142", "555-0142").
 */
function priceRange(a: Amount, b: Amount, text: string, monthly: boolean): boolean {
  const bare = (x: Amount) => !x.scaled && x.raw >= 100 && x.raw < 10_000;
  const year = (x: Amount) => x.raw >= 1900 && x.raw <= 2100;
  if (!bare(a) || !bare(b) || (digitsOf(a.raw) !== digitsOf(b.raw) && !monthly) || b.raw <= a.raw || b.raw > a.raw * 3 || (year(a) && year(b))) return false;
  if (/^\s*[-.]\s*\d/.test(text.slice(b.end)) || /\d\s*[-.)]\s*$/.test(text.slice(0, a.index))) return false;
  // "open 1030-1230", "suite 200-300": not prices.
  return !/\b(suites?|ste|apts?|units?|rooms?|rm|lots?|hours?|open|from|between)\s*#?\s*$/i.test(text.slice(Math.max(0, a.index - 12), a.index));
}

/** "entre 300 y 400 mil", "de 1800 a 2000 al mes": a range said in Spanish. */
function spanishRange(text: string, a: Amount, between: string): boolean {
  const opener = text.slice(Math.max(0, a.index - 8), a.index);
  return (/\bentre\s*\$?$/i.test(opener) && /^\s*y\s*\$?\s*$/i.test(between)) || (/\bde\s*\$?$/i.test(opener) && /^\s*a\s*\$?\s*$/i.test(between));
}

/**
 * "three fifty to four", "four fifty, but we could stretch to five": a bare
 * single figure after "to", said after a price in hundreds, counts hundreds
 * too (400, 500), so it is read in thousands like "three fifty" is
 * (docs/decisions/0023-readings-settled.md).
 */
function inHundredsOfTheFirst(found: Amount[], text: string): Amount[] {
  const first = found.find((x) => !x.scaled && !x.dollar && x.raw >= 100 && x.raw < 1000);
  if (!first) return found;
  return found.map((x) =>
    x.index > first.index &&
    !x.scaled &&
    !x.dollar &&
    Number.isInteger(x.raw) &&
    x.raw >= 1 &&
    x.raw <= 9 &&
    x.raw * 100 > first.raw &&
    /\bto\s*$/i.test(text.slice(Math.max(0, x.index - 6), x.index))
      ? { ...x, raw: x.raw * 100, value: x.raw * 100 }
      : x,
  );
}
