import { LEAD_MESSAGES } from '@leadnest/contracts';
import { AppError, BadRequestError, NotFoundError } from '../../lib/errors.js';

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

/**
 * POST /api/leads/{id}/call until the phone module exists. 409: the request
 * is fine, the account is not set up for it; the screen shows
 * 'Setup Required: Configure Twilio in API Settings to enable calling' (§8).
 */
export class CallingNotConfiguredError extends AppError {
  constructor() {
    super(409, LEAD_MESSAGES.callingNotConfigured, { code: 'CALLING_NOT_CONFIGURED' });
  }
}
