import { captureConsentText } from '@leadnest/contracts';

import { findUser } from '../agent-settings/profile.service.js';

/**
 * The consent line of a page's form, naming its owner as their profile has
 * them now ("Ada Lovelace of Lovelace Realty"): the line the visitor reads
 * and, word for word, the text stored with their consent
 * (docs/decisions/0008-ai-call-consent-and-disclosure.md).
 */
export async function consentTextFor(userId: unknown): Promise<string> {
  const user = await findUser(String(userId));
  const fullName =
    [user?.firstName, user?.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') ||
    user?.fullName?.trim() ||
    null;
  return captureConsentText({ agentName: fullName, brokerage: user?.brokerage?.trim() || null });
}
