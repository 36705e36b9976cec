import { Router } from '@koa/router';
import { ForgotPasswordInput, type MessageResponse, PASSWORD_RESET_MESSAGES, ResetPasswordInput } from '@leadnest/contracts';
import type { Context } from 'koa';

import { hashed } from '../../lib/attempt-limits.js';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors.js';
import { FailureCounter } from '../../lib/failure-counter.js';
import { validate, validated } from '../../lib/validate.js';
import type { ModuleDeps } from '../types.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';

const forgotInput = { body: ForgotPasswordInput };
const resetInput = { body: ResetPasswordInput };
const HOUR = 60 * 60 * 1000;

/**
 * POST /api/auth/forgot-password {email} and POST /api/auth/reset-password
 * {token, password}. Forgot-password answers the same whether
 * the email has an account or not, and is limited (every request counts,
 * since every request sends a mail): 3 an hour per email, 20 an hour per IP.
 */
export function passwordResetRouter({ env, outbox }: ModuleDeps): Router {
  const router = new Router({ prefix: '/auth' });
  const perEmail = new FailureCounter('forgot-password:email', HOUR);
  const perIp = new FailureCounter('forgot-password:ip', HOUR);

  async function limit(ctx: Context, email: string): Promise<void> {
    const [byEmail, byIp] = await Promise.all([perEmail.add(hashed(email)), perIp.add(hashed(ctx.ip))]);
    const over = [byEmail.count > 3 ? byEmail : undefined, byIp.count > 20 ? byIp : undefined].filter(Boolean);
    if (over.length) throw new TooManyRequestsError(Math.max(...over.map((count) => (count?.msLeft ?? HOUR) / 1000)), PASSWORD_RESET_MESSAGES.tooMany);
  }

  router.post('/forgot-password', validate(forgotInput), async (ctx) => {
    const { body } = validated(ctx, forgotInput);
    await limit(ctx, body.email);
    await requestPasswordReset({ env, outbox }, body.email);
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
