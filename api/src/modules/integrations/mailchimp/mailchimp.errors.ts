import { INTEGRATION_MESSAGES, MAILCHIMP_MESSAGES } from '@leadnest/contracts';

import { BadRequestError, ConflictError, ServiceUnavailableError } from '../../../lib/errors.js';

/** No Mailchimp app on this server (MAILCHIMP_CLIENT_ID / MAILCHIMP_CLIENT_SECRET unset): a 4xx the card shows, never a broken popup. */
export class MailchimpNotConfiguredError extends ConflictError {
  constructor() {
    super(INTEGRATION_MESSAGES.notConfigured('Mailchimp'), { code: 'INTEGRATION_NOT_CONFIGURED' });
  }
}

export class MailchimpNotConnectedError extends ConflictError {
  constructor() {
    super(MAILCHIMP_MESSAGES.notConnected, { code: 'MAILCHIMP_NOT_CONNECTED' });
  }
}

export class MailchimpAudienceUnknownError extends BadRequestError {
  constructor() {
    super(MAILCHIMP_MESSAGES.audienceUnknown, { audienceId: MAILCHIMP_MESSAGES.audienceUnknown }, { code: 'MAILCHIMP_AUDIENCE_UNKNOWN' });
  }
}

/** Mailchimp is down, slow, or no longer grants access: said plainly, never a bare 500. */
export class MailchimpUnavailableError extends ServiceUnavailableError {
  constructor(message: string = MAILCHIMP_MESSAGES.unreachable) {
    super(message, { code: 'MAILCHIMP_UNAVAILABLE' });
  }
}
