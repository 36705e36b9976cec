import { randomBytes } from 'node:crypto';

import { BRAND_NAME } from '@leadnest/brand';

import type { Env } from '../../config/env.js';
import { withSettings } from '../agent-settings/profile.service.js';
import { findUserWithCredentials, setUserToken, spendUserToken } from '../identity/identity.service.js';
import type { Outbox } from '../outbox/outbox.service.js';
import { deleteSessionsOf, hashToken } from '../sessions/session.service.js';
import { refuseCommonPassword } from './common-passwords.js';
import { hashPassword } from './password.js';

/** How long a reset link works (1 hour). */
export const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Forgot password: for an account with a password, a fresh single-use token
 * (stored hashed; a newer request replaces an older link) and a mail with
 * the link through the outbox. For an unknown email nothing happens; the
 * caller answers the same either way, so the form tells no one who has an account.
 */
export async function requestPasswordReset(deps: { env: Pick<Env, 'PUBLIC_BASE_URL'>; outbox: Outbox }, email: string, now = new Date()): Promise<void> {
  const account = await findUserWithCredentials(email);
  if (!account?.passwordHash) return;
  const user = await withSettings(account);
  const token = randomBytes(32).toString('base64url');
  await setUserToken(user._id, 'passwordReset', hashToken(token), new Date(now.getTime() + RESET_TTL_MS));
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
      'The link works once, for 1 hour. If you did not ask, ignore this mail: your password stays as it is.',
    ].join('\n'),
  });
}

/**
 * Sets the new password for a valid token, in one update that also spends
 * the token (a second use finds nothing), then ends every session of the
 * user: whoever knew the old password is signed out. False for an unknown,
 * used or expired token; 400 PASSWORD_TOO_COMMON for a common password.
 */
export async function resetPassword(token: string, password: string, now = new Date()): Promise<boolean> {
  // Before the token is spent: a refused password leaves the link usable for a better one.
  refuseCommonPassword(password);
  const passwordHash = await hashPassword(password);
  const userId = await spendUserToken('passwordReset', hashToken(token), { passwordHash }, now);
  if (!userId) return false;
  await deleteSessionsOf(userId);
  return true;
}
