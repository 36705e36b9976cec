import { randomUUID } from 'node:crypto';

import type { LeadOfferEventDto } from '@leadnest/contracts';

import { domainEvents, type LeadOffered } from '../../lib/events/domain-events.js';

/** What an offer that does not name its lead is called. */
export const UNNAMED_OFFERED_LEAD = 'A new lead';

/** The `lead-offered` block for the signed-in member's stream, or null when the offer is not theirs. */
export function leadOfferBlock(offer: LeadOffered, accountId: string, memberId: string, at: Date): string | null {
  if (offer.accountId !== accountId || !offer.claimants.includes(memberId)) return null;
  const event: LeadOfferEventDto = {
    leadId: offer.leadId,
    leadName: offer.leadName?.trim() || UNNAMED_OFFERED_LEAD,
    claimWindowMinutes: offer.claimWindowMinutes,
    offeredAt: at.toISOString(),
  };
  return `event: lead-offered\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * First to claim (docs/decisions/0034-teams.md): a new lead is offered in
 * the app as well as by mail, on the stream the member already has open
 * (one per browser, docs/decisions/0032-one-event-stream-per-browser.md),
 * so no second connection. Only the claimants of the stream's own account
 * hear it. `lead.offered` crosses processes
 * (docs/decisions/0031-many-api-processes.md): the member's stream may be
 * held by another API process than the one that routed the lead. Answers
 * the unsubscribe.
 */
export function streamLeadOffers(write: (block: string) => void, accountId: string, memberId: string): () => void {
  return domainEvents.subscribe('lead.offered', {
    name: `sse:${randomUUID()}`,
    delivery: 'everywhere',
    handle: (offer) => {
      const block = leadOfferBlock(offer, accountId, memberId, new Date());
      if (block) write(block);
    },
  });
}
