import type { LeadActivity } from '../lead.model.js';

/** What counts as a member working a lead: a stage move, a note, a booking (docs/decisions/0034-teams.md). */
const CONTACT_TYPES = new Set(['stage', 'note', 'appointment']);

/**
 * True for a person's contact with the lead, not the assistant's: the AI
 * moves stages ("AI assistant") and books showings ("… by the AI
 * assistant …") on its own, and neither is the member following up.
 */
export function isMemberContact(activity: Pick<LeadActivity, 'type' | 'text'>): boolean {
  if (!CONTACT_TYPES.has(activity.type)) return false;
  return !/AI assistant/.test(activity.text ?? '');
}
