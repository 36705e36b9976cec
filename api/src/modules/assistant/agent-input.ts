import type { BookedSlot, RespondInput } from '@leadnest/assistant-engine';

import type { AgentSettings } from '../agent-settings/agent-settings.service.js';
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

/** The agent's booked times over the window the engine may offer slots in (read through a short per-agent cache: busyAheadOf). */
export const busyAhead = (agent: AgentSettings, now: Date): Promise<BookedSlot[]> => busyAheadOf(agent.userId, now, new Date(now.getTime() + LOOKAHEAD_MS));
