import { Router } from '@koa/router';
import { AiScriptIdParams, AiScriptInput, AiScriptListQuery, AiScriptPatch } from '@leadnest/contracts';

import { assertSelfOrAdmin, currentUser, requireUser } from '../../lib/auth.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { toAiScriptDto } from './ai-scripts.dto.js';
import { createAiScript, deleteAiScript, listAiScripts, updateAiScript } from './ai-scripts.service.js';

const list = { query: AiScriptListQuery };
const create = { body: AiScriptInput };
const patch = { params: AiScriptIdParams, body: AiScriptPatch };
const byId = { params: AiScriptIdParams };

/**
 * The agent's AI scripts (spec part 2 §3, §7): GET/POST
 * /api/ai-scripts, PATCH and DELETE /api/ai-scripts/{id}, POST
 * …/{id}/activate and …/{id}/deactivate. A `userId` other than the
 * session's is a 403 (admins excepted); another agent's script is a 404.
 */
export function aiScriptsRouter(_deps: ModuleDeps): Router {
  const router = new Router();
  router.use('/ai-scripts', requireUser, noStore);

  router.get('/ai-scripts', validate(list), async (ctx) => {
    const { query } = validated(ctx, list);
    const ownerId = query.userId ? assertSelfOrAdmin(ctx, query.userId) && query.userId : currentUser(ctx).id;
    ctx.body = { scripts: (await listAiScripts(ownerId)).map(toAiScriptDto) };
  });

  router.post('/ai-scripts', validate(create), async (ctx) => {
    const { body } = validated(ctx, create);
    const ownerId = body.userId ? assertSelfOrAdmin(ctx, body.userId) && body.userId : currentUser(ctx).id;
    ctx.status = 201;
    ctx.body = toAiScriptDto(await createAiScript(ownerId, body));
  });

  router.patch('/ai-scripts/:id', validate(patch), async (ctx) => {
    const { params, body } = validated(ctx, patch);
    ctx.body = toAiScriptDto(await updateAiScript(currentUser(ctx), params.id, body));
  });

  router.delete('/ai-scripts/:id', validate(byId), async (ctx) => {
    const { params } = validated(ctx, byId);
    await deleteAiScript(currentUser(ctx), params.id);
    ctx.status = 204;
  });

  for (const [action, isActive] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    router.post(`/ai-scripts/:id/${action}`, validate(byId), async (ctx) => {
      const { params } = validated(ctx, byId);
      ctx.body = toAiScriptDto(await updateAiScript(currentUser(ctx), params.id, { isActive }));
    });
  }

  return declareAccess(router, { default: 'plan' });
}
