import { z } from 'zod';

import { emailField, passwordField, strictBody } from './fields';
import { AUTH_MESSAGES as M } from './messages';

/**
 * /account: change password and resend verification. A new
 * password has the registration's minimum (8); the server also refuses the
 * 10,000 most common (PASSWORD_MESSAGES.tooCommon).
 */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is incorrect.',
  newPasswordSame: 'Your new password must be different from your current one.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  tooManyAttempts: 'Too many wrong passwords. Please wait a while and try again.',
  verificationSent: 'We have sent a new verification link to your email address.',
  alreadyVerified: 'Your email address is already verified.',
  tooManyMails: 'Too many mails requested. Please wait a while and try again.',
  emailSame: 'That is already your email address.',
  emailChangeSent: 'We have sent a confirmation link to your new address. Your email changes when you open it.',
  emailChanged: 'Your email address has been changed.',
  emailChangeInvalid: 'This confirmation link is not valid or has expired. Please change your email again.',
  emailChangeTaken: 'Another account now uses that email address, so it was not changed.',
} as const;

/** POST /api/auth/change-password */
export const ChangePasswordInput = strictBody({
  currentPassword: passwordField(ACCOUNT_MESSAGES.currentPasswordRequired, 1, ACCOUNT_MESSAGES.currentPasswordRequired),
  newPassword: passwordField(M.registerPasswordTooShort, 8, M.registerPasswordTooShort),
}).refine((value) => value.currentPassword !== value.newPassword, { path: ['newPassword'], error: ACCOUNT_MESSAGES.newPasswordSame });
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>;

/** POST /api/auth/change-email: the new address gets a link; the email changes only when it is opened. */
export const ChangeEmailInput = strictBody({
  newEmail: emailField(M.emailInvalid, M.emailInvalid),
  currentPassword: passwordField(ACCOUNT_MESSAGES.currentPasswordRequired, 1, ACCOUNT_MESSAGES.currentPasswordRequired),
});
export type ChangeEmailInput = z.input<typeof ChangeEmailInput>;

/** GET /api/auth/confirm-email?token= (the link in the mail to the new address). */
export const ConfirmEmailQuery = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/)
    .optional()
    .catch(undefined),
});

let zones: ReadonlySet<string> | undefined;

/** Every IANA time zone this runtime knows (Intl.supportedValuesOf), plus UTC, which some runtimes list only as an alias. */
export function timeZoneNames(): string[] {
  return [...(zones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]))].sort();
}

/**
 * Whether `value` is an IANA zone name: one of timeZoneNames(), or another
 * name the runtime resolves (ICU lists some zones by their older name,
 * Asia/Katmandu for Asia/Kathmandu, and accepts both). Offsets (+05:00) are
 * not zones: they ignore daylight saving time.
 */
export function isTimeZone(value: string): boolean {
  if (!zones) timeZoneNames();
  if (zones!.has(value)) return true;
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
export const TIME_ZONE_INVALID = 'Please choose a time zone from the list.';
