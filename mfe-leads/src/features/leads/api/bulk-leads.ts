import { LeadBulkInput, type LeadBulkResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { leadKeys } from './keys';

/** POST /api/leads/bulk: change the stage of, assign (owner/admin), or delete the ticked leads. */
export async function bulkLeads(input: LeadBulkInput): Promise<LeadBulkResponse | null> {
  return readJson<LeadBulkResponse>(await apiRequest('POST', '/api/leads/bulk', LeadBulkInput.parse(input)));
}

export function useBulkLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...leadKeys.all, 'bulk'],
    mutationFn: bulkLeads,
    onSuccess: (_data, input) => {
      if (input.action === 'delete') for (const id of input.ids) queryClient.removeQueries({ queryKey: leadKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: leadKeys.all });
    },
  });
}
