/**
 * What the API's own middleware puts on `ctx.state`, typed for every handler.
 * (Koa's DefaultState is an open record; this names the parts we rely on.)
 */
declare module 'koa' {
  interface DefaultState {
    /** Set by request-id.ts before anything else runs. */
    requestId: string;
    /** Parsed input, set by validate(); read it through `validated(ctx, schemas)`. */
    valid?: { body?: unknown; query?: unknown; params?: unknown };
  }
}

export {};
