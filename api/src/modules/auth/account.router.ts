import { Router } from '@koa/router';
import { ACCOUNT_MESSAGES, ChangeEmailInput, ChangePasswordInput, ConfirmEmailQuery, type MessageResponse } from '@leadnest/contracts';

import { currentUser, requireUser } from '../../lib/auth.js';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors.js';
import { FailureCounter } from '../../lib/failure-counter.js';
import { validate, validated } from '../../lib/validate.js';
import { type User, withSettings } from '../agent-settings/profile.service.js';
import { declareAccess } from '../billing/route-access.js';
import { EmailTakenError, SessionUserGoneError } from '../identity/identity.errors.js';
import { type Account, emailTaken, findUserWithCredentialsById, setPasswordHash } from '../identity/identity.service.js';
import { deleteOtherSessionsOf } from '../sessions/session.service.js';
import type { ModuleDeps } from '../types.js';
import { accountMailsPerIp, limitAccountChangesPerIp } from './account-limits.js';
import { refuseCommonPassword } from './common-passwords.js';
import { completeEmailChange, EMAIL_CHANGE_REDIRECT, requestEmailChange } from './email-change.js';
import { hashPassword, verifyPassword } from './password.js';
import { sendVerificationMail } from './verification.js';

const changePasswordInput = { body: ChangePasswordInput };
const changeEmailInput = { body: ChangeEmailInput };
const confirmEmailInput = { query: ConfirmEmailQuery };
const QUARTER_HOUR = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Wrong current passwords per account per 15 minutes before 429: a stolen session cannot guess the password at leisure. */
const MAX_WRONG_CURRENT = 5;
/** Verification mails per account per hour. */
const MAX_VERIFICATION_MAILS = 3;

/**
 * The signed-in user's own account (/account):
 * POST /api/auth/change-password {currentPassword, newPassword}: the current
 * password is required (a wrong one is 400, not 401, which would read as
 * "signed out"); the new one has the registration's rules and is not one of
 * the most common; every other session of the user ends, this one stays.
 * POST /api/auth/resend-verification: a fresh verification link by mail.
 * POST /api/auth/change-email {newEmail, currentPassword}: a link to the new
 * address (the email changes only when it is opened, GET
 * /api/auth/confirm-email?token=) and a notice to the current one.
 * Besides the per-account limits below, failed changes and mails sent are
 * limited per client IP (account-limits.ts).
 */
export function accountRouter({ env, outbox }: ModuleDeps): Router {
  const router = new Router({ prefix: '/auth' });
  const wrongCurrent = new FailureCounter('change-password:user', QUARTER_HOUR);
  const verificationMails = new FailureCounter('resend-verification:user', HOUR);
  const perIp = limitAccountChangesPerIp();
  const mailPerIp = accountMailsPerIp();

  /** The signed-in user, once `currentPassword` is proven theirs (wrong ones counted per account). */
  async function provenUser(userId: string, currentPassword: string, beforeCheck: (user: Account) => void = () => undefined): Promise<User> {
    const user = await findUserWithCredentialsById(userId);
    if (!user) throw new SessionUserGoneError();
    beforeCheck(user);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      const wrong = await wrongCurrent.add(userId);
      if (wrong.count > MAX_WRONG_CURRENT) throw new TooManyRequestsError(wrong.msLeft / 1000, ACCOUNT_MESSAGES.tooManyAttempts);
      throw new BadRequestError(
        ACCOUNT_MESSAGES.currentPasswordWrong,
        { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong },
        { code: 'CURRENT_PASSWORD_WRONG' },
      );
    }
    await wrongCurrent.clear(userId);
    return withSettings(user);
  }

  router.post('/change-password', requireUser, perIp, validate(changePasswordInput), async (ctx) => {
    const { body } = validated(ctx, changePasswordInput);
    const session = currentUser(ctx);
    await provenUser(session.id, body.currentPassword, () => refuseCommonPassword(body.newPassword));
    await setPasswordHash(session.id, await hashPassword(body.newPassword));
    await deleteOtherSessionsOf(session.id, session.sessionId);
    ctx.body = { success: true, message: ACCOUNT_MESSAGES.passwordChanged } satisfies MessageResponse;
  });

  router.post('/resend-verification', requireUser, async (ctx) => {
    const session = currentUser(ctx);
    const user = await findUserWithCredentialsById(session.id);
    if (!user) throw new SessionUserGoneError();
    if (user.emailVerifiedAt) throw new BadRequestError(ACCOUNT_MESSAGES.alreadyVerified, undefined, { code: 'ALREADY_VERIFIED' });
    await mailPerIp(ctx);
    const sent = await verificationMails.add(session.id);
    if (sent.count > MAX_VERIFICATION_MAILS) throw new TooManyRequestsError(sent.msLeft / 1000, ACCOUNT_MESSAGES.tooManyMails);
    await sendVerificationMail({ env, outbox }, await withSettings(user));
    ctx.body = { success: true, message: ACCOUNT_MESSAGES.verificationSent } satisfies MessageResponse;
  });

  router.post('/change-email', requireUser, perIp, validate(changeEmailInput), async (ctx) => {
    const { body } = validated(ctx, changeEmailInput);
    const session = currentUser(ctx);
    const user = await provenUser(session.id, body.currentPassword, (found) => {
      if (found.email === body.newEmail)
        throw new BadRequestError(ACCOUNT_MESSAGES.emailSame, { newEmail: ACCOUNT_MESSAGES.emailSame }, { code: 'EMAIL_SAME' });
    });
    if (await emailTaken(body.newEmail)) throw new EmailTakenError();
    await mailPerIp(ctx);
    const sent = await verificationMails.add(session.id);
    if (sent.count > MAX_VERIFICATION_MAILS) throw new TooManyRequestsError(sent.msLeft / 1000, ACCOUNT_MESSAGES.tooManyMails);
    await requestEmailChange({ env, outbox }, user, body.newEmail);
    ctx.body = { success: true, message: ACCOUNT_MESSAGES.emailChangeSent } satisfies MessageResponse;
  });

  // The link in the mail to the new address: a plain navigation, answered with a redirect to /account.
  router.get('/confirm-email', validate(confirmEmailInput), async (ctx) => {
    const { query } = validated(ctx, confirmEmailInput);
    const result = await completeEmailChange({ env, outbox }, query.token);
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(result.ok ? EMAIL_CHANGE_REDIRECT.ok : EMAIL_CHANGE_REDIRECT[result.reason]);
  });

  return declareAccess(router, { default: 'signedIn', routes: { 'GET /auth/confirm-email': 'public' } });
}
