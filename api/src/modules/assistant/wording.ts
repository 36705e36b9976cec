import type { ConversationDocument } from '../conversations/conversation.model.js';
import type { AgentSettings } from '../users/agent-settings.js';
import type { RespondOutput } from './engine/index.js';
import type { BookedSlot, Channel } from './engine/types.js';

export interface WordingInput {
  out: RespondOutput;
  agent: AgentSettings;
  channel: Channel;
  conversation: ConversationDocument;
  busy: BookedSlot[];
  now: Date;
  /** The slot the engine just booked, if it did. */
  booked?: string;
}

export interface Wording {
  reply: string;
  via: 'engine' | 'model';
  /** What the model chose to do beyond replying; the engine's choices are in `out`. */
  action: 'reply' | 'book' | 'handoff';
  slot?: string;
}

/** The engine's own words (the model provider is wired in by the provider module). */
export async function wordReply(input: WordingInput): Promise<Wording> {
  return { reply: input.out.reply, via: 'engine', action: 'reply' };
}
