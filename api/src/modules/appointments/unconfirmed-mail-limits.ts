import { TooManyRequestsError } from '../../lib/errors.js';
import { type Cap, RequestCaps } from '../../lib/request-caps.js';

const DAY = 24 * 3600_000;

/**
 * Mail to an address a visitor typed, before anyone showed it is theirs
 * (Appointment.emailConfirmedAt): one mail a day per account and mailbox,
 * three a day per mailbox from all accounts. A stranger who types someone
 * else's address into chats can make us write to them at most that often,
 * and never more than the one mail that asks them to confirm.
 * docs/decisions/0037-public-chat-and-booking-caps.md.
 */
export const UNCONFIRMED_MAIL_LIMITS = {
  perAccountMailbox: { name: 'lead-mail:agent-mailbox', max: 1, windowMs: DAY },
  perMailbox: { name: 'lead-mail:mailbox', max: 3, windowMs: DAY },
} satisfies Record<string, Cap>;

const caps = new RequestCaps();

/** Whether one more mail may go to this unconfirmed mailbox now; counts it when it may. */
export async function mayMailUnconfirmed(accountId: string, mailbox: string): Promise<boolean> {
  try {
    await caps.take([
      { cap: UNCONFIRMED_MAIL_LIMITS.perAccountMailbox, key: `${accountId}\n${mailbox}`, message: 'mail' },
      { cap: UNCONFIRMED_MAIL_LIMITS.perMailbox, key: mailbox, message: 'mail' },
    ]);
    return true;
  } catch (err) {
    if (err instanceof TooManyRequestsError) return false;
    throw err;
  }
}
