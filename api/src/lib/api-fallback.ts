import type { Router } from '@koa/router';
import type { Middleware } from 'koa';

import { MethodNotAllowedError, NotFoundError } from './errors.js';

export const API_PREFIX = '/api';

/** True for `/api` and `/api/...`, not for `/apiary`. */
export function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/**
 * Runs after the API router for requests no route answered. Under /api the
 * answer is always JSON (never the shell's HTML): 405 with Allow when the
 * path exists with other methods, an Allow list for OPTIONS, else 404.
 * Anything outside /api goes on to the web module.
 */
export function apiFallback(router: Router): Middleware {
  return async (ctx, next) => {
    if (!isApiPath(ctx.path)) return next();
    const allowed = new Set(
      router
        .match(ctx.path, ctx.method)
        .path.filter((layer) => layer.methods.length > 0)
        .flatMap((layer) => layer.methods),
    );
    if (allowed.size === 0) throw new NotFoundError('Not found');
    if (ctx.method === 'OPTIONS') {
      ctx.set('Allow', [...allowed].join(', '));
      ctx.status = 204;
      return;
    }
    throw new MethodNotAllowedError([...allowed]);
  };
}
