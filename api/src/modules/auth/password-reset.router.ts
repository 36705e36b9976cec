import { Router } from '@koa/router';
import { ForgotPasswordInput, type MessageResponse, PASSWORD_RESET_MESSAGES, ResetPasswordInput } from '@leadnest/contracts';

import { BadRequestError } from '../../lib/errors.js';
import { clientNetwork, RequestCaps } from '../../lib/request-caps.js';
import { validate, validated } from '../../lib/validate.js';
import type { ModuleDeps } from '../types.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { FORGOT_PASSWORD_PER_IP, resetMailThrottle } from './password-reset-limits.js';

const forgotInput = { body: ForgotPasswordInput };
const resetInput = { body: ResetPasswordInput };

/**
 * POST /api/auth/forgot-password {email} and POST /api/auth/reset-password
 * {token, password}. Forgot-password answers the same whether the email
 * has an account or not, and whether a mail went out or the address had
 * its share this hour; only the asking IP can be told to wait
 * (password-reset-limits.ts).
 */
export function passwordResetRouter({ env, outbox }: ModuleDeps): Router {
  const router = new Router({ prefix: '/auth' });
  const caps = new RequestCaps();
  const mails = resetMailThrottle();

  router.post('/forgot-password', validate(forgotInput), async (ctx) => {
    const { body } = validated(ctx, forgotInput);
    await caps.take([{ cap: FORGOT_PASSWORD_PER_IP, key: clientNetwork(ctx.ip), message: PASSWORD_RESET_MESSAGES.tooMany }]);
    await requestPasswordReset({ env, outbox, mails }, body.email);
    ctx.body = { success: true, message: PASSWORD_RESET_MESSAGES.requested } satisfies MessageResponse;
  });

  router.post('/reset-password', validate(resetInput), async (ctx) => {
    const { body } = validated(ctx, resetInput);
    if (!(await resetPassword(body.token, body.password)))
      throw new BadRequestError(PASSWORD_RESET_MESSAGES.tokenInvalid, undefined, { code: 'RESET_TOKEN_INVALID' });
    ctx.body = { success: true, message: PASSWORD_RESET_MESSAGES.done } satisfies MessageResponse;
  });

  return router;
}
