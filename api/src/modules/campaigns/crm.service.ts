import { CRM_MESSAGES, type CrmType } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { type CrmConnection, CrmConnectionModel } from './crm-connection.model.js';

export type { CrmConnection } from './crm-connection.model.js';

/** At most this many connections per agent: the dialog lists them all. */
const MAX_CONNECTIONS = 50;

/** The agent's CRM connections, newest first. */
export async function listCrmConnections(userId: string): Promise<CrmConnection[]> {
  return CrmConnectionModel.find({ userId }).sort({ createdAt: -1 }).limit(MAX_CONNECTIONS).lean<CrmConnection[]>();
}

/** Adds a connection for the agent, refused past MAX_CONNECTIONS. */
export async function addCrmConnection(ownerId: string, input: { crmName: string; crmType: CrmType }): Promise<CrmConnection> {
  const userId = new Types.ObjectId(ownerId);
  if ((await CrmConnectionModel.countDocuments({ userId })) >= MAX_CONNECTIONS)
    throw new ForbiddenError(`At most ${MAX_CONNECTIONS} CRM connections.`, { code: 'TOO_MANY_CRMS' });
  const created = await CrmConnectionModel.create({ userId, crmName: input.crmName, crmType: input.crmType });
  return created.toObject();
}

/** Deletes one of the agent's connections: 404 when there is none, 403 when it is another agent's. */
export async function removeCrmConnection(userId: string, id: string): Promise<void> {
  const found = await CrmConnectionModel.findById(id, { userId: 1 }).lean<Pick<CrmConnection, 'userId'>>();
  if (!found) throw new NotFoundError(CRM_MESSAGES.notFound, { code: 'CRM_NOT_FOUND' });
  if (String(found.userId) !== userId) throw new ForbiddenError('This CRM connection belongs to another account.', { code: 'NOT_YOUR_CRM' });
  await CrmConnectionModel.deleteOne({ _id: id });
}
