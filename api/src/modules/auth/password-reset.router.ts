import { Router } from '@koa/router';
import { ForgotPasswordInput, type MessageResponse, PASSWORD_RESET_MESSAGES, ResetPasswordInput } from '@leadnest/contracts';
import { z } from 'zod';

import { AppError, BadRequestError } from '../../lib/errors.js';
import { clientNetwork, RequestCaps } from '../../lib/request-caps.js';
import { validate, validated } from '../../lib/validate.js';
import type { ModuleDeps } from '../types.js';
import { isResetLinkUsable, requestPasswordReset, resetPassword } from './password-reset.js';
import { FORGOT_PASSWORD_PER_IP, RESET_LINK_CHECKS_PER_IP, resetMailThrottle } from './password-reset-limits.js';

const forgotInput = { body: ForgotPasswordInput };
const resetInput = { body: ResetPasswordInput };
// In the query, not the path: the request log writes paths, and a live token must not land in it.
const checkInput = { query: z.object({ token: ResetPasswordInput.shape.token }) };

/**
 * POST /api/auth/forgot-password {email}, GET /api/auth/reset-password?token=
 * and POST /api/auth/reset-password {token, password}. Forgot-password
 * answers the same whether the email has an account or not, and whether a
 * mail went out or the address had its share this hour; only the asking IP
 * can be told to wait (password-reset-limits.ts). The GET lets the reset
 * page say at once that a link is used or expired (410) instead of after
 * both passwords are typed; it spends nothing and names no one.
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

  router.get('/reset-password', validate(checkInput), async (ctx) => {
    const { query } = validated(ctx, checkInput);
    await caps.take([{ cap: RESET_LINK_CHECKS_PER_IP, key: clientNetwork(ctx.ip), message: PASSWORD_RESET_MESSAGES.tooMany }]);
    // Used, expired and never issued are one answer: a used link is deleted, so they cannot be told apart anyway.
    if (!(await isResetLinkUsable(query.token))) throw new AppError(410, PASSWORD_RESET_MESSAGES.tokenInvalid, { code: 'RESET_TOKEN_INVALID' });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { valid: true };
  });

  router.post('/reset-password', validate(resetInput), async (ctx) => {
    const { body } = validated(ctx, resetInput);
    if (!(await resetPassword(body.token, body.password)))
      throw new BadRequestError(PASSWORD_RESET_MESSAGES.tokenInvalid, undefined, { code: 'RESET_TOKEN_INVALID' });
    ctx.body = { success: true, message: PASSWORD_RESET_MESSAGES.done } satisfies MessageResponse;
  });

  return router;
}
