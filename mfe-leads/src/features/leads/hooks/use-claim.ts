import type { LeadDto } from '@leadnest/contracts';
import { publishNotification } from '@leadnest/session';

import { useClaimLead } from '../api/claim-lead';
import { claimFailedToast } from '../lib/assignment';

/** Claim from the pool, with its toasts: the list's rows and the lead panel say the same. */
export function useClaim() {
  const claim = useClaimLead();
  return {
    /** The lead whose claim is on its way (its button waits; other rows' do not). */
    pendingId: claim.isPending ? claim.variables : undefined,
    claim: (lead: Pick<LeadDto, 'id' | 'name'>) =>
      claim.mutate(lead.id, {
        onSuccess: () => publishNotification({ title: 'Lead Claimed', description: `${lead.name} is now yours` }),
        onError: (error) => publishNotification(claimFailedToast(error)),
      }),
  };
}
