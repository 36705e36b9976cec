/**
 * Password rules the API applies beyond the minimum lengths:
 * the 10,000 most common passwords are refused when one is chosen
 * (signup, register, reset, change). The list itself lives on the server
 * only (api/src/modules/auth/common-passwords.ts); the browser shows this
 * message from the server's answer.
 */
export const PASSWORD_MESSAGES = {
  tooCommon: 'This password is one of the 10,000 most common passwords, so it is easy to guess. Please choose another.',
} as const;
