import { AUTH_MESSAGES } from '@leadnest/contracts';

import { AppError, NotFoundError, UnauthorizedError } from '../../lib/errors.js';

export class UserNotFoundError extends NotFoundError {
  constructor() {
    super('User not found', { code: 'USER_NOT_FOUND' });
  }
}

/** 409 for signup and registration; `fields` lets the form show it beside the email. */
export class EmailTakenError extends AppError {
  constructor() {
    super(409, AUTH_MESSAGES.emailTaken, { code: 'EMAIL_TAKEN', fields: { email: AUTH_MESSAGES.emailTaken } });
  }
}

/** The session points at a user that no longer exists (deleted): the browser is signed out. */
export class SessionUserGoneError extends UnauthorizedError {
  constructor() {
    super('Your session has ended. Please sign in again.', { code: 'SESSION_ENDED' });
  }
}
