import { AUTH_MESSAGES, PASSWORD_MESSAGES } from '@leadnest/contracts';

import { BadRequestError, ServiceUnavailableError, UnauthorizedError } from '../../lib/errors.js';

/** Wrong password or unknown email: one message for both, so it does not tell who has an account. */
export class InvalidCredentialsError extends UnauthorizedError {
  constructor() {
    super(AUTH_MESSAGES.loginFailed, { code: 'INVALID_CREDENTIALS' });
  }
}

export class InvalidPasscodeError extends UnauthorizedError {
  constructor() {
    super(AUTH_MESSAGES.passcodeWrong, { code: 'INVALID_PASSCODE' });
  }
}

/** ADMIN_PASSCODE is not set: admin login is off (docs/decisions/0005-sessions-and-auth.md). */
export class AdminNotConfiguredError extends ServiceUnavailableError {
  constructor() {
    super(AUTH_MESSAGES.adminNotConfigured, { code: 'ADMIN_NOT_CONFIGURED' });
  }
}

/** A new password that is one of the 10,000 most common (common-passwords.ts); the message names the field. */
export class PasswordTooCommonError extends BadRequestError {
  constructor() {
    super(PASSWORD_MESSAGES.tooCommon, { password: PASSWORD_MESSAGES.tooCommon }, { code: 'PASSWORD_TOO_COMMON' });
  }
}
