import type { AssistantTimeline } from '@leadnest/contracts';

/**
 * When the lead means to move, bucketed as the agent plans work: asap,
 * 0-3m, 3-6m, 6-12m, 12m+. Relative phrases ("this summer", "by March")
 * depend on today, so `now` (in the agent's zone, month 1–12) is passed in.
 */
export function bucket(months: number): AssistantTimeline {
  if (months < 0.5) return 'asap';
  if (months <= 3) return '0-3m';
  if (months <= 6) return '3-6m';
  if (months < 12) return '6-12m';
  return '12m+';
}

const UNIT_MONTHS: Record<string, number> = { day: 1 / 30, week: 1 / 4.3, month: 1, year: 12 };
const SEASONS: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Whole months from `month` (1–12) until the next start of `target` (1–12); 0 when already in it. */
const monthsUntil = (month: number, target: number) => (target - month + 12) % 12;

export function extractTimeline(message: string, nowMonth: number): AssistantTimeline | null {
  const t = message.toLowerCase();
  if (/\b(asap|a\.s\.a\.p|as soon as possible|right away|immediately|urgent(ly)?|this week|next week|right now|today|tomorrow|this weekend)\b/.test(t)) return 'asap';
  if (/\b(just (looking|browsing)|no rush|not in a (hurry|rush)|(a )?couple (of )?years|few years|long term|someday|eventually)\b/.test(t)) return '12m+';

  // "in 3 months", "within 2 weeks", "6-9 months", "a year or so", "in a year".
  const n = t.match(/\b(?:in|within|next|about|around|over the next|after|another)?\s*(\d+(?:\.\d+)?|an?|(?:a )?few|(?:a )?couple(?: of)?)(?:\s*(?:-|to)\s*(\d+))?\s*(day|week|month|year)s?\b/);
  if (n) {
    const [, first = '', second, unit = 'month'] = n;
    const count = second ? Number(second) : /^an?$/.test(first) ? 1 : /few/.test(first) ? 3 : /couple/.test(first) ? 2 : Number(first);
    if (Number.isFinite(count)) return bucket(count * (UNIT_MONTHS[unit] ?? 1));
  }
  if (/\b(this|next) month\b/.test(t)) return '0-3m';
  if (/\bsoon\b/.test(t)) return '0-3m';
  // "Next year" is said of plans, not of a date that happens to be in January.
  if (/\bnext year\b/.test(t)) return '6-12m';
  if (/\bend of (the )?year\b/.test(t)) return bucket(monthsUntil(nowMonth, 12));

  const season = t.match(/\b(?:this|next|by|in the|in|over the)?\s*(spring|summer|fall|autumn|winter)\b/);
  // "This summer" and "next summer" both mean the coming one in practice.
  if (season?.[1]) return bucket(monthsUntil(nowMonth, SEASONS[season[1]] ?? 1));

  // "by March", "in June", "before August": the next such month.
  const month = t.match(/\b(?:by|in|before|around|early|late|mid|end of)\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/);
  if (month?.[1]) return bucket(monthsUntil(nowMonth, MONTHS.indexOf(month[1]) + 1));
  return null;
}
