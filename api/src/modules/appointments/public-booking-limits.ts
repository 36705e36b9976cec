import { TooManyRequestsError } from '../../lib/errors.js';
import { DatabaseLock } from '../../lib/leases.js';
import { type Cap, type CapCheck, RequestCaps } from '../../lib/request-caps.js';
import { AppointmentModel } from './appointment.model.js';
import { mailboxKey } from './mailbox-key.js';

const DAY = 24 * 3600_000;

/**
 * Showings the assistant books for strangers (website chat, texts, calls,
 * Meta messages), per day: per visitor (a conversation), per network and
 * account (website chat: the one channel that knows an IP), and per
 * account. Values and reasons: docs/decisions/0037-public-chat-and-booking-caps.md.
 * On top, one open booking per visitor and per address (hasOpenBooking).
 */
export const PUBLIC_BOOKING_LIMITS = {
  perVisitor: { name: 'booking:visitor', max: 2, windowMs: DAY },
  perNetwork: { name: 'booking:agent-ip', max: 3, windowMs: DAY },
  perAccount: { name: 'booking:agent', max: 20, windowMs: DAY },
} satisfies Record<string, Cap>;

/** Who asks for a showing through a public channel. */
export interface PublicBookingSource {
  /** The account whose assistant books (the showing may go on a team member's calendar). */
  accountId: string;
  /** The conversation it is booked from: one visitor. */
  conversationId: string;
  /** The visitor's network (request-caps.ts clientNetwork), when the channel knows it. */
  network?: string;
}

/** Why the assistant did not book: the lead is told their time is noted and the agent will confirm it. */
export class PublicBookingRefusedError extends Error {
  constructor(readonly reason: 'open-booking' | 'capped') {
    super(`public booking refused: ${reason}`);
  }
}

/** One public booking at a time per account, across API processes: the checks below and the insert never interleave. */
const bookings = new DatabaseLock('public-booking');
const caps = new RequestCaps();

/** A showing still ahead, booked by the assistant on this account, for this visitor or this address. */
async function hasOpenBooking(source: PublicBookingSource, mailbox: string | undefined, now: Date): Promise<boolean> {
  const found = await AppointmentModel.exists({
    'publicBooking.accountId': source.accountId,
    status: 'scheduled',
    scheduledAt: { $gt: now },
    $or: [{ conversationId: source.conversationId }, ...(mailbox ? [{ 'publicBooking.mailbox': mailbox }] : [])],
  });
  return Boolean(found);
}

function checksOf(source: PublicBookingSource): CapCheck[] {
  const message = 'booking';
  return [
    { cap: PUBLIC_BOOKING_LIMITS.perVisitor, key: source.conversationId, message },
    ...(source.network ? [{ cap: PUBLIC_BOOKING_LIMITS.perNetwork, key: `${source.accountId}\n${source.network}`, message }] : []),
    { cap: PUBLIC_BOOKING_LIMITS.perAccount, key: source.accountId, message },
  ];
}

/**
 * Runs `book` (which stores the appointment with this mailbox) if the
 * caps allow it; otherwise throws PublicBookingRefusedError and stores
 * nothing. A booking that fails (the slot was taken meanwhile) gives its
 * counts back.
 */
export function withinPublicBookingLimits<T>(
  source: PublicBookingSource,
  email: string | null | undefined,
  now: Date,
  book: (mailbox: string | null) => Promise<T>,
): Promise<T> {
  const mailbox = mailboxKey(email) ?? null;
  return bookings.run(source.accountId, async () => {
    if (await hasOpenBooking(source, mailbox ?? undefined, now)) throw new PublicBookingRefusedError('open-booking');
    const checks = checksOf(source);
    try {
      await caps.take(checks);
    } catch (err) {
      if (err instanceof TooManyRequestsError) throw new PublicBookingRefusedError('capped');
      throw err;
    }
    try {
      return await book(mailbox);
    } catch (err) {
      await caps.giveBack(checks);
      throw err;
    }
  });
}
