import { Router } from '@koa/router';
import { CRM_MESSAGES, crmConnectionLabel, CrmConnectionInput, type CrmConnectionDto } from '@leadnest/contracts';
import { Types } from 'mongoose';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth.js';
import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { validate, validated } from '../../lib/validate.js';
import type { ModuleDeps } from '../types.js';
import { CrmConnectionModel, type CrmConnection } from './crm-connection.model.js';

/** At most this many connections per agent: the dialog lists them all. */
const MAX_CONNECTIONS = 50;

const toDto = (c: CrmConnection): CrmConnectionDto => ({
  id: String(c._id),
  crmName: c.crmName,
  crmType: c.crmType,
  isActive: c.isActive,
  totalLeads: c.totalLeads,
  statusText: c.isActive ? 'Connected' : `${crmConnectionLabel(c.crmType)} not available yet`,
  createdAt: c.createdAt.toISOString(),
});

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
    const rows = await CrmConnectionModel.find({ userId: currentUser(ctx).id }).sort({ createdAt: -1 }).limit(MAX_CONNECTIONS).lean<CrmConnection[]>();
    ctx.body = rows.map(toDto);
  });
  router.post('/crm-connections', requireUser, validate(createIn), async (ctx) => {
    const { body } = validated(ctx, createIn);
    const userId = new Types.ObjectId(currentUser(ctx).id);
    if ((await CrmConnectionModel.countDocuments({ userId })) >= MAX_CONNECTIONS) throw new ForbiddenError(`At most ${MAX_CONNECTIONS} CRM connections.`, { code: 'TOO_MANY_CRMS' });
    const created = await CrmConnectionModel.create({ userId, crmName: body.crmName, crmType: body.crmType });
    ctx.status = 201;
    ctx.body = toDto(created.toObject());
  });
  router.delete('/crm-connections/:id', requireUser, validate(byId), async (ctx) => {
    const { id } = validated(ctx, byId).params;
    const found = await CrmConnectionModel.findById(id, { userId: 1 }).lean<Pick<CrmConnection, 'userId'>>();
    if (!found) throw new NotFoundError(CRM_MESSAGES.notFound, { code: 'CRM_NOT_FOUND' });
    if (String(found.userId) !== currentUser(ctx).id) throw new ForbiddenError('This CRM connection belongs to another account.', { code: 'NOT_YOUR_CRM' });
    await CrmConnectionModel.deleteOne({ _id: id });
    ctx.status = 204;
  });
  return router;
}
