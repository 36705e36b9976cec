import { CONVERSATION_MESSAGES } from '@leadnest/contracts';

import { ConflictError, NotFoundError } from '../../lib/errors.js';

/** Also for another agent's conversation: whether it exists is not theirs to know. */
export class ConversationNotFoundError extends NotFoundError {
  constructor() {
    super(CONVERSATION_MESSAGES.notFound, { code: 'CONVERSATION_NOT_FOUND' });
  }
}

/** The agent replies by hand only after taking the conversation over (the AI would talk over them). */
export class NotTakenOverError extends ConflictError {
  constructor() {
    super(CONVERSATION_MESSAGES.notTakenOver, { code: 'NOT_TAKEN_OVER' });
  }
}

/** The lead opted out: nothing more may be sent to them (docs/decisions/0009-opt-out-keywords.md). */
export class OptedOutError extends ConflictError {
  constructor() {
    super(CONVERSATION_MESSAGES.optedOut, { code: 'OPTED_OUT' });
  }
}

/** A conversation at MAX_MESSAGES. */
export class ConversationFullError extends ConflictError {
  constructor() {
    super('This conversation is very long; the agent will follow up with you directly.', { code: 'CONVERSATION_FULL' });
  }
}

/** Writes to one conversation kept crossing each other (changeConversation gave up): sending again works. */
export class ConversationBusyError extends ConflictError {
  constructor() {
    super('This conversation is busy. Please send your message again.', { code: 'CONVERSATION_BUSY' });
  }
}
