import type { Context, Next } from 'koa';

/**
 * For answers that are one user's own data: never kept by a shared cache
 * or the browser's. Set after the handler, so it holds on every answer.
 */
export async function noStore(ctx: Context, next: Next): Promise<void> {
  await next();
  ctx.set('Cache-Control', 'private, no-store');
}
