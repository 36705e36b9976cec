import { Router } from '@koa/router';
import { AdminLoginInput, AUTH_MESSAGES, type SignInResponse } from '@leadnest/contracts';
import type { Context } from 'koa';

import { limitAttempts } from '../../lib/attempt-limits.js';
import { validate, validated } from '../../lib/validate.js';
import { toProfile } from '../agent-settings/profile.dto.js';
import { AdminNotConfiguredError, InvalidPasscodeError } from '../auth/auth.errors.js';
import { declareAccess } from '../billing/route-access.js';
import { startSession } from '../sessions/sign-in.js';
import type { ModuleDeps } from '../types.js';
import { adminUser, passcodeMatches } from './admin.service.js';
import { ADMIN_LIMITS } from './admin-limits.js';

const adminLoginInput = { body: AdminLoginInput };

/**
 * POST /api/admin/login { passcode }: an admin session when the passcode is
 * ADMIN_PASSCODE (503 when it is not set; at least 16 characters, env.ts).
 * Limited per IP and for all IPs together (admin-limits.ts), and every
 * failed attempt is logged at warn: it is the one secret every attacker shares.
 */
export function adminRouter({ env, logger }: ModuleDeps): Router {
  const router = new Router({ prefix: '/admin' });
  const onFailure = (ctx: Context, status: number) => logger.warn({ ip: ctx.ip, status, requestId: ctx.state.requestId }, 'admin login failed');

  router.post(
    '/login',
    limitAttempts({ ...ADMIN_LIMITS, onFailure }),
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

  return declareAccess(router, { default: 'public' });
}
