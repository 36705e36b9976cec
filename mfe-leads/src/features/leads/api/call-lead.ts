import { apiRequest } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { leadKeys } from './keys';

/** POST /api/leads/{id}/call: until calling is configured the API answers 409 CALLING_NOT_CONFIGURED. */
export const callLeadMutationKey = [...leadKeys.all, 'call'] as const;

export async function postCall(id: string): Promise<void> {
  await apiRequest('POST', `/api/leads/${encodeURIComponent(id)}/call`);
}

export function useCallLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: callLeadMutationKey,
    mutationFn: postCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
