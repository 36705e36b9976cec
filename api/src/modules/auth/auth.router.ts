import { Router } from '@koa/router';
import {
  AUTH_MESSAGES,
  LoginInput,
  type MessageResponse,
  RegisterInput,
  type RegisterResponse,
  type SignInResponse,
  SignupInput,
  VerifyEmailQuery,
} from '@leadnest/contracts';

import { limitAttempts } from '../../lib/attempt-limits.js';
import { validate, validated } from '../../lib/validate.js';
import { toProfile } from '../agent-settings/profile.dto.js';
import { billingModeOf, billingPathFor } from '../billing/billing-mode.js';
import { endSession, startSession } from '../sessions/sign-in.js';
import type { ModuleDeps } from '../types.js';
import { login, register, signup } from './auth.service.js';
import { signInLimits } from './sign-in-limits.js';
import { limitSignupsPerIp } from './signup-limits.js';
import { sendVerificationMail, VERIFIED_REDIRECT, VERIFY_FAILED_REDIRECT, verifyEmailToken } from './verification.js';

const signupInput = { body: SignupInput };
const registerInput = { body: RegisterInput };
const loginInput = { body: LoginInput };
const verifyInput = { query: VerifyEmailQuery };

/**
 * POST /api/auth/signup, /register, /login, /logout and GET /api/auth/verify.
 * The three sign-in routes count failures (sign-in-limits.ts): a lock-out
 * per (IP, email) and per IP with a high bar, and for login a growing delay
 * per email, never a lock-out a stranger could cause. Sign-up and
 * registration also count the accounts one IP makes (signup-limits.ts),
 * first, so a request refused there counts as no failure.
 */
export function authRouter({ env, outbox }: ModuleDeps): Router {
  const router = new Router({ prefix: '/auth' });
  const limited = (action: 'login' | 'signup' | 'register') => limitAttempts(signInLimits(action));
  const accountsPerIp = limitSignupsPerIp(env.SIGNUPS_PER_IP_PER_HOUR);

  router.post('/signup', accountsPerIp, limited('signup'), validate(signupInput), async (ctx) => {
    const { body } = validated(ctx, signupInput);
    const user = await signup(body);
    await startSession(ctx, env, user);
    await sendVerificationMail({ env, outbox }, user);
    const answer: SignInResponse = { success: true, message: AUTH_MESSAGES.signupSucceeded, user: toProfile(user) };
    ctx.status = 201;
    ctx.body = answer;
  });

  router.post('/register', accountsPerIp, limited('register'), validate(registerInput), async (ctx) => {
    const { body } = validated(ctx, registerInput);
    const paid = billingModeOf(env) === 'stripe';
    const user = await register(body, { paid });
    await sendVerificationMail({ env, outbox }, user);
    // No session: the registration screen sends the user to /login (spec part 1 §2); in
    // Stripe mode with the billing page to go on to, where the chosen plan is paid.
    const message = `${AUTH_MESSAGES.registerSucceededTitle} ${AUTH_MESSAGES.registerSucceeded}`;
    const answer: RegisterResponse = paid
      ? { success: true, message: `${message} ${AUTH_MESSAGES.registerPayNext}`, next: billingPathFor(body.planTier) }
      : { success: true, message };
    ctx.status = 201;
    ctx.body = answer;
  });

  router.post('/login', limited('login'), validate(loginInput), async (ctx) => {
    const { body } = validated(ctx, loginInput);
    const user = await login(body);
    await startSession(ctx, env, user);
    const answer: SignInResponse = { success: true, message: AUTH_MESSAGES.loginSucceeded, user: toProfile(user) };
    ctx.body = answer;
  });

  // Signed in or not, the answer is the same: the browser ends up signed out.
  router.post('/logout', async (ctx) => {
    await endSession(ctx, env);
    const answer: MessageResponse = { success: true, message: AUTH_MESSAGES.loggedOut };
    ctx.body = answer;
  });

  // The link in the verification mail: a plain navigation, answered with a redirect to the login page.
  router.get('/verify', validate(verifyInput), async (ctx) => {
    const { query } = validated(ctx, verifyInput);
    const verified = await verifyEmailToken(query.token);
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(verified ? VERIFIED_REDIRECT : VERIFY_FAILED_REDIRECT);
  });

  return router;
}
