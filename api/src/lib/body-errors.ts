import type { Context } from 'koa';

import { BadRequestError } from './errors.js';

/**
 * zlib's errors for a body that is not what its Content-Encoding says
 * (`Z_DATA_ERROR`, `Z_BUF_ERROR`, brotli's `ERR__ERROR_FORMAT_…`). They carry
 * no HTTP status, so without this they would be answered as a 500.
 */
function isDecompressionError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('Z_') || code.startsWith('ERR__ERROR_') || code === 'ERR_BROTLI_INVALID_PARAM');
}

/**
 * The body parser's onError: a body that cannot be decompressed becomes a
 * readable 400 naming the encoding; every other parse error (invalid JSON,
 * too large, unknown charset or encoding) keeps its http-errors status,
 * which the error middleware already turns into a 4xx.
 */
export function bodyParseError(err: unknown, ctx: Context): never {
  if (isDecompressionError(err)) {
    const encoding = ctx.get('Content-Encoding').trim().toLowerCase() || 'unknown';
    throw new BadRequestError(`The request body could not be decompressed (Content-Encoding: ${encoding}).`, undefined, {
      code: 'INVALID_ENCODING',
      cause: err,
    });
  }
  throw err;
}
