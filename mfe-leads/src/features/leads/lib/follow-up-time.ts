import { FOLLOW_UP_MESSAGES, isPastFollowUp } from '@leadnest/contracts';
import { FOLLOW_UP_HOURS } from './actions';

/** Minutes between the picker's times. */
export const FOLLOW_UP_STEP_MINUTES = 15;

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date and `HH:MM` time as the picker holds them. */
export interface FollowUpPick {
  date: string;
  time: string;
}

/** Local `YYYY-MM-DD` of a moment. */
export const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * The picker's first value: 24 hours from now (spec part 2 §4, §9), moved up
 * to the picker's next 15-minute step, in the browser's (the agent's) time.
 */
export function defaultFollowUp(now: Date = new Date()): FollowUpPick {
  const at = new Date(now.getTime() + FOLLOW_UP_HOURS * 3600_000);
  const step = FOLLOW_UP_STEP_MINUTES * 60_000;
  const rounded = new Date(Math.ceil(at.getTime() / step) * step);
  return { date: localDate(rounded), time: `${pad(rounded.getHours())}:${pad(rounded.getMinutes())}` };
}

/** An ISO time the lead already has → what the picker shows. */
export function pickOf(iso: string): FollowUpPick {
  const d = new Date(iso);
  return { date: localDate(d), time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
}

/** The pick as an ISO timestamp (local date and time read in the browser's zone); null when incomplete. */
export function pickToIso(pick: FollowUpPick): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(pick.date) || !/^\d{2}:\d{2}$/.test(pick.time)) return null;
  const d = new Date(`${pick.date}T${pick.time}:00`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The picker's message for a pick: a time that has passed is refused (as the API does). */
export function pickError(pick: FollowUpPick, now = Date.now()): string | null {
  const iso = pickToIso(pick);
  if (!iso) return 'Pick a date and a time.';
  return isPastFollowUp(iso, now) ? FOLLOW_UP_MESSAGES.past : null;
}
