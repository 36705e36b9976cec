import { AppError } from '../../../../lib/errors.js';

/*
 * The agent's inbox reply to a Messenger or Instagram conversation is
 * stored before it is sent; these say why it did not go out (codes in
 * packages/contracts REPLY_SAVED_CODES, so the inbox does not offer to send it again).
 */

/** Meta's window (docs/decisions/0035-meta-direct-messages.md): past 24 hours one tagged reply within 7 days, then nothing until the person writes. */
export class MetaWindowClosedError extends AppError {
  constructor(reason: 'expired' | 'used') {
    super(
      409,
      reason === 'used'
        ? 'Your reply is saved, but it was not sent: more than 24 hours have passed since this person last wrote, and Meta allows only one reply after that. It will go through once they write again.'
        : 'Your reply is saved, but it was not sent: more than 7 days have passed since this person last wrote, and Meta allows no reply after that. It will go through once they write again.',
      { code: 'META_WINDOW_CLOSED', expose: true },
    );
  }
}

/** The page is no longer connected (Disconnect, or not shared on the last connect). */
export class MetaNotConnectedError extends AppError {
  constructor() {
    super(409, 'Your reply is saved, but it was not sent: this Facebook page is no longer connected. Connect it again on the API Settings page.', {
      code: 'META_NOT_CONNECTED',
      expose: true,
    });
  }
}

/** Meta refused the page's token (expired, permission removed). */
export class MetaNeedsReconnectError extends AppError {
  constructor() {
    super(409, 'Your reply is saved, but it was not sent: Facebook needs you to reconnect this page. Connect it again on the API Settings page.', {
      code: 'META_NEEDS_RECONNECT',
      expose: true,
    });
  }
}

/** Meta did not take the message for another reason (a gateway failure, not the agent's input): 502. */
export class MetaNotSentError extends AppError {
  constructor() {
    super(502, 'Your reply is saved, but Meta did not accept it. Please try again in a moment.', { code: 'META_NOT_SENT', expose: true });
  }
}
