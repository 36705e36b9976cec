import { Router } from '@koa/router';
import { CRM_MESSAGES, CrmConnectionInput } from '@leadnest/contracts';
import { z } from 'zod';

import { currentUser, requireUser } from '../../lib/auth.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { toCrmConnectionDto } from './crm.dto.js';
import { addCrmConnection, listCrmConnections, removeCrmConnection } from './crm.service.js';

const createIn = { body: CrmConnectionInput };
const byId = { params: z.object({ id: z.string().regex(/^[0-9a-f]{24}$/i, { error: CRM_MESSAGES.notFound }) }) };

/**
 * GET/POST /api/crm-connections, DELETE /api/crm-connections/{id} (the
 * spec names no paths for CRM connections; these follow its other
 * resources). Every route is the signed-in agent's own.
 */
export function crmRouter(_deps: ModuleDeps): Router {
  const router = new Router();
  router.get('/crm-connections', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = (await listCrmConnections(currentUser(ctx).id)).map(toCrmConnectionDto);
  });
  router.post('/crm-connections', requireUser, validate(createIn), async (ctx) => {
    const { body } = validated(ctx, createIn);
    const created = await addCrmConnection(currentUser(ctx).id, body);
    ctx.status = 201;
    ctx.body = toCrmConnectionDto(created);
  });
  router.delete('/crm-connections/:id', requireUser, validate(byId), async (ctx) => {
    await removeCrmConnection(currentUser(ctx).id, validated(ctx, byId).params.id);
    ctx.status = 204;
  });
  return declareAccess(router, { default: 'bulkCalling' });
}
