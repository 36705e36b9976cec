import type { Context } from 'koa';

import type { Env } from '../../config/env.js';
import { SESSION_TTL_MS } from './session.service.js';

/** The session cookie: httpOnly, SameSite=Lax, Secure when the public URL is https. */
export const SESSION_COOKIE = 'leadnest_session';

export function isSecureDeployment(env: Pick<Env, 'PUBLIC_BASE_URL'>): boolean {
  return env.PUBLIC_BASE_URL.startsWith('https:');
}

function cookieOptions(env: Pick<Env, 'PUBLIC_BASE_URL'>, maxAge: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecureDeployment(env),
    path: '/',
    maxAge,
    overwrite: true,
  };
}

/**
 * The `cookies` library refuses a Secure cookie on a request it believes is
 * plain http. Behind a TLS-terminating proxy without TRUST_PROXY that is
 * every request, yet the browser only ever talks https to PUBLIC_BASE_URL:
 * that URL, not the hop from the proxy, decides.
 */
function allowSecure(ctx: Context, env: Pick<Env, 'PUBLIC_BASE_URL'>): void {
  if (isSecureDeployment(env)) (ctx.cookies as { secure?: boolean }).secure = true;
}

export function setSessionCookie(ctx: Context, env: Pick<Env, 'PUBLIC_BASE_URL'>, token: string): void {
  allowSecure(ctx, env);
  ctx.cookies.set(SESSION_COOKIE, token, cookieOptions(env, SESSION_TTL_MS));
}

export function clearSessionCookie(ctx: Context, env: Pick<Env, 'PUBLIC_BASE_URL'>): void {
  allowSecure(ctx, env);
  ctx.cookies.set(SESSION_COOKIE, '', { ...cookieOptions(env, 0), expires: new Date(0) });
}
