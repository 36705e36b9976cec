import './state.js';

import type { Context, Middleware } from 'koa';
import type { z } from 'zod';

import { BadRequestError } from './errors.js';

/** Zod schemas for the parts of a request a route accepts. */
export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

/** The parsed input a route gets for `S`. */
export type Validated<S extends RequestSchemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never;
};

/**
 * Validation at the edge: parses body, query and route params with the
 * route's zod schemas (shared with the browser through packages/contracts)
 * and puts the parsed values on `ctx.state.valid`. On failure: 400
 * `{ message, fields }`, message being the first problem, fields one message
 * per field (the first one each) so a form can show them beside its inputs.
 *
 *   const input = { body: LoginInput };
 *   router.post('/login', validate(input), async (ctx) => {
 *     const { body } = validated(ctx, input);
 *   });
 */
export function validate(schemas: RequestSchemas): Middleware {
  return async (ctx, next) => {
    const sources = {
      body: ctx.request.body,
      query: ctx.query,
      params: (ctx as Context & { params?: Record<string, string> }).params ?? {},
    };
    const valid: Record<string, unknown> = {};
    const fields: Record<string, string> = {};
    let firstMessage: string | undefined;
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = await schema.safeParseAsync(sources[part]);
      if (result.success) {
        valid[part] = result.data;
        continue;
      }
      for (const issue of result.error.issues) {
        const field = issue.path.map(String).join('.') || part;
        fields[field] ??= issue.message;
        firstMessage ??= issue.message;
      }
    }
    if (firstMessage !== undefined) throw new BadRequestError(firstMessage, fields, { code: 'VALIDATION_FAILED' });
    ctx.state.valid = valid;
    await next();
  };
}

/** Reads what validate(schemas) parsed, typed by the same schemas object. */
export function validated<S extends RequestSchemas>(ctx: Pick<Context, 'state'>, _schemas: S): Validated<S> {
  if (!ctx.state.valid) throw new Error('validated() called on a route without validate()');
  return ctx.state.valid as Validated<S>;
}
