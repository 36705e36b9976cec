import type { AiPersonality, Understood } from '@leadnest/contracts';

/** The channels a dialogue is played on, each through the entry point the product uses (runner.ts). */
export type DialogueChannel = 'chat' | 'sms' | 'voice' | 'campaign';

export type Weekday = 'sunday' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday';

export interface DayHours {
  enabled: boolean;
  start: string;
  end: string;
}

/** What the agent set up before the lead arrived. */
export interface DialogueAgent {
  /** false: times are noted for the agent instead of booked. Default true. */
  calendar?: boolean;
  /** The agent's hours per weekday; the engine's default (Mon–Fri 9–5) when absent. */
  hours?: Partial<Record<Weekday, DayHours>>;
  personality?: AiPersonality;
}

/** What the product knows before the first turn: the number calling or texting, the campaign's contact. */
export interface DialogueKnown {
  /** Caller ID (sms, voice, campaign): a fresh number per dialogue when absent. */
  phone?: string;
  /** The campaign contact the call is placed to. */
  contactName?: string;
}

/**
 * A time the lead picks: the nth time the assistant offered (0-based), or a
 * weekday and hour the lead stated (the next such weekday after today, in
 * the agent's zone).
 */
export type BookedAt = { offered: number } | { weekday: Weekday; hour: number };

export type HandoffReason = 'asked' | 'unsure' | 'no-slots' | 'time-noted';

export type Outcome =
  | { kind: 'booked'; at: BookedAt }
  | { kind: 'handoff'; reason: HandoffReason }
  | { kind: 'opted-out' }
  | {
      kind: 'qualified';
      facts: Partial<Pick<Understood, 'intent' | 'bedrooms' | 'propertyType' | 'timeline' | 'financing'>> & {
        areas?: string[];
        budgetMax?: number;
        name?: string;
      };
    }
  | { kind: 'time-left-to-agent' };

export interface Dialogue {
  id: string;
  channel: DialogueChannel;
  agent?: DialogueAgent;
  known?: DialogueKnown;
  /** What the lead says, one entry per turn. */
  turns: string[];
  /** The turns (1-based) that ask to be steered by a protected trait: each must get the Fair Housing answer. */
  steeringTurns?: number[];
  expect: Outcome;
}

/** The rules checked at every turn (rules.ts). */
export const RULES = ['known-fact', 'verbatim-repeat', 'outside-hours', 'disclosure', 'opt-out', 'fair-housing', 'transcript'] as const;
export type Rule = (typeof RULES)[number];

export interface Violation {
  rule: Rule;
  turn: number;
  detail: string;
}
