import './state.js';

import type { Middleware } from 'koa';
import mongoose from 'mongoose';

import { AppError, BadRequestError, PayloadTooLargeError, ServiceUnavailableError, UnsupportedMediaTypeError } from './errors.js';
import type { AppLogger } from './logger.js';
import { REQUEST_ID_HEADER } from './request-id.js';

export const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

/** The shape of http-errors (thrown by the body parser, ctx.throw and Koa itself). */
interface HttpErrorLike {
  status: number;
  expose?: boolean;
  type?: string;
  message: string;
  headers?: Record<string, string>;
}

function isHttpErrorLike(err: unknown): err is HttpErrorLike {
  const status = (err as { status?: unknown } | null)?.status;
  return err instanceof Error && typeof status === 'number' && status >= 400 && status <= 599;
}

/** mongod's OutOfDiskSpace, which the embedded server also answers once a full disk made it refuse writes. */
const OUT_OF_DISK_SPACE = 14031;

function isOutOfDiskSpace(err: unknown): boolean {
  return err instanceof mongoose.mongo.MongoServerError && err.code === OUT_OF_DISK_SPACE;
}

/**
 * Turns anything thrown into an AppError, or undefined for what we did not
 * foresee (a bug: answered with a generic 500). Bad user input must never
 * come out as a 500, so the errors the body parser and mongoose raise on bad
 * input are translated into readable 4xx answers here.
 */
export function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (err instanceof mongoose.Error.CastError) {
    return new BadRequestError(`Invalid ${err.path}.`, { [err.path]: `Invalid ${err.path}.` }, { cause: err });
  }
  if (err instanceof mongoose.Error.ValidationError) {
    const fields = Object.fromEntries(Object.entries(err.errors).map(([path, detail]) => [path, detail.message]));
    return new BadRequestError(Object.values(fields)[0] ?? 'The request is not valid.', fields, { cause: err });
  }
  if (isOutOfDiskSpace(err)) {
    return new ServiceUnavailableError('The database is out of disk space, so this change was not saved. Please try again later.', { cause: err });
  }
  if (!isHttpErrorLike(err)) return undefined;
  // co-body marks a body it cannot parse as JSON with a SyntaxError and status 400.
  if (err instanceof SyntaxError && err.status === 400) {
    return new BadRequestError('The request body is not valid JSON.', undefined, { code: 'INVALID_JSON', cause: err });
  }
  switch (err.type) {
    case 'entity.parse.failed': // the same, from body-parser-style parsers
      return new BadRequestError('The request body is not valid JSON.', undefined, { code: 'INVALID_JSON', cause: err });
    case 'entity.too.large':
      return new PayloadTooLargeError('The request body is too large (the limit is 1 MB).', { cause: err });
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new UnsupportedMediaTypeError(undefined, { cause: err });
    case 'request.aborted':
    case 'request.size.invalid':
      return new BadRequestError('The request body was incomplete.', undefined, { cause: err });
  }
  if (err.status >= 500 || err.expose === false) return undefined;
  return new AppError(err.status, err.message, { code: `HTTP_${err.status}`, headers: err.headers ?? {}, cause: err });
}

/**
 * The one error middleware. Safe-to-show errors keep their message (and
 * `fields`, and headers such as Retry-After); everything else gets a generic
 * message, never err.message, and is logged in full.
 */
export function errorHandler(logger: AppLogger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (thrown) {
      const known = toAppError(thrown);
      const status = known?.status ?? 500;
      const requestId = ctx.state.requestId;
      const about = { requestId, method: ctx.method, path: ctx.path, status };
      if (status >= 500) logger.error({ ...about, err: thrown }, 'request failed');
      else logger.info({ ...about, code: known?.code, reason: known?.message }, 'request rejected');

      if (ctx.headerSent || !ctx.writable) return; // the response is already on its way; nothing to fix

      // Headers set by the handler before it failed (downloads, caching) do
      // not belong on an error response.
      for (const name of Object.keys(ctx.response.headers)) ctx.remove(name);
      ctx.set(REQUEST_ID_HEADER, requestId);
      if (known) ctx.set(known.headers);

      const body: { message: string; requestId: string; code?: string; fields?: Record<string, string> } = {
        message: known?.expose ? known.message : GENERIC_MESSAGE,
        requestId,
      };
      if (known?.expose) body.code = known.code;
      if (known?.expose && known.fields) body.fields = known.fields;
      ctx.status = status;
      ctx.body = body;
    }
  };
}
