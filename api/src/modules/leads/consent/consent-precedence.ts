import { CONSENT_CHANNELS, type ConsentChannel } from '@leadnest/contracts';

import type { LeadConsent } from '../lead.model.js';

/**
 * Which consent record a lead keeps when another arrives (a campaign's
 * contact, a form sent again, the agent's attestation): the newer one, so a
 * withdrawal is never undone by an older consent, and an older consent never
 * replaces a newer one. A newer consent keeps what the older still covers
 * (consent to texts is not withdrawn by a later consent to calls only).
 * Null: keep the current record as it is.
 */
export function consentToKeep(current: LeadConsent | null | undefined, incoming: LeadConsent): LeadConsent | null {
  if (!current) return incoming;
  if (incoming.at.getTime() <= current.at.getTime()) return null;
  if (!incoming.given || !current.given) return incoming;
  const covered = new Set<ConsentChannel>([...channelsOf(current), ...channelsOf(incoming)]);
  return { ...incoming, channels: CONSENT_CHANNELS.filter((c) => covered.has(c)) };
}

/** A record without channels predates them: the form's box it came from said calls and texts. */
const channelsOf = (consent: LeadConsent): readonly ConsentChannel[] => (consent.channels?.length ? consent.channels : CONSENT_CHANNELS);
