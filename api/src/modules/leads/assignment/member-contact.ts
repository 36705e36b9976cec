import type { Lead, LeadActivity } from '../lead.model.js';

/** What counts as a member working a lead in its activities: a stage move, a note, a booking (docs/decisions/0034-teams.md); replies and calls are `contactedAt`. */
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

/** How many contact times a lead keeps: enough for the reassignment check and speed to lead, which read the first after an assignment. */
export const KEPT_CONTACTS = 20;

/** The first time a person of the team contacted the lead at or after `since`: an activity of theirs, or a reply or call recorded on the lead. */
export function firstMemberContact(lead: Pick<Lead, 'activities' | 'contactedAt'>, since: Date): Date | null {
  const times = [...lead.activities.filter(isMemberContact).map((a) => a.at), ...(lead.contactedAt ?? [])].filter((at) => at >= since);
  return times.length ? new Date(Math.min(...times.map((at) => at.getTime()))) : null;
}
