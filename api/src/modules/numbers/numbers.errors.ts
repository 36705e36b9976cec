import { PHONE_MESSAGES } from '@leadnest/contracts';

import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';

/** Twilio refused (wrong credentials, a purchase it would not make): its own reason is the message. */
export class TwilioRefusedError extends AppError {
  constructor(reason: string, options: { code?: string; status?: number } = {}) {
    // Twilio's reason is written for the account holder: shown even as a 502 (Twilio, not us, refused).
    super(options.status ?? 400, reason, { code: options.code ?? 'TWILIO_REFUSED', expose: true });
  }
}

/** The agent reads what to do; the log (the cause) names the settings the operator must set. */
export class PlatformNotConfiguredError extends AppError {
  constructor() {
    super(503, PHONE_MESSAGES.platformNotConfigured, {
      code: 'TWILIO_NOT_CONFIGURED',
      expose: true,
      cause: new Error('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are not set: dedicated numbers cannot be bought'),
    });
  }
}

export class PlanRequiredError extends AppError {
  constructor() {
    super(402, PHONE_MESSAGES.planRequired, { code: 'PLAN_REQUIRED' });
  }
}

export class NumberLimitError extends ForbiddenError {
  constructor(allowed: number) {
    super(PHONE_MESSAGES.numberLimit(allowed), { code: 'NUMBER_LIMIT' });
  }
}

/** Another agent's record still holds the number and their Twilio account still has it: 409, nothing stored. */
export class NumberHeldElsewhereError extends ConflictError {
  constructor(phoneNumberForDisplay: string, options: { cause?: unknown } = {}) {
    super(PHONE_MESSAGES.numberHeldElsewhere(phoneNumberForDisplay), { code: 'NUMBER_HELD_ELSEWHERE', ...options });
  }
}

export class PhoneNumberNotFoundError extends NotFoundError {
  constructor() {
    super(PHONE_MESSAGES.numberNotFound, { code: 'PHONE_NUMBER_NOT_FOUND' });
  }
}

/** A webhook whose X-Twilio-Signature does not check out: 403, nothing stored. */
export class BadSignatureError extends ForbiddenError {
  constructor() {
    super('The request is not signed by Twilio.', { code: 'TWILIO_SIGNATURE_INVALID' });
  }
}
