import { createHash, timingSafeEqual } from 'node:crypto';

import { ensureUser, type User } from '../agent-settings/profile.service.js';

/**
 * The admin account. The admin signs in with the passcode only, so the
 * account has no password, and its email is not an email address: no sign-up
 * form can ever create or claim it. Its plan is agency so the guarded pages
 * and the AI Phone Receptionist panel (for admin sales calls) are open to it.
 */
export const ADMIN_EMAIL = 'admin';

/**
 * Compares in constant time. Both sides are hashed first, because
 * timingSafeEqual needs equal lengths and comparing lengths directly would
 * reveal the passcode's length.
 */
export function passcodeMatches(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The admin user, created on first use (atomically: two first logins at once still make one). */
export async function adminUser(): Promise<User> {
  return ensureUser(ADMIN_EMAIL, 'admin', { firstName: 'Admin', plan: 'agency', emailVerifiedAt: new Date() });
}
