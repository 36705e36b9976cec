import type { Action, Channel, RespondOutput } from '@leadnest/assistant-engine';

import type { AgentSettings } from '../agent-settings/agent-settings.service.js';
import { type AiProvider, getAiProvider } from '../api-keys/api-keys.service.js';
import { modelReply, type ModelReplyInput, type WarnLogger } from './provider/index.js';

/** The move inside a first-turn greeting, or the move itself. */
export const coreOf = (action: Action): Action => (action.kind === 'greet' && action.next ? action.next : action);

export interface WordingInput {
  out: RespondOutput;
  agent: AgentSettings;
  channel: Channel;
  /** The conversation so far, oldest first, ending with the lead's new message. */
  transcript: ModelReplyInput['transcript'];
  /** The slot the engine just booked, if it did. */
  booked?: string;
  /** Tests pass a shorter deadline; default the provider's 4 s. */
  timeoutMs?: number;
  /** The app's logger, for a model reply that could not be used. */
  logger?: WarnLogger;
}

export interface Wording {
  reply: string;
  via: 'engine' | 'model';
  /** What the model chose beyond replying; the engine's own choices are in `out`. */
  action: 'reply' | 'book' | 'handoff';
  slot?: string;
}

/** Replies the model never rewords: compliance must say exactly what it says. */
const ENGINE_ONLY = new Set<Action['kind']>(['opt-out', 'refuse-steering']);

async function providerOf(userId: string): Promise<AiProvider | null> {
  try {
    return await getAiProvider(userId);
  } catch {
    // A key that cannot be read (configuration changed) must not silence the assistant.
    return null;
  }
}

/**
 * The reply's words. The deterministic engine has decided what happens; when
 * the agent saved an AI provider key, their model words the reply (and may
 * book one of the slots the lead may book, or hand off), given the engine's
 * facts and suggestion. Without a key, or when the model fails or takes
 * longer than 4 s, the engine's own words are sent.
 */
export async function wordReply(input: WordingInput): Promise<Wording> {
  const { out, agent, channel } = input;
  const engine: Wording = { reply: out.reply, via: 'engine', action: 'reply' };
  const move = coreOf(out.action);
  if (!out.reply || ENGINE_ONLY.has(move.kind)) return engine;
  const provider = await providerOf(agent.userId);
  if (!provider) return engine;

  const answer = await modelReply(
    {
      provider,
      agentName: agent.agentName,
      brandName: agent.brandName,
      personality: agent.personality,
      channel,
      maxLength: agent.maxLength,
      objectives: agent.objectives,
      understood: out.understood,
      suggested: input.booked
        ? { kind: 'book', reply: out.reply, slots: [input.booked] }
        : { kind: move.kind, reply: out.reply, slots: move.kind === 'offer-slots' ? move.slots : undefined },
      // Once booked, nothing else is bookable in this reply.
      bookableSlots: input.booked ? [] : out.memory.offered,
      timeZone: agent.availability.timeZone,
      transcript: input.transcript.slice(-20),
    },
    { timeoutMs: input.timeoutMs, logger: input.logger },
  );
  if (!answer) return engine;
  return { reply: answer.reply, via: 'model', action: answer.action.kind, slot: answer.action.kind === 'book' ? answer.action.slot : undefined };
}
