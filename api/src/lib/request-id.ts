import './state.js';

import { randomUUID } from 'node:crypto';

import type { Middleware } from 'koa';

export const REQUEST_ID_HEADER = 'X-Request-Id';

// A proxy's id is kept when it looks like an id: short, and nothing that
// could forge a log line or a header (no spaces, quotes or control chars).
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Gives every request an id, echoed in the response and in every log line about it. */
export function requestId(): Middleware {
  // Not async: every request passes here and it awaits nothing.
  return (ctx, next) => {
    const incoming = ctx.get(REQUEST_ID_HEADER);
    ctx.state.requestId = SANE_ID.test(incoming) ? incoming : randomUUID();
    ctx.set(REQUEST_ID_HEADER, ctx.state.requestId);
    return next();
  };
}
