import { DEFAULT_REGISTRATION_PLAN, REGISTRATION_PLAN_TIERS } from '@leadnest/plans';
import { z } from 'zod';

import { emailField, MAX_TEXT, nameField, optionalNameField, optionalText, passwordField, phoneField, strictBody } from './fields';
import { AUTH_MESSAGES as M } from './messages';

/**
 * Request bodies of the sign-in flows (spec part 1 §3 and §7), with the
 * messages of spec part 1 §5. The API validates with these; the forms use
 * the same schemas (or the *Form variants, which add form-only fields).
 */

/** POST /api/auth/login */
export const LoginInput = z.object(
  {
    email: z.string({ error: M.loginMissing }).trim().toLowerCase().min(1, { error: M.loginMissing }).max(254, { error: M.loginFailed }),
    password: passwordField(M.loginMissing, 1, M.loginMissing),
  },
  { error: M.loginMissing },
);
export type LoginInput = z.input<typeof LoginInput>;

/** POST /api/auth/signup: first and last name, email and password required; brokerage and service area optional. */
export const SignupInput = z.object(
  {
    firstName: nameField(M.signupMissing),
    lastName: nameField(M.signupMissing),
    email: emailField(M.signupMissing, M.emailInvalid),
    password: passwordField(M.signupMissing, 6, M.signupPasswordTooShort),
    brokerage: optionalNameField(),
    serviceArea: optionalText(),
  },
  { error: M.signupMissing },
);
export type SignupInput = z.input<typeof SignupInput>;

/**
 * POST /api/auth/register: the payload the registration form sends. A
 * missing planTier is the form's default (professional).
 */
export const RegisterInput = z.object(
  {
    firstName: nameField(M.firstNameRequired),
    lastName: nameField(M.lastNameRequired),
    email: emailField(M.emailInvalid, M.emailInvalid),
    password: passwordField(M.registerPasswordTooShort, 8, M.registerPasswordTooShort),
    companyName: nameField(M.companyNameRequired, MAX_TEXT),
    licenseNumber: optionalText(60),
    phone: phoneField(),
    planTier: z.enum(REGISTRATION_PLAN_TIERS, { error: M.planInvalid }).default(DEFAULT_REGISTRATION_PLAN),
  },
  { error: 'The request body must be a JSON object.' },
);
export type RegisterInput = z.input<typeof RegisterInput>;

/**
 * The registration form: the payload plus confirmPassword and agreeToTerms,
 * which are checked in the browser and never sent (spec part 1 §3). Send
 * `toRegisterPayload(values)`.
 */
export const RegisterForm = RegisterInput.extend({
  confirmPassword: z.string({ error: M.passwordsDontMatch }),
  agreeToTerms: z.literal(true, { error: M.termsRequired }),
}).refine((values) => values.password === values.confirmPassword, {
  path: ['confirmPassword'],
  error: M.passwordsDontMatch,
  // Compare whenever both are text, even if another field is wrong, so the
  // form shows every message at once.
  when: ({ value }) => {
    const v = value as { password?: unknown; confirmPassword?: unknown } | null;
    return typeof v?.password === 'string' && typeof v.confirmPassword === 'string';
  },
});
export type RegisterForm = z.input<typeof RegisterForm>;

/** Drops the form-only fields. */
export function toRegisterPayload(form: RegisterForm): RegisterInput {
  const { confirmPassword: _confirm, agreeToTerms: _terms, ...payload } = form;
  return payload;
}

/** POST /api/admin/login */
export const AdminLoginInput = z.object(
  { passcode: z.string({ error: M.passcodeRequired }).min(1, { error: M.passcodeRequired }).max(256, { error: M.passcodeWrong }) },
  { error: M.passcodeRequired },
);
export type AdminLoginInput = z.input<typeof AdminLoginInput>;

/** GET /api/auth/verify?token= */
export const VerifyEmailQuery = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/)
    .optional()
    .catch(undefined),
});

/** Forgot / reset password. The same answer whether the email has an account or not. */
export const PASSWORD_RESET_MESSAGES = {
  requested: 'If an account exists for that email, we have sent a link to reset its password. The link works for 1 hour.',
  tokenInvalid: 'This reset link is not valid or has expired. Please ask for a new one.',
  done: 'Your password has been reset. Please sign in with your new password.',
  tooMany: 'Too many reset requests. Please wait a while and try again.',
} as const;

export const ForgotPasswordInput = strictBody({
  email: z
    .string({ error: M.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: M.emailInvalid })),
});
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

export const ResetPasswordInput = strictBody({
  token: z
    .string({ error: PASSWORD_RESET_MESSAGES.tokenInvalid })
    .min(20, { error: PASSWORD_RESET_MESSAGES.tokenInvalid })
    .max(200, { error: PASSWORD_RESET_MESSAGES.tokenInvalid }),
  password: z
    .string({ error: M.registerPasswordTooShort })
    .min(8, { error: M.registerPasswordTooShort })
    .max(200, { error: 'Password must be at most 200 characters' }),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;
