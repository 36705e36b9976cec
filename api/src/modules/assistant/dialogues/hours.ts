import { DEFAULT_AVAILABILITY } from '@leadnest/assistant-engine';

import type { DayHours, Dialogue, Weekday } from './types.js';

const DAY: DayHours = { enabled: true, start: '09:00', end: '17:00' };
const OFF: DayHours = { enabled: false, start: '09:00', end: '17:00' };

/** Every day 9–5: "tomorrow" and "this weekend" fall on a working day whatever day the suite runs. */
export const EVERY_DAY: Record<Weekday, DayHours> = {
  sunday: DAY,
  monday: DAY,
  tuesday: DAY,
  wednesday: DAY,
  thursday: DAY,
  friday: DAY,
  saturday: DAY,
};

/** Afternoons only, weekdays: a morning time is outside the agent's hours. */
export const AFTERNOONS: Partial<Record<Weekday, DayHours>> = {
  monday: { enabled: true, start: '13:00', end: '18:00' },
  tuesday: { enabled: true, start: '13:00', end: '18:00' },
  wednesday: { enabled: true, start: '13:00', end: '18:00' },
  thursday: { enabled: true, start: '13:00', end: '18:00' },
  friday: { enabled: true, start: '13:00', end: '18:00' },
};

/** No showings on Wednesdays. */
export const NO_WEDNESDAY: Partial<Record<Weekday, DayHours>> = { wednesday: OFF };

/** The agent's hours in a dialogue: its own where it sets them, the engine's default (Mon–Fri 9–5) on the other days. */
export function hoursOf(dialogue: Pick<Dialogue, 'agent'>): Record<Weekday, DayHours> {
  return { ...(DEFAULT_AVAILABILITY.availableHours as Record<Weekday, DayHours>), ...dialogue.agent?.hours };
}
