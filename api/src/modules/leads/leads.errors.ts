import { LEAD_MESSAGES } from '@leadnest/contracts';

import { BadRequestError, NotFoundError } from '../../lib/errors.js';

/** Also for another user's lead: whether it exists is not theirs to know. */
export class LeadNotFoundError extends NotFoundError {
  constructor() {
    super(LEAD_MESSAGES.notFound, { code: 'LEAD_NOT_FOUND' });
  }
}

export class InvalidCursorError extends BadRequestError {
  constructor() {
    super(LEAD_MESSAGES.cursorInvalid, { cursor: LEAD_MESSAGES.cursorInvalid }, { code: 'INVALID_CURSOR' });
  }
}
