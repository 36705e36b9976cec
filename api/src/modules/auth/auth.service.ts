import type { LoginInput, RegisterInput, SignupInput } from '@leadnest/contracts';
import type { z } from 'zod';

import { createUser as insertUser, type User, withSettings } from '../agent-settings/profile.service.js';
import { EmailTakenError } from '../identity/identity.errors.js';
import { emailTaken, findUserWithCredentials } from '../identity/identity.service.js';
import { InvalidCredentialsError } from './auth.errors.js';
import { refuseCommonPassword } from './common-passwords.js';
import { hashPassword, verifyPassword } from './password.js';

type Signup = z.output<typeof SignupInput>;
type Register = z.output<typeof RegisterInput>;
type Login = z.output<typeof LoginInput>;

const isDuplicateKey = (err: unknown) => (err as { code?: unknown } | null)?.code === 11000;

/** Creates a user, or 409 when the (normalised) email is taken. */
async function createUser(fields: Partial<User> & { email: string; password: string }): Promise<User> {
  const { password, ...rest } = fields;
  refuseCommonPassword(password);
  // Checked before the unique index, which stays the guarantee when two sign-ups race.
  if (await emailTaken(rest.email)) throw new EmailTakenError();
  const passwordHash = await hashPassword(password);
  try {
    return await insertUser({ ...rest, passwordHash });
  } catch (err) {
    if (isDuplicateKey(err)) throw new EmailTakenError();
    throw err;
  }
}

/** POST /api/auth/signup: no plan, so the Upgrade Required card shows until one is chosen on Billing (docs/decisions/0012-plan-tiers-and-inclusions.md). */
export function signup(input: Signup): Promise<User> {
  return createUser({
    email: input.email,
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
    brokerage: input.brokerage ?? undefined,
    serviceArea: input.serviceArea ?? undefined,
    plan: null,
  });
}

/**
 * POST /api/auth/register; the company is the profile's brokerage. In
 * billing-off mode the chosen plan becomes the user's plan
 * (docs/decisions/0012-plan-tiers-and-inclusions.md).
 * When payments go through Stripe (`paid: true`) the account starts with no
 * plan: the chosen one is granted only when its Checkout is paid (the
 * webhook), never by registering.
 */
export function register(input: Register, { paid }: { paid: boolean }): Promise<User> {
  return createUser({
    email: input.email,
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
    brokerage: input.companyName,
    licenseNumber: input.licenseNumber ?? undefined,
    phone: input.phone,
    plan: paid ? null : input.planTier,
  });
}

/** POST /api/auth/login: the user, or 401 with one message whether the email or the password was wrong. */
export async function login(input: Login): Promise<User> {
  const user = await findUserWithCredentials(input.email);
  // verifyPassword spends the same time when there is no user (or no password: the admin).
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new InvalidCredentialsError();
  return withSettings(user);
}
