import { type LeadDetailDto, LeadPatchInput } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { leadKeys } from './keys';

/** PATCH /api/leads/{id} (stage, followUpDate, contact fields, assignedTo for owner/admin); the input schema is the API's own. */
export { LeadPatchInput };
export const updateLeadMutationKey = [...leadKeys.all, 'update'] as const;

export interface UpdateLeadVariables {
  id: string;
  patch: LeadPatchInput;
}

export async function patchLead({ id, patch }: UpdateLeadVariables): Promise<LeadDetailDto | null> {
  const body = LeadPatchInput.parse(patch);
  return readJson<LeadDetailDto>(await apiRequest('PATCH', `/api/leads/${encodeURIComponent(id)}`, body));
}

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateLeadMutationKey,
    mutationFn: patchLead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
