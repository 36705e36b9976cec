import { EMPTY_MEMORY, type EngineMemory, handUnanswerable, respond, type RespondInput } from '@leadnest/assistant-engine';
import { type AssistantPreviewInput, type AssistantPreviewResponse, EMPTY_UNDERSTOOD, type Understood } from '@leadnest/contracts';
import type { z } from 'zod';

import type { AgentSettings } from '../agent-settings/agent-settings.service.js';
import { agentInput, busyAhead } from './agent-input.js';
import type { WarnLogger } from './provider/index.js';
import { scriptReply } from './script-reply.js';
import { wordReply } from './wording.js';

type PreviewBody = z.output<typeof AssistantPreviewInput>;

/** The engine's answer as takeTurn has it: a question only the agent can answer is handed to them (unanswerable.ts). */
const answer = (input: RespondInput) => handUnanswerable(input, respond(input));

/**
 * POST /api/assistant/preview: the agent tries their assistant as a lead
 * would. The engine is stateless, so the conversation so far is rebuilt by
 * replaying the lead's earlier messages (the assistant's lines in `history`
 * are the engine's own and come out the same). The agent's real calendar
 * is read so offered slots are real; nothing is written anywhere (a slot the
 * model would book in a preview is not booked).
 */
export async function previewTurn(agent: AgentSettings, body: PreviewBody, logger?: WarnLogger, now = new Date()): Promise<AssistantPreviewResponse> {
  const booked = await busyAhead(agent, now);
  const base: Omit<RespondInput, 'message' | 'turn'> = {
    now,
    channel: 'chat',
    ...agentInput(agent),
    booked,
  };
  let previous: Understood = EMPTY_UNDERSTOOD;
  let memory: EngineMemory = EMPTY_MEMORY;
  let stage = base.stage;
  let turn = 0;
  for (const entry of body.history ?? []) {
    if (entry.role !== 'lead' || !entry.text.trim()) continue;
    const out = answer({ ...base, message: entry.text, turn, previous, memory, stage, messageCount: turn + 1 });
    ({ understood: previous, memory, stage } = out);
    turn += 1;
  }
  const out = answer({ ...base, message: body.message, turn, previous, memory, stage, messageCount: turn + 1 });
  // Worded as the lead would get it: by the agent's model when one is set up.
  const transcript = [...(body.history ?? []), { role: 'lead' as const, text: body.message }];
  // An active script whose trigger matches answers here too, as it would in the website chat (nothing is counted).
  const script = await scriptReply(out, agent, 'chat', body.message);
  const { reply } = script ? { reply: script.reply } : await wordReply({ out, agent, channel: 'chat', transcript, logger });
  return {
    reply,
    understood: out.understood,
    score: out.score,
    label: out.label,
    timeZone: base.availability?.timeZone,
    ...(script ? { scriptId: script.id } : {}),
  };
}
