import { CONTENT_SCHEMAS, type ContentOf, type ContentPage } from '@leadnest/contracts/marketing-content';
import { z } from 'zod';

import { BadRequestError } from '../../lib/errors.js';

/*
 * A page's copy is checked against its schema from packages/contracts, the
 * one the page renders with, made strict at every level: a key the schema
 * does not name (a typo, a field from an older editor) is refused rather
 * than dropped, so what is published is exactly what was checked
 * (docs/decisions/0039-marketing-content.md).
 */

/** The same schema with every object strict (unknown keys are an issue at their path); checks, messages and bounds unchanged. */
function strictEverywhere(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, strictEverywhere(field as z.ZodType)]));
    return schema.clone({ ...schema._zod.def, shape, catchall: z.never() } as typeof schema._zod.def);
  }
  if (schema instanceof z.ZodArray) return schema.clone({ ...schema._zod.def, element: strictEverywhere(schema.element as z.ZodType) });
  if (schema instanceof z.ZodOptional) return schema.clone({ ...schema._zod.def, innerType: strictEverywhere(schema.unwrap() as z.ZodType) });
  return schema;
}

const STRICT_SCHEMAS = Object.fromEntries(Object.entries(CONTENT_SCHEMAS).map(([page, schema]) => [page, strictEverywhere(schema)])) as Record<
  ContentPage,
  z.ZodType
>;

const KINDS: Record<string, string> = { string: 'text', number: 'a number', boolean: 'true or false', object: 'a group of fields', array: 'a list' };

/** Words for zod's own messages (the schemas' messages, such as "Required" or "At most 80 characters", are kept). */
const wording: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'Required' : `Must be ${KINDS[issue.expected] ?? issue.expected}`;
  return undefined;
};

/** One message per field path (`features.cards.0.title`), in the order found; an unknown key is its own path. */
function problems(error: z.ZodError): [string, string][] {
  return error.issues.flatMap((issue): [string, string][] => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => [[...path, key].join('.'), 'Unknown field']);
    return [[path.join('.'), issue.message]];
  });
}

/**
 * The page's copy parsed by its strict schema (trimmed as the schema says),
 * or a 400 whose message names the first bad field ("features.cards.0.title:
 * Required") and whose `fields` hold one message per bad field, as
 * validate() words a form's (lib/validate.ts).
 */
export function parseContent<P extends ContentPage>(page: P, input: unknown): ContentOf<P> {
  const result = STRICT_SCHEMAS[page].safeParse(input, { error: wording });
  if (result.success) return result.data as ContentOf<P>;
  const fields: Record<string, string> = {};
  for (const [path, message] of problems(result.error)) fields[path || 'content'] ??= message;
  const [firstPath, firstMessage] = Object.entries(fields)[0]!;
  const message = firstPath === 'content' ? 'The content must be a JSON object with the page’s fields.' : `${firstPath}: ${firstMessage}`;
  throw new BadRequestError(message, fields, { code: 'VALIDATION_FAILED' });
}
