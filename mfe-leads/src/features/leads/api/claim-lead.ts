import type { LeadDetailDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { leadKeys } from './keys';

/**
 * POST /api/leads/{id}/claim: takes a lead from the team's pool for the
 * viewer. Of members racing for one, the first wins; the rest get 409
 * LEAD_CLAIMED (lib/assignment.ts reads it).
 */
export const claimLeadMutationKey = [...leadKeys.all, 'claim'] as const;

export async function postClaim(id: string): Promise<LeadDetailDto | null> {
  return readJson<LeadDetailDto>(await apiRequest('POST', `/api/leads/${encodeURIComponent(id)}/claim`));
}

export function useClaimLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: claimLeadMutationKey,
    mutationFn: postClaim,
    // Refused too: a lost race means the list on screen is out of date (the lead is someone else's now).
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
