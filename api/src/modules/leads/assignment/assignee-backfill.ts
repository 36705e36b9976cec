import { LeadModel } from '../lead.model.js';

/**
 * Leads stored before teams were their owner's alone: they stay the
 * owner's (docs/decisions/0034-teams.md), so a team that grows later finds
 * its old leads with the owner, not in the pool. Leads without the field
 * only; idempotent. Answers how many leads it gave.
 */
export async function giveOldLeadsToOwners(): Promise<number> {
  const owners = await LeadModel.distinct('userId', { assignedTo: { $exists: false } });
  let given = 0;
  for (const owner of owners) {
    const res = await LeadModel.updateMany({ userId: owner, assignedTo: { $exists: false } }, { $set: { assignedTo: owner, assignedAt: null } });
    given += res.modifiedCount;
  }
  return given;
}
