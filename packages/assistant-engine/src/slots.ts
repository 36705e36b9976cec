import { addDays, DEFAULT_TIME_ZONE, fromWallTime, toWallTime, weekdayOf } from './time-zone';
import { type Availability, type BookedSlot, type DayHours, type Weekday, WEEKDAY_NAMES } from './types';

const OFF: DayHours = { enabled: false, start: '09:00', end: '17:00' };
const WORKDAY: DayHours = { enabled: true, start: '09:00', end: '17:00' };

/** Spec part 2 §9: Monday–Friday 09:00–17:00, weekends off, America/New_York. */
export const DEFAULT_AVAILABILITY: Availability = {
  timeZone: DEFAULT_TIME_ZONE,
  availableHours: {
    sunday: OFF,
    monday: WORKDAY,
    tuesday: WORKDAY,
    wednesday: WORKDAY,
    thursday: WORKDAY,
    friday: WORKDAY,
    saturday: OFF,
  },
};

/** A showing takes one hour. */
export const SLOT_MINUTES = 60;

const hourOf = (hhmm: string) => Number(hhmm.slice(0, 2));

function overlaps(start: number, end: number, booked: BookedSlot[]): boolean {
  return booked.some((b) => Date.parse(b.start) < end && start < Date.parse(b.end));
}

/**
 * The first calendar day to list: a "YYYY-MM-DD" string is taken as is (the
 * slots endpoint's path), a Date as the day it is in the agent's zone.
 */
function startDate(from: string | Date, timeZone: string) {
  if (typeof from === 'string') {
    const [y, m, d] = from.slice(0, 10).split('-').map(Number);
    return { year: y ?? 1970, month: m ?? 1, day: d ?? 1 };
  }
  return toWallTime(from, timeZone);
}

/**
 * Free hourly slots, as ISO timestamps, for `days` calendar days from
 * `fromDate` in the agent's zone: every whole hour from a day's start up to
 * (not including) its end on enabled days, except those that overlap a booked
 * appointment or start at or before `now`.
 *
 * Hours are wall-clock hours in the agent's zone, converted one by one, so a
 * day on which clocks change still lists 09:00…16:00 local; an hour that does
 * not exist that day (02:00 when clocks spring forward) is skipped.
 */
export function freeSlots(availability: Availability, booked: BookedSlot[], fromDate: string | Date, days: number, now: Date): string[] {
  const tz = availability.timeZone || DEFAULT_TIME_ZONE;
  const first = startDate(fromDate, tz);
  const slots: string[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(first.year, first.month, first.day, i);
    const name: Weekday = WEEKDAY_NAMES[weekdayOf(date.year, date.month, date.day)] ?? 'sunday';
    const hours = availability.availableHours[name];
    if (!hours?.enabled) continue;
    for (let h = hourOf(hours.start); h < hourOf(hours.end); h++) {
      const at = fromWallTime(date.year, date.month, date.day, h, 0, tz);
      if (!at) continue;
      const start = at.getTime();
      if (start <= now.getTime()) continue;
      if (overlaps(start, start + SLOT_MINUTES * 60_000, booked)) continue;
      slots.push(at.toISOString());
    }
  }
  return slots;
}

/** Whether one exact slot is free: within availability, not booked, not past. */
export function isFreeSlot(availability: Availability, booked: BookedSlot[], slot: string, now: Date): boolean {
  return freeSlots(availability, booked, new Date(slot), 1, now).includes(new Date(slot).toISOString());
}

/**
 * Two or three slots worth offering: the earliest free one, then the next
 * ones at least three hours later or on another day, so the lead gets a real
 * choice instead of 9, 10 and 11 on one morning.
 */
export function pickOffer(candidates: string[], count = 3): string[] {
  const picked: string[] = [];
  for (const slot of candidates) {
    const last = picked[picked.length - 1];
    if (!last) picked.push(slot);
    else if (Date.parse(slot) - Date.parse(last) >= 3 * 3600_000) picked.push(slot);
    if (picked.length === count) return picked;
  }
  // Few far-apart slots: fill with the remaining ones rather than offer one.
  for (const slot of candidates) {
    if (picked.length >= Math.min(count, candidates.length)) break;
    if (!picked.includes(slot)) picked.push(slot);
  }
  return picked.sort();
}

/** The agent's hours on a YYYY-MM-DD day, or null when they show no homes that day. */
export function hoursOn(availability: Availability, day: string): { start: string; end: string } | null {
  const { year, month, day: d } = startDate(day, availability.timeZone || DEFAULT_TIME_ZONE);
  const hours = availability.availableHours[WEEKDAY_NAMES[weekdayOf(year, month, d)] ?? 'sunday'];
  return hours?.enabled ? { start: hours.start, end: hours.end } : null;
}

/** The agent's local day (YYYY-MM-DD) of an instant. */
export function dayOf(iso: string, timeZone: string): string {
  const w = toWallTime(new Date(iso), timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** Whether a showing starting at this instant fits inside the agent's hours that day (booked or not). */
export function withinHours(availability: Availability, iso: string): boolean {
  const tz = availability.timeZone || DEFAULT_TIME_ZONE;
  const hours = hoursOn(availability, dayOf(iso, tz));
  if (!hours) return false;
  const w = toWallTime(new Date(iso), tz);
  const minutes = w.hour * 60 + w.minute;
  return minutes >= hourOf(hours.start) * 60 && minutes + SLOT_MINUTES <= hourOf(hours.end) * 60;
}
