import { BRAND_NAME } from '@leadnest/brand';

import type { LeadOffered } from '../../lib/events/domain-events.js';
import { findUser } from '../agent-settings/profile.service.js';
import type { Outbox } from '../outbox/outbox.service.js';

/**
 * First to claim: every eligible member hears of a new lead at once, by
 * mail (durable through the outbox) with the link to claim it
 * (docs/decisions/0034-teams.md). The lead's name stays out of the subject.
 */
export function offerMail(outbox: Outbox, baseUrl: string) {
  return async (offer: LeadOffered): Promise<void> => {
    const link = `${baseUrl.replace(/\/+$/, '')}/leads/${offer.leadId}`;
    for (const claimant of offer.claimants) {
      const member = await findUser(claimant);
      if (!member?.email) continue;
      await outbox.enqueue({
        kind: 'team-lead-offered',
        to: member.email,
        subject: `A new lead is waiting to be claimed on ${BRAND_NAME}`,
        text: [
          member.firstName ? `Hi ${member.firstName},` : 'Hi,',
          '',
          'A new lead just arrived for your team. The first member to claim it works it:',
          link,
          '',
          `If no one claims it within ${offer.claimWindowMinutes} minutes, it goes to the next member in the rotation.`,
        ].join('\n'),
      });
    }
  };
}
