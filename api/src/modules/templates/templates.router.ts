import { Router } from '@koa/router';
import { TemplateFavouriteInput, TemplateIdParams, TemplateRequestInput } from '@leadnest/contracts';

import { currentUser, isAdmin, requireUser } from '../../lib/auth.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { listTemplateRequests, requestCustomTemplate, setFavourite, templateState, useTemplate } from './templates.service.js';

const favourite = { params: TemplateIdParams, body: TemplateFavouriteInput };
const byId = { params: TemplateIdParams };
const request = { body: TemplateRequestInput };

/**
 * Templates (/resources): GET /api/templates (the agent's
 * favourites and saved templates), PUT /api/templates/{id}/favourite, POST
 * /api/templates/{id}/use, POST /api/template-requests (Request Custom) and
 * GET /api/template-requests (an admin sees every agent's, an agent their own).
 */
export function templatesRouter(_deps: ModuleDeps): Router {
  const router = new Router();
  router.use(['/templates', '/template-requests'], requireUser, noStore);

  router.get('/templates', async (ctx) => {
    ctx.body = await templateState(currentUser(ctx).id);
  });

  router.put('/templates/:id/favourite', validate(favourite), async (ctx) => {
    const { params, body } = validated(ctx, favourite);
    ctx.body = await setFavourite(currentUser(ctx).id, params.id, body.favourite);
  });

  router.post('/templates/:id/use', validate(byId), async (ctx) => {
    const { params } = validated(ctx, byId);
    ctx.status = 201;
    ctx.body = await useTemplate(currentUser(ctx).id, params.id);
  });

  router.post('/template-requests', validate(request), async (ctx) => {
    const { body } = validated(ctx, request);
    ctx.status = 201;
    ctx.body = await requestCustomTemplate(currentUser(ctx).id, body);
  });

  router.get('/template-requests', async (ctx) => {
    const user = currentUser(ctx);
    ctx.body = { requests: await listTemplateRequests(isAdmin(user) ? {} : { userId: user.id }) };
  });

  return declareAccess(router, { default: 'plan' });
}
