import * as chrono from 'chrono-node';
import { fromWallTime, offsetMinutes, toWallTime } from './time-zone';

/**
 * A showing time the lead asked for ("can I see it Tuesday at 10?"), read by
 * chrono-node against `now` in the agent's zone. chrono gives wall-clock
 * components; the instant is rebuilt with the zone's offset on that day, so
 * "next Tuesday at 10" stays 10:00 local across a DST change.
 *
 * A day without an hour ("Thursday works") comes back as that day's local
 * midnight: decide() then offers the free hours of that day, since an agent's
 * hours never start at midnight in practice.
 *
 * Dates that describe a move ("next month", "this summer") are timeline, not
 * showings: without an hour, a date only counts next to a showing word.
 */
const SHOWING_CUE = /\b(see|tour|view|viewing|showing|show me|visit|look at|come by|stop by|meet|available|free|works?|work for me|open|appointment|schedule|book)\b/i;
const NOT_A_DAY = /\b(month|year|summer|spring|fall|autumn|winter|weeks?)\b/i;

export function extractShowingTime(message: string, now: Date, timeZone: string): string | null {
  const ref = { instant: now, timezone: offsetMinutes(now, timeZone) };
  const results = chrono.parse(message, ref, { forwardDate: true });
  for (const r of results) {
    const s = r.start;
    const hasHour = s.isCertain('hour');
    const hasDay = s.isCertain('weekday') || s.isCertain('day');
    if (!hasHour && !(hasDay && SHOWING_CUE.test(message) && !NOT_A_DAY.test(r.text))) continue;
    const year = s.get('year') ?? toWallTime(now, timeZone).year;
    const month = s.get('month') ?? 1;
    const day = s.get('day') ?? 1;
    const hour = hasHour ? (s.get('hour') ?? 0) : 0;
    const minute = hasHour ? (s.get('minute') ?? 0) : 0;
    const at = fromWallTime(year, month, day, hour, minute, timeZone);
    if (at && at.getTime() > now.getTime() - 3600_000) return at.toISOString();
  }
  return null;
}

const ORDINALS: Array<[RegExp, number]> = [
  [/\b(first|1st|earliest|option 1|#1|number one)\b|^\s*1\s*[.!]?\s*$/i, 0],
  [/\b(second|2nd|middle|option 2|#2|number two)\b|^\s*2\s*[.!]?\s*$/i, 1],
  [/\b(third|3rd|option 3|#3|number three)\b|^\s*3\s*[.!]?\s*$/i, 2],
  [/\b(last|latest|later one)\b/i, -1],
];

/**
 * Which of the slots just offered the lead picked: by position ("the second
 * one") or by the hour and/or day they name ("10 works", "Thursday"). Null
 * when it is not clearly one of them.
 */
export function pickOffered(message: string, offered: string[], timeZone: string): string | null {
  if (offered.length === 0) return null;
  for (const [re, index] of ORDINALS) {
    if (re.test(message)) return offered.at(index) ?? null;
  }
  const t = message.toLowerCase();
  const hourMatch = t.match(/\b(\d{1,2})(?::00)?\s*(am|pm|a\.m\.|p\.m\.)?\b/);
  const dayNames = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
  const day = dayNames.findIndex((d) => new RegExp(`\\b${d}[a-z]*\\b`).test(t));
  const matches = offered.filter((slot) => {
    const w = toWallTime(new Date(slot), timeZone);
    if (day >= 0 && w.weekday !== day) return false;
    if (hourMatch?.[1]) {
      let h = Number(hourMatch[1]);
      const pm = hourMatch[2]?.startsWith('p');
      if (pm && h < 12) h += 12;
      // "at 2" during business hours means 2 pm.
      if (!hourMatch[2] && h < 8) h += 12;
      if (w.hour !== h) return false;
    }
    return day >= 0 || Boolean(hourMatch?.[1]);
  });
  return matches.length === 1 ? (matches[0] ?? null) : null;
}
