import { type AppNotification, publishNotification, useLeadOfferListener } from '@leadnest/session';

/** What the shell reads of an offer (contracts' LeadOfferEventDto; the shell does not depend on contracts). */
export interface LeadOffer {
  leadName: string;
  claimWindowMinutes: number;
}

/** Where a member claims it: the leads page, showing the team's pool. */
export const LEAD_POOL_PATH = '/leads?assigned=unassigned';

/** The toast when a new lead is offered to the member to claim. */
export function leadOfferToast(offer: LeadOffer): AppNotification {
  const minutes = offer.claimWindowMinutes === 1 ? '1 minute' : `${offer.claimWindowMinutes} minutes`;
  return {
    title: 'New lead to claim',
    description: `${offer.leadName} is waiting. The first to claim gets it: you have ${minutes}.`,
    action: { label: 'Open the pool', href: LEAD_POOL_PATH },
  };
}

/**
 * First to claim (docs/decisions/0034-teams.md): a new lead is offered to
 * every eligible member at once, by mail and here, in the app, on every
 * page, so the quickest of them can take it. Mounted beside NeedsAgentAlerts
 * and, like it, listening while a member with a plan is signed in, to the
 * browser's one event stream (docs/decisions/0032-one-event-stream-per-browser.md):
 * no connection of its own. The server sends an offer to its claimants only.
 */
export function LeadOfferAlerts() {
  useLeadOfferListener((offer) => publishNotification(leadOfferToast(offer)));
  return null;
}
