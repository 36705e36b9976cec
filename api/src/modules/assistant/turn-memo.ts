import type { HandoffReason } from '@leadnest/assistant-engine';
import type { ConversationStatus } from '@leadnest/contracts';

import type { ActiveScript } from '../ai-scripts/ai-scripts.service.js';

/**
 * What one conversation may keep between its turns while it lasts: a phone
 * call's relay holds one for the call (minutes), so each caller prompt
 * skips reads whose answer does not change within a call.
 * - `scripts`: the agent's active AI scripts, read at the call's first
 *   prompt (an edit during the call applies from the next call);
 * - `leadId`: the lead the last turn stored, so the lead's facts are read
 *   alongside the conversation (read again if the conversation's lead changed).
 * Never the conversation itself: a takeover or an opt-out must be seen by
 * the very next turn.
 */
export interface TurnMemo {
  scripts?: Promise<ActiveScript[]>;
  leadId?: string;
}

/** A turn's reply as soon as it is decided (TurnOptions.onReply). */
export interface TurnReply {
  /** '' when the assistant stays silent (taken over, paused, opted out). */
  reply: string;
  /** The conversation's status once this turn is stored, e.g. 'needs-agent' when it handed off. */
  status: ConversationStatus;
  /** Why this turn handed off, when it did: 'asked' a person was asked for (or the agent's model handed off), 'unsure' a question the assistant cannot answer… */
  handoff?: HandoffReason;
  /** The topic of the question the assistant could not answer and handed to the agent ("the HOA fees"), when that is why. */
  unanswered?: string;
}
