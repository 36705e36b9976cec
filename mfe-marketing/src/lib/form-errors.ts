import { ApiError } from '@leadnest/session';
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field of a failed zod parse, keyed by the field's name. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** The `fields` of an API 400 answer (`{ message, fields }`), or {} for anything else. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === 'object' && 'fields' in parsed && parsed.fields && typeof parsed.fields === 'object') {
      return Object.fromEntries(Object.entries(parsed.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    }
  } catch {
    // not JSON: no field messages
  }
  return {};
}
