import type { Budget } from '@leadnest/contracts';

/**
 * Budget phrases, after numbers in words became digits: "$450k", "450,000",
 * "between 400 and 500 thousand", "under half a million", "1.2m",
 * "$2,000 a month". Answers whole dollars, or null when no amount is there.
 */
const MULTIPLIERS: Record<string, number> = { k: 1e3, thousand: 1e3, grand: 1e3, m: 1e6, mm: 1e6, mil: 1e6, million: 1e6 };

const AMOUNT = /(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|thousand|grand|mm|m|mil|million)?\b/gi;
// Numbers that are not money: sizes, counts, times, years.
const NOT_MONEY_AFTER = /^\s*(?:-?\s*)?(bed|br\b|bd|bath|ba\b|sq|square|ft|feet|acre|year|yr|month|mo\b|week|day|hour|min|am\b|pm\b|a\.m|p\.m|kid|child|car|garage|stor|floor|%|percent|o'?clock|th\b|st\b|nd\b|rd\b)/i;
const BUDGET_CUE = /\b(budget|price|afford|spend|pay|range|up to|under|below|max|around|about|between|cost|approved for|looking at|tops|dollars|bucks)\b|\$/i;

interface Amount {
  value: number;
  scaled: boolean;
  dollar: boolean;
  index: number;
  end: number;
}

function normalise(text: string): string {
  return text
    .replace(/\bhalf\s+(?:a\s+)?(?:million|mil)\b/gi, '500000')
    .replace(/\b(?:a\s+)?quarter\s+(?:of\s+a\s+)?(?:million|mil)\b/gi, '250000')
    .replace(/\b(?:a|one)\s+(million|mil)\b/gi, '1000000');
}

function amounts(text: string): Amount[] {
  const found: Amount[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const [whole, dollar, digits = '', unit] = m;
    const index = m.index ?? 0;
    const after = text.slice(index + whole.length);
    if (!unit && NOT_MONEY_AFTER.test(after)) continue;
    // A year ("in 2025") or a zip code is not a budget unless it looks like money.
    let value = Number(digits.replace(/,/g, ''));
    const grouped = digits.includes(',');
    if (unit) value *= MULTIPLIERS[unit.toLowerCase()] ?? 1;
    found.push({ value, scaled: Boolean(unit) || grouped, dollar: Boolean(dollar), index, end: index + whole.length });
  }
  return found;
}

// Six digits and up is money even unannounced; five could be a zip code.
const plausible = (a: Amount, cue: boolean) =>
  a.value > 0 && (a.dollar || a.scaled || a.value >= 100_000 || (cue && a.value >= 100 && a.value < 10_000_000 && !(a.value >= 1900 && a.value <= 2100)));

/** A bare "450" said about a home price means thousands; "$2,000" of rent does not. */
function dollars(a: Amount): number {
  if (!a.scaled && !a.dollar && a.value < 10_000) return a.value * 1000;
  return Math.round(a.value);
}

export function extractBudget(message: string): Budget | null {
  const text = normalise(message);
  const cue = BUDGET_CUE.test(text);
  const all = amounts(text);
  // A range: "between 400 and 500 thousand", "400-500k", "$400k to $550k";
  // the first figure may only be plausible thanks to the second.
  for (let i = 0; i + 1 < all.length; i++) {
    const a = all[i];
    const b = all[i + 1];
    if (a && b && plausible(b, cue) && /^\s*(?:-|–|to|and)\s*\$?\s*$/i.test(text.slice(a.end, b.index))) return range(a, b);
  }
  const a = all.find((x) => plausible(x, cue));
  if (!a) return null;
  const value = dollars(a);
  const before = text.slice(Math.max(0, a.index - 30), a.index).toLowerCase();
  const after = text.slice(a.end, a.end + 20).toLowerCase();
  if (/\b(under|below|less than|up to|max(imum)?|no more than|at most|not over|cap(ped)? at|top out at|within)\s*(of\s*)?$/.test(before) || /^\s*(max|or less|tops|at most)\b/.test(after))
    return { max: value };
  if (/\b(over|above|more than|at least|min(imum)?|starting at|from)\s*$/.test(before) || /^\s*(\+|or more|plus|and up)/.test(after)) return { min: value };
  if (/\b(around|about|roughly|approximately|approx\.?|~)\s*$/.test(before)) return { min: Math.round(value * 0.9), max: Math.round(value * 1.1) };
  // A single figure is the ceiling people mean by "my budget is $450k".
  return { max: value };
}

function range(a: Amount, b: Amount): Budget {
  const high = dollars(b);
  let low = dollars(a);
  // "400 and 500 thousand", "1-1.5m": the unit after the second covers both.
  if (!a.scaled && !a.dollar && b.scaled && a.value < 10_000) low = a.value * (high / b.value >= 1e6 ? 1e6 : 1e3);
  return { min: Math.min(low, high), max: Math.max(low, high) };
}
