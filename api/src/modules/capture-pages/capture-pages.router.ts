import { Router } from '@koa/router';
import { CapturePageCreateInput, CapturePageIdParams, CapturePageListQuery, CapturePagePatchInput } from '@leadnest/contracts';

import { assertSelfOrAdmin, currentUser, requireUser } from '../../lib/auth.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { toCapturePageDto } from './capture-pages.dto.js';
import { createCapturePage, deleteCapturePage, listCapturePages, updateCapturePage } from './capture-pages.service.js';

const list = { query: CapturePageListQuery };
const create = { body: CapturePageCreateInput };
const patch = { params: CapturePageIdParams, body: CapturePagePatchInput };
const byId = { params: CapturePageIdParams };

/**
 * The capture builder's API (spec part 2 §7): GET/POST
 * /api/lead-capture-pages, PATCH and DELETE /api/lead-capture-pages/{id}
 * (isActive included), POST …/{id}/activate and …/{id}/deactivate. The public side
 * (/p/{slug} and its form) is modules/public-pages.
 */
export function capturePagesRouter({ env }: ModuleDeps): Router {
  const router = new Router();
  const dto = (page: Parameters<typeof toCapturePageDto>[0]) => toCapturePageDto(page, env.PUBLIC_BASE_URL);
  router.use('/lead-capture-pages', requireUser, noStore);

  router.get('/lead-capture-pages', validate(list), async (ctx) => {
    const { query } = validated(ctx, list);
    const ownerId = query.userId ? assertSelfOrAdmin(ctx, query.userId) && query.userId : currentUser(ctx).id;
    ctx.body = (await listCapturePages(ownerId)).map(dto);
  });

  router.post('/lead-capture-pages', validate(create), async (ctx) => {
    const { body } = validated(ctx, create);
    // §7 sends userId: it must be the session's (or the caller an admin); absent means the session's.
    const ownerId = body.userId ? assertSelfOrAdmin(ctx, body.userId) && body.userId : currentUser(ctx).id;
    ctx.status = 201;
    ctx.body = dto(await createCapturePage(ownerId, body));
  });

  router.patch('/lead-capture-pages/:id', validate(patch), async (ctx) => {
    const { params, body } = validated(ctx, patch);
    ctx.body = dto(await updateCapturePage(currentUser(ctx), params.id, body));
  });

  router.delete('/lead-capture-pages/:id', validate(byId), async (ctx) => {
    await deleteCapturePage(currentUser(ctx), validated(ctx, byId).params.id);
    ctx.status = 204;
  });

  for (const [action, isActive] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    router.post(`/lead-capture-pages/:id/${action}`, validate(byId), async (ctx) => {
      const { params } = validated(ctx, byId);
      ctx.body = dto(await updateCapturePage(currentUser(ctx), params.id, { isActive }));
    });
  }

  return declareAccess(router, { default: 'plan' });
}
