import { Router } from '@koa/router';
import { ACCOUNT_MESSAGES, ChangePasswordInput, type MessageResponse } from '@leadnest/contracts';
import { currentUser, requireUser } from '../../lib/auth.js';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors.js';
import { FailureCounter } from '../../lib/failure-counter.js';
import { validate, validated } from '../../lib/validate.js';
import { createOutbox } from '../outbox/outbox.service.js';
import { deleteOtherSessionsOf } from '../sessions/session.service.js';
import type { ModuleDeps } from '../types.js';
import { findUserWithCredentialsById, setPasswordHash } from '../users/users.service.js';
import { SessionUserGoneError } from '../users/users.errors.js';
import { refuseCommonPassword } from './common-passwords.js';
import { hashPassword, verifyPassword } from './password.js';
import { sendVerificationMail } from './verification.js';

const changePasswordInput = { body: ChangePasswordInput };
const QUARTER_HOUR = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Wrong current passwords per account per 15 minutes before 429: a stolen session cannot guess the password at leisure. */
const MAX_WRONG_CURRENT = 5;
/** Verification mails per account per hour. */
const MAX_VERIFICATION_MAILS = 3;

/**
 * The signed-in user's own account (/account, issue 15):
 * POST /api/auth/change-password {currentPassword, newPassword}: the current
 * password is required (a wrong one is 400, not 401, which would read as
 * "signed out"); the new one has the registration's rules and is not one of
 * the most common; every other session of the user ends, this one stays.
 * POST /api/auth/resend-verification: a fresh verification link by mail.
 */
export function accountRouter({ env, logger }: ModuleDeps): Router {
  const router = new Router({ prefix: '/auth' });
  const outbox = createOutbox({ env, logger });
  const wrongCurrent = new FailureCounter('change-password:user', QUARTER_HOUR);
  const verificationMails = new FailureCounter('resend-verification:user', HOUR);

  router.post('/change-password', requireUser, validate(changePasswordInput), async (ctx) => {
    const { body } = validated(ctx, changePasswordInput);
    const session = currentUser(ctx);
    const user = await findUserWithCredentialsById(session.id);
    if (!user) throw new SessionUserGoneError();
    refuseCommonPassword(body.newPassword);
    if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
      const wrong = await wrongCurrent.add(session.id);
      if (wrong.count > MAX_WRONG_CURRENT) throw new TooManyRequestsError(wrong.msLeft / 1000, ACCOUNT_MESSAGES.tooManyAttempts);
      throw new BadRequestError(ACCOUNT_MESSAGES.currentPasswordWrong, { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong }, { code: 'CURRENT_PASSWORD_WRONG' });
    }
    await wrongCurrent.clear(session.id);
    await setPasswordHash(session.id, await hashPassword(body.newPassword));
    await deleteOtherSessionsOf(session.id, session.sessionId);
    ctx.body = { success: true, message: ACCOUNT_MESSAGES.passwordChanged } satisfies MessageResponse;
  });

  router.post('/resend-verification', requireUser, async (ctx) => {
    const session = currentUser(ctx);
    const user = await findUserWithCredentialsById(session.id);
    if (!user) throw new SessionUserGoneError();
    if (user.emailVerifiedAt) throw new BadRequestError(ACCOUNT_MESSAGES.alreadyVerified, undefined, { code: 'ALREADY_VERIFIED' });
    const sent = await verificationMails.add(session.id);
    if (sent.count > MAX_VERIFICATION_MAILS) throw new TooManyRequestsError(sent.msLeft / 1000, ACCOUNT_MESSAGES.tooManyMails);
    await sendVerificationMail({ env, outbox }, user);
    ctx.body = { success: true, message: ACCOUNT_MESSAGES.verificationSent } satisfies MessageResponse;
  });

  return router;
}
