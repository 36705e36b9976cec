import { EventEmitter } from 'node:events';

/**
 * Changes to conversations inside this process: every save of a
 * conversation (the assistant's turn, the agent's reply, a takeover or
 * release) announces itself here, and the agent's open event streams
 * (GET /api/conversations/events) and the needs-a-person alert listen.
 * In one process that is every change; with several API processes a
 * browser also polls (the inbox's fallback), so nothing is missed for long.
 * See docs/decisions/0004-reacting-to-changes.md.
 */
export interface ConversationChange {
  userId: string;
  conversationId: string;
  /** This save moved the conversation to needs-agent: the lead asked for a person. */
  becameNeedsAgent: boolean;
}

const bus = new EventEmitter();
// One listener per open browser tab; there is no sensible cap.
bus.setMaxListeners(0);

export function publishConversationChange(change: ConversationChange): void {
  bus.emit('change', change);
}

/** Subscribes to every change; returns the unsubscribe function. */
export function onConversationChange(listener: (change: ConversationChange) => void): () => void {
  bus.on('change', listener);
  return () => {
    bus.off('change', listener);
  };
}
