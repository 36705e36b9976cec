import { type Channel, channelMax, type RespondOutput, truncate } from '@leadnest/assistant-engine';

import type { AgentSettings } from '../agent-settings/agent-settings.service.js';
import { type ActiveScript, scriptFor } from '../ai-scripts/ai-scripts.service.js';
import { coreOf } from './wording.js';

/** Moves an active script never replaces: compliance, a person asked for, a booking. */
const SCRIPTABLE = new Set(['greet', 'ask', 'offer-slots', 'ask-time']);

/**
 * The reply of the agent's active AI script whose trigger this message
 * contains, cut to the agent's maxResponseLength (SMS: 320 at most, Instagram 1000), when the
 * engine's move allows it; undefined otherwise. `active`: the scripts when
 * they were already read (a phone call reads them once).
 */
export async function scriptReply(out: RespondOutput, agent: AgentSettings, channel: Channel, text: string, active?: Promise<ActiveScript[]>) {
  if (!SCRIPTABLE.has(out.action.kind) || !SCRIPTABLE.has(coreOf(out.action).kind)) return undefined;
  const script = await scriptFor(agent.userId, text, active ? await active : undefined);
  if (!script) return undefined;
  const limit = Math.min(channelMax(channel), agent.maxLength);
  // A first reply still says it is an AI assistant (FCC 24-17, docs/decisions/0008-ai-call-consent-and-disclosure.md): the engine's introduction, then the script.
  const intro = out.action.kind === 'greet' ? (/^.*?AI assistant[^.]*\./.exec(out.reply)?.[0] ?? '') : '';
  return { id: script.id, reply: truncate(intro ? `${intro} ${script.response}` : script.response, limit) };
}
