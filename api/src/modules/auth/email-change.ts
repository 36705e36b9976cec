import { randomBytes } from 'node:crypto';

import { BRAND_NAME } from '@leadnest/brand';

import type { Env } from '../../config/env.js';
import { confirmEmailChange, type EmailChangeResult, setPendingEmailChange } from '../identity/identity.service.js';
import type { Outbox } from '../outbox/outbox.service.js';
import { hashToken } from '../sessions/session.service.js';

/** How long the link to the new address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** Where the link lands: /account, which toasts the outcome and drops the parameter. */
export const EMAIL_CHANGE_REDIRECT = { ok: '/account?email=changed', invalid: '/account?email=invalid', taken: '/account?email=taken' } as const;

type Deps = { env: Pick<Env, 'PUBLIC_BASE_URL'>; outbox: Outbox };

/**
 * Change of email, step one: a single-use link to the new address (which
 * proves the user reads it) and a notice to the current one (so a thief who
 * got into the session cannot move the account away unnoticed). The email
 * itself changes only in step two, when the link is opened.
 */
export async function requestEmailChange(deps: Deps, user: { _id: unknown; email: string; firstName?: string }, newEmail: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await setPendingEmailChange(String(user._id), newEmail, hashToken(token), new Date(Date.now() + EMAIL_CHANGE_TTL_MS));
  const greeting = user.firstName ? `Hi ${user.firstName},` : 'Hi,';
  await deps.outbox.enqueue({
    kind: 'confirm-email-change',
    to: newEmail,
    subject: `Confirm your new ${BRAND_NAME} email address`,
    text: [
      greeting,
      '',
      `Open this link to make ${newEmail} the email address of your ${BRAND_NAME} account:`,
      `${deps.env.PUBLIC_BASE_URL}/api/auth/confirm-email?token=${token}`,
      '',
      'The link works once, for 24 hours. If you did not ask for this, ignore this mail: nothing changes.',
    ].join('\n'),
  });
  await deps.outbox.enqueue({
    kind: 'email-change-requested',
    to: user.email,
    subject: `Your ${BRAND_NAME} email address is being changed`,
    text: [
      greeting,
      '',
      `Someone signed in to your ${BRAND_NAME} account asked to change its email address to ${newEmail}. It changes only when the link we sent there is opened.`,
      '',
      'If this was not you, sign in and change your password now: that signs out every other session.',
    ].join('\n'),
  });
}

/** Step two: the link's token; on success the old address is told the change is done. */
export async function completeEmailChange(deps: Deps, token: string | undefined): Promise<EmailChangeResult> {
  if (!token) return { ok: false, reason: 'invalid' };
  const result = await confirmEmailChange(hashToken(token));
  if (result.ok) {
    await deps.outbox.enqueue({
      kind: 'email-changed',
      to: result.oldEmail,
      subject: `Your ${BRAND_NAME} email address was changed`,
      text: [
        'Hi,',
        '',
        `The email address of your ${BRAND_NAME} account is now ${result.newEmail}; mails no longer come to this address.`,
        '',
        'If this was not you, contact our support at once so we can help you get your account back.',
      ].join('\n'),
    });
  }
  return result;
}
