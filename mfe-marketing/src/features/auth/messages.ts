import { AUTH_MESSAGES, PASSWORD_RESET_MESSAGES } from '@leadnest/contracts';

/**
 * The toasts of the sign-in screens, word for word from spec part 1 §5 and
 * §8. Descriptions that are validation messages come from AUTH_MESSAGES (the
 * same texts the API sends); the verification toasts are ours (the spec is
 * silent: the API's verify link lands on /login?verified=1 or =0).
 */
export const AUTH_TOASTS = {
  missingTitle: 'Missing Information',
  loginMissing: AUTH_MESSAGES.loginMissing,
  loginFailedTitle: 'Login Failed',
  loginFailed: AUTH_MESSAGES.loginFailed,
  signupMissing: AUTH_MESSAGES.signupMissing,
  passwordTooShortTitle: 'Password Too Short',
  signupPasswordTooShort: AUTH_MESSAGES.signupPasswordTooShort,
  invalidEmailTitle: 'Invalid Email',
  signupFailedTitle: 'Signup Failed',
  signupFailed: 'Failed to create account. Please try again.',
  // Signup signs in at once and mails a verification link (the API's verification.ts); the spec is silent on its words.
  signupSucceededTitle: 'Account Created',
  signupPrefilled: 'We filled in what you gave on the pricing page: choose a password to create your account.',
  registerSucceededTitle: AUTH_MESSAGES.registerSucceededTitle,
  registerSucceeded: AUTH_MESSAGES.registerSucceeded,
  registerPayNext: AUTH_MESSAGES.registerPayNext,
  registerFailedTitle: 'Registration Failed',
  registerFailed: 'Something went wrong. Please try again.',
  adminFailed: AUTH_MESSAGES.passcodeWrong,
  adminErrorTitle: 'Login Error',
  adminError: 'Failed to authenticate. Please try again.',
  adminSucceededTitle: AUTH_MESSAGES.adminSucceeded,
  verifiedTitle: 'Email Verified',
  verified: 'Your email has been verified. You can now sign in.',
  verifyFailedTitle: 'Verification Failed',
  verifyFailed: 'This verification link is invalid or has expired.',
  // Forgot / reset password (the spec is silent): the descriptions are the API's own messages.
  resetRequestFailedTitle: 'Request Failed',
  resetRequestFailed: 'Could not send the reset link. Please try again.',
  resetFailedTitle: 'Reset Failed',
  resetFailed: 'Could not reset your password. Please try again.',
  resetDoneTitle: 'Password Reset',
  resetDone: PASSWORD_RESET_MESSAGES.done,
  passwordsDontMatch: AUTH_MESSAGES.passwordsDontMatch,
} as const;

/** The signup confirmation's body: where the verification mail went. */
export function signupCheckEmail(email: string): string {
  return `We sent a confirmation email to ${email}. Open its link to confirm your address.`;
}
