import { z } from 'zod';

import { AUTH_MESSAGES } from './messages';

/**
 * Field builders shared by the schemas. Every text field is a string or a
 * 400: an object such as `{ "$gt": "" }` never reaches a database query
 * (NoSQL operator injection), and every field has an upper bound so a form
 * cannot store megabytes.
 */

export const MAX_NAME = 80;
export const MAX_TEXT = 120;
export const MAX_EMAIL = 254;
/** Bounds the hashing work per request; far above any real password. */
export const MAX_PASSWORD = 256;

/**
 * C0 controls (tab, CR and LF among them), DEL, C1 controls and the Unicode
 * line and paragraph separators. A name is one line of printable text: it is
 * written into mail headers, calendar invitations (a CR/LF there starts a
 * new property), CSV exports and SMS, where a control character either
 * breaks the format or smuggles something into it.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const ONE_LINE_TEXT = /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029]*$/;
export const NAME_CONTROL_CHARACTERS = 'A name cannot contain line breaks, tabs or other control characters.';

/** Whether `value` holds a control character or a line break (what name fields refuse). */
export function hasControlCharacters(value: string): boolean {
  return !ONE_LINE_TEXT.test(value);
}

/**
 * A required name (a lead's, a contact's, an agent's first or last name, a
 * team's…): trimmed, not empty, at most `max` characters, one line without
 * control characters.
 */
export function nameField(missing: string, max = MAX_NAME, tooLong: string = AUTH_MESSAGES.tooLong) {
  return z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong }).regex(ONE_LINE_TEXT, { error: NAME_CONTROL_CHARACTERS });
}

/** An optional name, read as optionalText reads its text ('' or null clear it), one line without control characters. */
export function optionalNameField(max = MAX_TEXT) {
  return z
    .string({ error: 'Must be text.' })
    .trim()
    .max(max, { error: AUTH_MESSAGES.tooLong })
    .regex(ONE_LINE_TEXT, { error: NAME_CONTROL_CHARACTERS })
    .nullish()
    .transform(emptyToNull);
}

/**
 * Trimmed optional text. Forms send '' or null for an emptied field: both
 * come out as null ("clear it"), while a missing field stays undefined
 * ("leave it"), so a partial update can tell the two apart.
 */
export function optionalText(max = MAX_TEXT, tooLong: string = AUTH_MESSAGES.tooLong) {
  return z.string({ error: 'Must be text.' }).trim().max(max, { error: tooLong }).nullish().transform(emptyToNull);
}

function emptyToNull(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : value || null;
}

/** Emails are compared and stored trimmed and lower-cased. */
export function emailField(missing: string, invalid: string) {
  return z
    .string({ error: missing })
    .trim()
    .toLowerCase()
    .min(1, { error: missing })
    .max(MAX_EMAIL, { error: invalid })
    .regex(z.regexes.email, { error: invalid });
}

/** A password: never trimmed (spaces may be part of it), bounded. */
export function passwordField(missing: string, minLength: number, tooShort: string) {
  return z.string({ error: missing }).min(1, { error: missing }).min(minLength, { error: tooShort }).max(MAX_PASSWORD, { error: 'Password is too long.' });
}

/** Phone numbers: at least 10 characters, as the registration table says; formatting is the user's. */
export function phoneField(message: string = AUTH_MESSAGES.phoneInvalid) {
  return z.string({ error: message }).trim().min(10, { error: message }).max(40, { error: message });
}

/** An optional phone number: '' or null clears it (null), anything else must be a valid number. */
export function optionalPhoneField(message: string = AUTH_MESSAGES.phoneInvalid) {
  return z
    .string({ error: message })
    .trim()
    .max(40, { error: message })
    .refine((value) => value === '' || value.length >= 10, { error: message })
    .nullish()
    .transform(emptyToNull);
}

/**
 * A body schema that refuses fields it does not know, naming them, instead of
 * dropping them silently (so a client sending `plan` or `role` hears about it).
 */
export const strictBody = <T extends z.ZodRawShape>(shape: T, unknownFields = (keys: string[]) => `Unknown fields: ${keys.join(', ')}`) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFields(issue.keys) : 'The request body must be a JSON object.'),
  });
