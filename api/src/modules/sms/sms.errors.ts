import { AppError } from '../../lib/errors.js';

/** The agent's inbox reply has no number of theirs to go out from (no number the lead wrote to, or it was released): 409, the reply stays stored. */
export class SmsNoNumberError extends AppError {
  constructor() {
    super(409, 'Your reply is saved, but it was not texted: there is no number of yours to text this lead from. Get a number on the AI Phone page.', {
      code: 'SMS_NO_NUMBER',
      expose: true,
    });
  }
}

/** The lead opted out of texts (STOP): the agent's reply is stored, never texted. */
export class SmsOptedOutError extends AppError {
  constructor() {
    super(409, 'Your reply is saved, but it was not texted: this lead has opted out of text messages.', { code: 'SMS_OPTED_OUT', expose: true });
  }
}

/** Twilio did not take the text (a gateway failure, not the agent's input): 502. */
export class SmsNotSentError extends AppError {
  constructor() {
    super(502, 'Your reply is saved, but the text message could not be sent. Please try again.', { code: 'SMS_NOT_SENT', expose: true });
  }
}
