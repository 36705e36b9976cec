import { type QueryFilter, Types } from 'mongoose';

import { accountOfUser, managesTeam, type SessionUser } from '../../lib/auth.js';
import type { Lead } from './lead.model.js';

/**
 * The leads a team member may read and work (docs/decisions/0034-teams.md):
 * every lead of the account for its owner and admins; an agent's own and
 * the pool's. Any other lead is a 404, the same as a missing one.
 */
export function leadAccessFilter(user: SessionUser): QueryFilter<Lead> {
  const filter: QueryFilter<Lead> = { userId: new Types.ObjectId(accountOfUser(user)) };
  if (!managesTeam(user)) filter.assignedTo = { $in: [new Types.ObjectId(user.id), null] };
  return filter;
}
