import { isVisitorId, newVisitorId, VISITOR_COOKIE } from '@leadnest/deploy-manifest';
import type { Context } from 'koa';

/**
 * The key that buckets a visitor into remote versions: the signed-in user's
 * id when there is one (set on `ctx.state.user` by the session middleware of
 * the accounts module), otherwise the anonymous visitor cookie, issued here
 * on first visit. Readable by the page (not httpOnly) because the shell's dev
 * server, which has no server-side rendering, reads it too; it is no secret.
 */
export function resolveBucketKey(ctx: Context): string {
  const user = (ctx.state as { user?: { id?: string } }).user;
  let visitor = ctx.cookies.get(VISITOR_COOKIE);
  if (!isVisitorId(visitor)) {
    visitor = newVisitorId();
    ctx.cookies.set(VISITOR_COOKIE, visitor, {
      httpOnly: false,
      sameSite: 'lax',
      secure: ctx.secure,
      maxAge: 365 * 24 * 3600 * 1000,
      overwrite: true,
    });
  }
  return user?.id ? `user:${user.id}` : visitor;
}
