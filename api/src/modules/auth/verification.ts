import { randomBytes } from 'node:crypto';

import { BRAND_NAME } from '@leadnest/brand';
import type { Types } from 'mongoose';

import type { Env } from '../../config/env.js';
import { setUserToken, spendUserToken } from '../identity/identity.service.js';
import type { Outbox } from '../outbox/outbox.service.js';
import { hashToken } from '../sessions/session.service.js';

/** How long a verification link works. */
export const VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Where the link lands: the login page, which shows a toast for `verified=1` (or `0`: invalid or expired link). */
export const VERIFIED_REDIRECT = '/login?verified=1';
export const VERIFY_FAILED_REDIRECT = '/login?verified=0';

/**
 * Gives the user a fresh verification token (stored hashed) and queues the
 * mail with its link (verification mails go to the outbox:
 * docs/decisions/0021-mail-outbox.md).
 */
export async function sendVerificationMail(
  deps: { env: Pick<Env, 'PUBLIC_BASE_URL'>; outbox: Outbox },
  user: { _id: Types.ObjectId; email: string; firstName?: string },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await setUserToken(user._id, 'emailVerification', hashToken(token), new Date(Date.now() + VERIFICATION_TTL_MS));
  const link = `${deps.env.PUBLIC_BASE_URL}/api/auth/verify?token=${token}`;
  const greeting = user.firstName ? `Hi ${user.firstName},` : 'Hi,';
  await deps.outbox.enqueue({
    kind: 'verify-email',
    to: user.email,
    subject: `Verify your ${BRAND_NAME} email address`,
    text: [
      greeting,
      '',
      `Please confirm your email address for ${BRAND_NAME} by opening this link:`,
      link,
      '',
      'The link works for 7 days. If you did not create an account, you can ignore this mail.',
    ].join('\n'),
  });
}

/** Marks the email of the token's user verified; false for an unknown, used or expired token. */
export async function verifyEmailToken(token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const now = new Date();
  return (await spendUserToken('emailVerification', hashToken(token), { emailVerifiedAt: now }, now)) !== undefined;
}
