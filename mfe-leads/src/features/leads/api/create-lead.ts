import { LeadCreateInput, type LeadDetailDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { leadKeys } from './keys';

/** POST /api/leads (Add Lead): the new lead, or the person's existing one with `merged` (one record per person). */
export { LeadCreateInput };
export type CreatedLeadDto = LeadDetailDto & { merged: boolean };

export async function createLead(input: LeadCreateInput): Promise<CreatedLeadDto | null> {
  return readJson<CreatedLeadDto>(await apiRequest('POST', '/api/leads', LeadCreateInput.parse(input)));
}

export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...leadKeys.all, 'create'],
    mutationFn: createLead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
