import { type Availability, DEFAULT_AVAILABILITY, type Objectives } from '@leadnest/assistant-engine';
import { BRAND_NAME } from '@leadnest/brand';
import { type AiPersonality, DEFAULT_ADVANCED_SETTINGS, DEFAULT_AI_PERSONALITY } from '@leadnest/contracts';

import { WEEKDAYS } from './agent-settings.model.js';
import { findUser, type User } from './profile.service.js';

/**
 * What the assistant needs to know about the agent it works for, read from
 * the user (findUser: the account and its settings, from their caches) in one place: how to sign (name, brokerage), how to sound
 * (personality, length), what to aim for (objectives), where they work
 * (service areas) and when showings may be booked (availability, zone).
 * Everything the agent has not set falls back on the spec's defaults.
 */
export interface AgentSettings {
  userId: string;
  agentName: string;
  brandName: string;
  personality: AiPersonality;
  maxLength: number;
  objectives: Objectives;
  serviceAreas: string[];
  availability: Availability;
  /** Advanced settings the assistant obeys: seconds before a chat/SMS reply, how strict the hot/warm/cold labels are, whether showings are offered from the calendar. */
  responseDelay: number;
  leadScoring: 'low' | 'medium' | 'high';
  calendarIntegration: boolean;
  /** The 'AI Online' switch is off: the assistant answers nobody. */
  paused: boolean;
}

type SettingsFields = Pick<
  User,
  | '_id'
  | 'firstName'
  | 'lastName'
  | 'fullName'
  | 'brokerage'
  | 'serviceArea'
  | 'aiPersonality'
  | 'advancedSettings'
  | 'aiObjectives'
  | 'availableHours'
  | 'timeZone'
  | 'aiAssistantPaused'
>;

/**
 * "Decatur, Buckhead & Kirkwood" → three areas. A two-letter state code
 * ("Austin, TX") is where the areas are, not an area of its own.
 */
export const serviceAreasOf = (serviceArea: string | undefined | null): string[] =>
  (serviceArea ?? '')
    .split(/,|;|\/|\band\b|&/i)
    .map((a) => a.trim())
    .filter((a) => a && !/^[A-Z]{2}$/.test(a));

export function availabilityOf(user: Pick<User, 'availableHours' | 'timeZone'>): Availability {
  const hours = { ...DEFAULT_AVAILABILITY.availableHours };
  for (const day of WEEKDAYS) {
    const set = user.availableHours?.[day];
    if (set && typeof set.enabled === 'boolean') hours[day] = { enabled: set.enabled, start: set.start, end: set.end };
  }
  return { availableHours: hours, timeZone: user.timeZone || DEFAULT_AVAILABILITY.timeZone };
}

export function agentSettingsOf(user: SettingsFields): AgentSettings {
  const name = user.firstName?.trim() || user.fullName?.trim().split(/\s+/)[0] || 'your agent';
  return {
    userId: String(user._id),
    agentName: name,
    brandName: user.brokerage?.trim() || BRAND_NAME,
    personality: user.aiPersonality ?? DEFAULT_AI_PERSONALITY,
    maxLength: user.advancedSettings?.maxResponseLength ?? DEFAULT_ADVANCED_SETTINGS.maxResponseLength,
    objectives: { chatObjective: user.aiObjectives?.chatObjective || undefined, phoneObjective: user.aiObjectives?.phoneObjective || undefined },
    serviceAreas: serviceAreasOf(user.serviceArea),
    availability: availabilityOf(user),
    responseDelay: user.advancedSettings?.responseDelay ?? DEFAULT_ADVANCED_SETTINGS.responseDelay,
    leadScoring: user.advancedSettings?.leadScoring ?? DEFAULT_ADVANCED_SETTINGS.leadScoring,
    calendarIntegration: user.advancedSettings?.calendarIntegration ?? DEFAULT_ADVANCED_SETTINGS.calendarIntegration,
    paused: Boolean(user.aiAssistantPaused),
  };
}

/** The agent's settings by user id, or null when there is no such user. */
export async function loadAgentSettings(userId: string): Promise<AgentSettings | null> {
  const user = await findUser(userId);
  return user ? agentSettingsOf(user) : null;
}
