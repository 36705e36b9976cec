import { EMPTY_UNDERSTOOD, type AssistantPreviewInput, type AssistantPreviewResponse, type Understood } from '@leadnest/contracts';
import type { z } from 'zod';
import { busyIntervals } from '../appointments/appointments.service.js';
import type { AgentSettings } from '../users/agent-settings.js';
import { respond, type RespondInput } from './engine/index.js';
import { EMPTY_MEMORY, type EngineMemory } from './engine/types.js';
import type { WarnLogger } from './provider/index.js';
import { wordReply } from './wording.js';

type PreviewBody = z.output<typeof AssistantPreviewInput>;

/**
 * POST /api/assistant/preview: the agent tries their assistant as a lead
 * would. The engine is stateless, so the conversation so far is rebuilt by
 * replaying the lead's earlier messages (the assistant's lines in `history`
 * are the engine's own and come out the same). The agent's real calendar
 * is read so offered slots are real; nothing is written anywhere (a slot the
 * model would book in a preview is not booked).
 */
export async function previewTurn(agent: AgentSettings, body: PreviewBody, logger?: WarnLogger, now = new Date()): Promise<AssistantPreviewResponse> {
  const booked = await busyIntervals(agent.userId, now, new Date(now.getTime() + 15 * 24 * 3600_000));
  const base: Omit<RespondInput, 'message' | 'turn'> = {
    now,
    channel: 'chat',
    agentName: agent.agentName,
    brandName: agent.brandName,
    personality: agent.personality,
    maxLength: agent.maxLength,
    objectives: agent.objectives,
    serviceAreas: agent.serviceAreas,
    availability: agent.availability,
    booked,
  };
  let previous: Understood = EMPTY_UNDERSTOOD;
  let memory: EngineMemory = EMPTY_MEMORY;
  let stage = base.stage;
  let turn = 0;
  for (const entry of body.history ?? []) {
    if (entry.role !== 'lead' || !entry.text.trim()) continue;
    const out = respond({ ...base, message: entry.text, turn, previous, memory, stage, messageCount: turn + 1 });
    ({ understood: previous, memory, stage } = out);
    turn += 1;
  }
  const out = respond({ ...base, message: body.message, turn, previous, memory, stage, messageCount: turn + 1 });
  // Worded as the lead would get it: by the agent's model when one is set up.
  const transcript = [...(body.history ?? []), { role: 'lead' as const, text: body.message }];
  const { reply } = await wordReply({ out, agent, channel: 'chat', transcript, logger });
  return { reply, understood: out.understood, score: out.score };
}
