/**
 * The user-facing texts of the accounts flows. The validation messages are
 * the specification's, word for word (spec part 1 §5); the rest are ours
 * where the specification is silent. The server sends them and the forms
 * show them, so both import them from here.
 */
export const AUTH_MESSAGES = {
  // Login (spec part 1 §5).
  loginMissing: 'Please enter both email and password.',
  loginFailed: 'Invalid email or password. Please try again.',
  loginSucceeded: 'Login successful',

  // Signup (spec part 1 §5).
  signupMissing: 'Please fill in all required fields.',
  signupPasswordTooShort: 'Password must be at least 6 characters long.',
  signupSucceeded: 'Account created successfully',

  // Registration (spec part 1 §5, the table).
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Please enter a valid email',
  registerPasswordTooShort: 'Password must be at least 8 characters',
  passwordsDontMatch: "Passwords don't match",
  companyNameRequired: 'Company name is required',
  phoneInvalid: 'Please enter a valid phone number',
  planInvalid: 'Please choose a plan: professional, enterprise or agency',
  termsRequired: 'You must agree to the terms',
  registerSucceededTitle: 'Registration Successful!',
  registerSucceeded: 'Please check your email to verify your account.',
  /** Stripe mode: the plan is paid after signing in. */
  registerPayNext: 'Sign in to pay for your plan and start using it.',

  // Both signup and registration.
  emailTaken: 'An account with this email already exists. Please sign in instead.',

  // Admin login (spec part 1 §5 and §8).
  passcodeRequired: 'Please enter the admin passcode.',
  passcodeWrong: 'Invalid admin passcode',
  adminNotConfigured: 'Admin login is not configured',
  adminSucceeded: 'Admin Login Successful',

  // Logout (spec part 1 §4).
  loggedOut: "You've been successfully logged out.",

  // Limits.
  tooLong: 'This is too long.',
} as const;

/** A 429's wait in words: "a minute", "15 minutes", "an hour". */
export function waitInWords(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  if (minutes <= 1) return 'a minute';
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

/** "Too many attempts…" with the wait in words, for the 429 answers of the sign-in forms. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please try again in ${waitInWords(retryAfterSeconds)}.`;
}

/** "Too many mails requested…" with the wait in words (the account's mails, limited per network). */
export function tooManyMailsMessage(retryAfterSeconds: number): string {
  return `Too many mails requested. Please try again in ${waitInWords(retryAfterSeconds)}.`;
}
