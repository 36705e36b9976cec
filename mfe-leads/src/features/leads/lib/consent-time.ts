import { CONSENT_CLOCK_SKEW_MS, LEAD_CONSENT_MESSAGES } from '@leadnest/contracts';

import { type FollowUpPick, pickOf, pickToIso } from './follow-up-time';

/** Minutes between the consent picker's times. */
export const CONSENT_STEP_MINUTES = 5;

/**
 * When consent was given, as the agent picks it: a date and a time in the
 * agent's own zone (docs/decisions/0013-agent-time-zone.md), like the
 * follow-up picker; it starts at now, rounded down to the picker's step.
 */
export function defaultConsentPick(now: Date = new Date(), zone?: string): FollowUpPick {
  const step = CONSENT_STEP_MINUTES * 60_000;
  return pickOf(new Date(Math.floor(now.getTime() / step) * step).toISOString(), zone);
}

/** The picker's message: incomplete, or in the future (refused by the API with the same words). */
export function consentPickError(pick: FollowUpPick, now = Date.now(), zone?: string): string | null {
  const iso = pickToIso(pick, zone);
  if (!iso) return LEAD_CONSENT_MESSAGES.atInvalid;
  return Date.parse(iso) > now + CONSENT_CLOCK_SKEW_MS ? LEAD_CONSENT_MESSAGES.atInFuture : null;
}
