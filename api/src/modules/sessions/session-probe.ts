import { SESSION_PROBE_HEADER, SESSION_PROBE_PATH, type SignedOutProbeAnswer } from '@leadnest/contracts';
import type { Context } from 'koa';

/**
 * The shell's session query for a visitor: GET /api/user/profile with the
 * probe header and no live session. It is answered 200 `{ user: null }`
 * here, before any router, so a signed-out page load makes no failing
 * request; the same route without the header, and every other signed-in
 * route, still answers 401 (docs/decisions/0005-sessions-and-auth.md,
 * "The session probe").
 */
export function isSignedOutProbe(ctx: Context): boolean {
  return !ctx.state.user && ctx.method === 'GET' && ctx.path === SESSION_PROBE_PATH && ctx.get(SESSION_PROBE_HEADER) === '1';
}

export function answerSignedOutProbe(ctx: Context): void {
  // Whether this browser is signed in is its own, and changes with a sign-in: never cached.
  ctx.set('Cache-Control', 'private, no-store');
  const answer: SignedOutProbeAnswer = { user: null };
  ctx.body = answer;
}
