import type { SessionUser } from '../../../lib/auth.js';
import { type Lead, LeadModel } from '../lead.model.js';
import { leadAccessFilter } from '../lead-access.js';
import { LeadNotFoundError } from '../leads.errors.js';

/**
 * What the lead record itself holds for its timeline:
 * its activity (stage changes, follow-ups, merges, what a form carried,
 * consent, opt-outs), its notes, its consent and phone. The other parts
 * (messages, calls, showings) come from their own modules' services.
 * Read access as for GET /api/leads/{id}: the owner, or an admin.
 */
export type LeadTimelineFacts = Pick<
  Lead,
  '_id' | 'userId' | 'name' | 'phone' | 'source' | 'consent' | 'optedOutAt' | 'notes' | 'activities' | 'createdAt' | 'capturePageId'
>;

export async function leadTimelineFacts(user: SessionUser, id: string): Promise<LeadTimelineFacts> {
  // A member's access to a lead, as for the lead itself (docs/decisions/0034-teams.md).
  const filter = user.role === 'admin' ? { _id: id } : { _id: id, ...leadAccessFilter(user) };
  const lead = await LeadModel.findOne(filter, {
    userId: 1,
    name: 1,
    phone: 1,
    source: 1,
    consent: 1,
    optedOutAt: 1,
    notes: 1,
    activities: 1,
    createdAt: 1,
    capturePageId: 1,
  }).lean<LeadTimelineFacts>();
  if (!lead) throw new LeadNotFoundError();
  return lead;
}
