import type { LeadDetailDto, LeadStage } from '@leadnest/contracts';

import { domainEvents } from '../../lib/events/domain-events.js';
import { announceLeadChange, announceLeadUpdated } from './hooks/lead-hooks.js';
import { releaseIdentity } from './identity/lead-identity.js';
import { LeadModel } from './lead.model.js';
import { toLeadDetailDto } from './leads.dto.js';

/**
 * Bulk actions on the leads the agent ticked. Only the agent's
 * own leads are touched: an id of someone else's (or a deleted one) is
 * skipped, and the answer's count says how many were done.
 */

/** Each lead moved to `stage` the way one move is (a stage activity, the save hook's closedAt); the ones that moved. */
export async function changeStageInBulk(userId: string, ids: readonly string[], stage: LeadStage): Promise<LeadDetailDto[]> {
  const leads = await LeadModel.find({ _id: { $in: [...new Set(ids)] }, userId, stage: { $ne: stage } });
  const at = new Date();
  const moved: LeadDetailDto[] = [];
  for (const lead of leads) {
    lead.activities.push({ type: 'stage', at, from: lead.stage, to: stage });
    lead.stage = stage;
    // The score reads the lead, not the agent: a stage change leaves it as it is.
    await lead.save();
    await announceLeadChange('stage', lead, at);
    const dto = toLeadDetailDto(lead.toObject());
    // Each one's conversations follow, as for a single move (the leads module's rule, not the caller's).
    await announceLeadUpdated(userId, dto);
    moved.push(dto);
  }
  return moved;
}

/** Deletes the agent's own leads among `ids`, with their email and phone claims; how many. */
export async function deleteInBulk(userId: string, ids: readonly string[]): Promise<number> {
  const leads = await LeadModel.find({ _id: { $in: [...new Set(ids)] }, userId }, { _id: 1 }).lean();
  if (leads.length === 0) return 0;
  const own = leads.map((l) => l._id);
  const { deletedCount } = await LeadModel.deleteMany({ _id: { $in: own }, userId });
  await Promise.all(own.map((id) => releaseIdentity(id)));
  await domainEvents.publish('lead.removed', { userId, leadIds: own.map(String) });
  return deletedCount;
}
