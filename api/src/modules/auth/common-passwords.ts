import { dictionary } from '@zxcvbn-ts/language-common';

import { PasswordTooCommonError } from './auth.errors.js';

/**
 * How many of the most common passwords are refused. The list is
 * zxcvbn-ts's common-passwords dictionary (MIT, maintained; ranked by how
 * often each password appears in breach corpora, most common first, all
 * lower case), of which we take the top 10,000. It is server-only: the
 * browser never downloads it, it only shows the server's message.
 */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: ReadonlySet<string> | undefined;

/** The set, built once on first use (about 10,000 short strings, well under a megabyte). */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return common;
}

/** True for one of the 10,000 most common passwords, whatever its letter case ("Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Throws 400 PASSWORD_TOO_COMMON for a password anyone would guess first; call it wherever a password is chosen. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new PasswordTooCommonError();
}
