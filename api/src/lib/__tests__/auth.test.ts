import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';

import { assertSelfOrAdmin, requireAdmin, requireSelfOrAdmin, requireUser, type SessionUser } from '../auth.js';
import { ForbiddenError, UnauthorizedError } from '../errors.js';

const agent: SessionUser = { id: 'u1', role: 'user', sessionId: 's1' };
const admin: SessionUser = { id: 'a1', role: 'admin', sessionId: 's2' };

/** The parts of a Koa context the helpers read. */
const ctxOf = (user: SessionUser | undefined, params: Record<string, string> = {}) => ({ state: { requestId: 'r', user }, params }) as unknown as Context;

async function run(middleware: (ctx: Context, next: () => Promise<void>) => unknown, ctx: Context): Promise<'next' | unknown> {
  let reached = false;
  try {
    await middleware(ctx, async () => void (reached = true));
  } catch (err) {
    return err;
  }
  return reached ? 'next' : 'stopped';
}

describe('authorization helpers', () => {
  it('requireUser: 401 for a visitor, through for a user', async () => {
    expect(await run(requireUser, ctxOf(undefined))).toBeInstanceOf(UnauthorizedError);
    expect(await run(requireUser, ctxOf(agent))).toBe('next');
  });

  it('requireAdmin: 401 for a visitor, 403 for a user, through for an admin', async () => {
    expect(await run(requireAdmin, ctxOf(undefined))).toBeInstanceOf(UnauthorizedError);
    expect(await run(requireAdmin, ctxOf(agent))).toBeInstanceOf(ForbiddenError);
    expect(await run(requireAdmin, ctxOf(admin))).toBe('next');
  });

  it("requireSelfOrAdmin('userId'): own id through, another id 403, visitor 401, admin any id", async () => {
    const guard = requireSelfOrAdmin('userId');
    expect(await run(guard, ctxOf(agent, { userId: 'u1' }))).toBe('next');
    expect(await run(guard, ctxOf(agent, { userId: 'u2' }))).toBeInstanceOf(ForbiddenError);
    expect(await run(guard, ctxOf(agent, {}))).toBeInstanceOf(ForbiddenError);
    expect(await run(guard, ctxOf(undefined, { userId: 'u1' }))).toBeInstanceOf(UnauthorizedError);
    expect(await run(guard, ctxOf(admin, { userId: 'u2' }))).toBe('next');
  });

  it('assertSelfOrAdmin: for ids from a query or body', () => {
    expect(assertSelfOrAdmin(ctxOf(agent), 'u1')).toBe(agent);
    expect(() => assertSelfOrAdmin(ctxOf(agent), 'u2')).toThrow(ForbiddenError);
    expect(() => assertSelfOrAdmin(ctxOf(undefined), 'u1')).toThrow(UnauthorizedError);
  });
});
