import type { SessionUser } from '../../lib/auth.js';
import { type LeadConsent, LeadModel } from './lead.model.js';
import { leadAccessFilter } from './lead-access.js';

/**
 * The phones of this agent's leads who opted out on any channel (chat,
 * text, call): one read, so a campaign's dialer checks a whole
 * list against it in memory. Raw as stored; the caller normalises.
 */
export async function optedOutLeadPhones(userId: string): Promise<string[]> {
  const rows = await LeadModel.find({ userId, optedOutAt: { $ne: null }, phone: { $nin: [null, ''] } }, { phone: 1, _id: 0 }).lean<{ phone: string }[]>();
  return rows.map((r) => r.phone);
}

/** What Call Now needs of a lead: null when it is not this agent's lead. */
export interface LeadCallFacts {
  name: string;
  phone: string | null;
  address: string | null;
  /** Given to calls: on a capture form with the consent box ticked, a campaign's record, or attested by the agent (its time and text). */
  consent: { at: Date; text: string } | null;
  optedOut: boolean;
}

export async function leadCallFacts(user: SessionUser, leadId: string): Promise<LeadCallFacts | null> {
  // A team's lead, as far as this member may work it (docs/decisions/0034-teams.md).
  const lead = await LeadModel.findOne({ _id: leadId, ...leadAccessFilter(user) }, { name: 1, phone: 1, address: 1, consent: 1, optedOutAt: 1 }).lean();
  if (!lead) return null;
  return {
    name: lead.name,
    phone: lead.phone ?? null,
    address: lead.address ?? null,
    consent: consentsToCalls(lead.consent) ? { at: lead.consent.at, text: lead.consent.text } : null,
    optedOut: Boolean(lead.optedOutAt),
  };
}

/** Consent given that covers calls (FCC 24-17); a record without channels predates them and covered calls and texts. */
export function consentsToCalls(consent: LeadConsent | null | undefined): consent is LeadConsent {
  return Boolean(consent?.given && (!consent.channels?.length || consent.channels.includes('calls')));
}
