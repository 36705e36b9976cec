import type { Channel } from '@leadnest/assistant-engine';
import type { AiPersonality, Understood } from '@leadnest/contracts';

/** Everything the model is given for one reply. */
export interface ModelReplyInput {
  /** The agent's saved AI provider (api-keys' getAiProvider). */
  provider: { apiKey: string; baseUrl: string; model: string; fetch?: typeof fetch };
  agentName: string;
  brandName?: string;
  personality: AiPersonality;
  channel: Channel;
  /** Characters; SMS callers pass ≤ 320 (and SMS is capped at 320 regardless). */
  maxLength: number;
  objectives: { chatObjective?: string; phoneObjective?: string };
  /** What the engine extracted so far. */
  understood: Understood;
  /** The engine's move and its own wording. */
  suggested: { kind: string; reply: string; slots?: string[] };
  /** ISO instants the lead may book right now (free, in availability). */
  bookableSlots: string[];
  /** The agent's IANA time zone: slots are read to the lead in it. */
  timeZone: string;
  /** Oldest first, the last ≤ 20 (older ones are dropped), ending with the lead's new message. */
  transcript: { role: 'lead' | 'assistant' | 'agent'; text: string }[];
}

export type ModelAction = { kind: 'reply' } | { kind: 'book'; slot: string } | { kind: 'handoff' };

export interface ModelReply {
  reply: string;
  action: ModelAction;
  /** The model that answered, as the provider named it (e.g. a dated version of the alias asked for). */
  model: string;
}

/** Why a model reply was not used; logged with the warning. */
export type ModelFailure =
  'timeout' | 'aborted' | 'http-error' | 'network-error' | 'bad-json' | 'schema' | 'refusal' | 'empty-reply' | 'slot-not-offered' | 'error';
