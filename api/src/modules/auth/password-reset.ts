import { randomBytes } from 'node:crypto';

import { BRAND_NAME } from '@leadnest/brand';

import type { Env } from '../../config/env.js';
import { withSettings } from '../agent-settings/profile.service.js';
import { findUserWithCredentials, setPasswordHash } from '../identity/identity.service.js';
import type { Outbox } from '../outbox/outbox.service.js';
import { deleteSessionsOf, hashToken } from '../sessions/session.service.js';
import { refuseCommonPassword } from './common-passwords.js';
import { hashPassword } from './password.js';
import { PasswordResetLinkModel } from './password-reset-link.model.js';

/** How long a reset link works (1 hour). */
export const RESET_TTL_MS = 60 * 60 * 1000;

/** Whether one more reset mail may go to this address now (counts it when so); see password-reset-limits.ts. */
export interface ResetMailThrottle {
  allow(email: string): Promise<boolean>;
}

/**
 * Forgot password: for an account with a password, a fresh single-use link
 * (its token stored hashed, beside the links the account already has: a
 * new request never voids one) mailed through the outbox, unless the
 * address already got its share of reset mails this hour; then nothing is
 * sent, and the links of those mails still work
 * (docs/decisions/0036-public-form-caps.md). For an unknown email nothing
 * happens. The caller answers the same in every case, so the form tells
 * no one who has an account or how often it was asked.
 */
export async function requestPasswordReset(
  deps: { env: Pick<Env, 'PUBLIC_BASE_URL'>; outbox: Outbox; mails: ResetMailThrottle },
  email: string,
  now = new Date(),
): Promise<void> {
  const account = await findUserWithCredentials(email);
  if (!account?.passwordHash) return;
  if (!(await deps.mails.allow(account.email))) return;
  const user = await withSettings(account);
  const token = randomBytes(32).toString('base64url');
  await PasswordResetLinkModel.create({ tokenHash: hashToken(token), userId: user._id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_TTL_MS) });
  await deps.outbox.enqueue({
    kind: 'reset-password',
    to: user.email,
    subject: `Reset your ${BRAND_NAME} password`,
    text: [
      user.firstName ? `Hi ${user.firstName},` : 'Hi,',
      '',
      `Someone (we hope you) asked to reset the password of your ${BRAND_NAME} account. Open this link to choose a new one:`,
      `${deps.env.PUBLIC_BASE_URL}/reset-password?token=${token}`,
      '',
      'The link works once, for 1 hour; asking for another link does not cancel it. If you did not ask, ignore this mail: your password stays as it is.',
    ].join('\n'),
  });
}

/** Whether a token is a link that would still reset a password now; reads only (the link stays usable). */
export async function isResetLinkUsable(token: string, now = new Date()): Promise<boolean> {
  return (await PasswordResetLinkModel.exists({ tokenHash: hashToken(token), expiresAt: { $gt: now } })) !== null;
}

/**
 * Sets the new password for a valid link: the link is spent in one atomic
 * delete (a second use finds nothing), every other link of the account goes
 * with it, then the password changes and every session of the user ends:
 * whoever knew the old password is signed out. False for an unknown, used
 * or expired token; 400 PASSWORD_TOO_COMMON for a common password.
 */
export async function resetPassword(token: string, password: string, now = new Date()): Promise<boolean> {
  // Before the link is spent: a refused password leaves it usable for a better one.
  refuseCommonPassword(password);
  const passwordHash = await hashPassword(password);
  const link = await PasswordResetLinkModel.findOneAndDelete({ tokenHash: hashToken(token), expiresAt: { $gt: now } }, { projection: { userId: 1 } }).lean();
  if (!link) return false;
  // The other links first: should the process stop here, the owner asks again; the other way round, old links would outlive the reset.
  await PasswordResetLinkModel.deleteMany({ userId: link.userId });
  const userId = String(link.userId);
  await setPasswordHash(userId, passwordHash);
  await deleteSessionsOf(userId);
  return true;
}
