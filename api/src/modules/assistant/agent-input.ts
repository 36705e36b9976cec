import type { BookedSlot, RespondInput } from '@leadnest/assistant-engine';

import { type AgentSettings, loadAgentSettings } from '../agent-settings/agent-settings.service.js';
import { busyAheadOf } from '../appointments/busy-ahead.js';

/** How far ahead the engine may offer showings (it searches 14 days), plus a day of margin. */
const LOOKAHEAD_MS = 15 * 24 * 3600_000;

/** The part of every engine turn that comes from the agent: who they are, how they sound, when they are free. */
export function agentInput(
  agent: AgentSettings,
): Pick<
  RespondInput,
  'agentName' | 'brandName' | 'personality' | 'maxLength' | 'objectives' | 'serviceAreas' | 'availability' | 'calendarIntegration' | 'leadScoring'
> {
  return {
    agentName: agent.agentName,
    brandName: agent.brandName,
    personality: agent.personality,
    maxLength: agent.maxLength,
    objectives: agent.objectives,
    serviceAreas: agent.serviceAreas,
    availability: agent.availability,
    calendarIntegration: agent.calendarIntegration,
    leadScoring: agent.leadScoring,
  };
}

/** The calendar's booked times over the window the engine may offer slots in (read through a short per-calendar cache: busyAheadOf). */
export const busyAhead = (calendar: Pick<AgentSettings, 'userId'>, now: Date): Promise<BookedSlot[]> =>
  busyAheadOf(calendar.userId, now, new Date(now.getTime() + LOOKAHEAD_MS));

/** Whose calendar a showing goes on, and the hours it is open. */
export type ShowingCalendar = Pick<AgentSettings, 'userId' | 'availability'>;

/**
 * The calendar the assistant offers and books showings on: the lead's
 * assignee's, with their own hours, when a team member other than the
 * account's owner works the lead; the account's otherwise
 * (docs/decisions/0034-teams.md). A member who never set hours offers the
 * account's.
 */
export async function calendarFor(agent: AgentSettings, assignedTo: string | null | undefined): Promise<ShowingCalendar> {
  if (!assignedTo || assignedTo === agent.userId) return agent;
  const member = await loadAgentSettings(assignedTo);
  return { userId: assignedTo, availability: member?.availability ?? agent.availability };
}
