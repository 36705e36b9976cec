import type { AiPersonality, Understood } from '@leadnest/contracts';

/** Where a conversation happens; the engine words replies for it. `facebook` is Messenger, `instagram` Instagram's direct messages. */
export type Channel = 'chat' | 'sms' | 'voice' | 'facebook' | 'instagram';

export const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAY_NAMES)[number];

/** One day of the agent's availability (spec part 2: Availability), hours as "HH:00". */
export interface DayHours {
  enabled: boolean;
  start: string;
  end: string;
}

/** The agent's availability, in the shape of the profile's `availableHours` + `timeZone`. */
export interface Availability {
  availableHours: Record<Weekday, DayHours>;
  timeZone: string;
}

/** An existing appointment: [start, end) as ISO timestamps. */
export interface BookedSlot {
  start: string;
  end: string;
}

/** What the engine may ask for, one question at a time. */
export const ASK_FIELDS = ['intent', 'budget', 'timeline', 'financing', 'areas', 'bedrooms', 'propertyType', 'contact'] as const;
export type AskField = (typeof ASK_FIELDS)[number];

export type HandoffReason = 'asked' | 'unsure' | 'no-slots' | 'booked' | 'ai-paused' | 'time-noted';

/** The engine's next move. `greet` carries the move that follows the introduction in the same reply. */
export type Action =
  | { kind: 'greet'; next?: Action }
  /** `hold`: the free time the lead asked for, held while the contact asked for once already is asked for again, in other words. */
  | { kind: 'ask'; field: AskField; hold?: string }
  /**
   * `dayOff`: the day the lead asked for, on which the agent shows no homes (the reply says so before the times).
   * `again`: the times already on offer, asked about once more in other words (a reply never repeats itself).
   * `instead`: the time the lead asked for, which was not free; these slots answer it.
   */
  | { kind: 'offer-slots'; slots: string[]; dayOff?: string; again?: boolean; instead?: string }
  /**
   * The agent's calendar is not connected (calendarIntegration off): ask when the lead would like to come, offer no slots.
   * `day`: the lead named only a day (YYYY-MM-DD), or a time outside the agent's hours that day: ask for a time that day,
   * within `hours` (null: the agent shows no homes that day). `declined`: the lead turned down the times offered
   * ("none of those work"), so a better day and time is asked for, calendar on or off.
   */
  | { kind: 'ask-time'; day?: string; hours?: { start: string; end: string } | null; declined?: boolean }
  /** Calendar off and the lead named a time: note it for the agent to confirm, book nothing. */
  /** `dayOff`: the day the lead named, on which the agent shows no homes; the time was moved to their next working day. */
  | { kind: 'note-time'; time: string; dayOff?: string }
  | { kind: 'book'; slot: string }
  /** `again`: the last reply handed off for the same reason, so this one says it in other words. */
  | { kind: 'handoff'; reason: HandoffReason; again?: boolean }
  | { kind: 'opt-out' }
  | { kind: 'refuse-steering' };

export interface Objectives {
  chatObjective?: string;
  phoneObjective?: string;
}

/**
 * What a channel keeps between turns and hands back on the next one, so the
 * engine itself stays stateless: the questions already asked (never ask one
 * twice), the slots just offered ("the second one"), how many messages in a
 * row taught it nothing, and this lead's booked showing.
 */
export interface EngineMemory {
  asked: AskField[];
  offered: string[];
  misses: number;
  scheduled?: string;
  /** The question the last reply asked, if it asked one: a bare answer ("Decatur") answers it, a bare "Thursday works" after an offer does not. */
  awaiting?: AskField;
  /** With the calendar off: the preferred time the lead gave, passed to the agent. */
  noted?: string;
  /** The showing time asked for that was not free and was answered with other times: not answered again until another is named. */
  answered?: string;
  /** The times on offer were asked about a second time; if the lead still picks none, the agent finds a time with them. */
  reminded?: boolean;
  /** The free time the lead asked for, for which the contact was asked a second time: not asked a third. */
  holdAsked?: string;
  /** The last reply handed off, and why (`again`: in the other words), so the next one does not say the same. */
  handedOff?: { reason: HandoffReason; again?: boolean };
}

export const EMPTY_MEMORY: EngineMemory = { asked: [], offered: [], misses: 0 };

export interface SpeakOptions {
  personality?: AiPersonality;
  agentName: string;
  brandName?: string;
  channel: Channel;
  /** Slots are read in the agent's zone. */
  timeZone?: string;
  /** The agent's advanced setting; SMS is further capped at 320. */
  maxLength?: number;
  /** What is already known of the lead's contact (caller ID gives the phone on calls and texts), so it is not asked for again. */
  known?: { name?: boolean; phone?: boolean; email?: boolean };
  /** The lead asked who answers ("are you a real person?"): the reply says it is the agent's AI assistant first. */
  whoAsked?: boolean;
}

export type { Understood };
