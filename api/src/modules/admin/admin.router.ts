import { Router } from '@koa/router';
import { AdminLoginInput, AUTH_MESSAGES, type SignInResponse } from '@leadnest/contracts';
import { FailureLimiter, limitFailures, SIGN_IN_LIMIT } from '../../lib/rate-limit.js';
import { validate, validated } from '../../lib/validate.js';
import { AdminNotConfiguredError, InvalidPasscodeError } from '../auth/auth.errors.js';
import { startSession } from '../sessions/sign-in.js';
import type { ModuleDeps } from '../types.js';
import { toProfile } from '../users/users.dto.js';
import { adminUser, passcodeMatches } from './admin.service.js';

const adminLoginInput = { body: AdminLoginInput };

/**
 * POST /api/admin/login { passcode }: an admin session when the passcode is
 * ADMIN_PASSCODE (503 when it is not set). Limited per IP: there is no email
 * to key on, and a passcode is the one secret every attacker shares.
 */
export function adminRouter({ env }: ModuleDeps): Router {
  const router = new Router({ prefix: '/admin' });
  const limiter = new FailureLimiter(SIGN_IN_LIMIT);

  router.post(
    '/login',
    limitFailures(limiter, { action: 'admin-login', keys: (ctx) => [`ip:${ctx.ip}`] }),
    async (ctx, next) => {
      if (!env.ADMIN_PASSCODE) throw new AdminNotConfiguredError();
      await next();
    },
    validate(adminLoginInput),
    async (ctx) => {
      const { body } = validated(ctx, adminLoginInput);
      if (!passcodeMatches(body.passcode, env.ADMIN_PASSCODE ?? '')) throw new InvalidPasscodeError();
      const admin = await adminUser();
      await startSession(ctx, env, admin);
      const answer: SignInResponse = { success: true, message: AUTH_MESSAGES.adminSucceeded, user: toProfile(admin) };
      ctx.body = answer;
    },
  );

  return router;
}
