import type { LeadDetailDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { leadKeys } from './keys';

export interface MergeLeadsVariables {
  /** The lead that stays (the open one). */
  keepId: string;
  /** The lead folded into it and removed. */
  otherId: string;
}

/** POST /api/leads/{id}/merge { otherId }: the kept lead, with the other's notes, activity, sources and contact. */
export async function mergeLeads({ keepId, otherId }: MergeLeadsVariables): Promise<LeadDetailDto | null> {
  return readJson<LeadDetailDto>(await apiRequest('POST', `/api/leads/${encodeURIComponent(keepId)}/merge`, { otherId }));
}

export function useMergeLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...leadKeys.all, 'merge'],
    mutationFn: mergeLeads,
    onSuccess: (_data, { otherId }) => {
      queryClient.removeQueries({ queryKey: leadKeys.detail(otherId) });
      return queryClient.invalidateQueries({ queryKey: leadKeys.all });
    },
  });
}
