import { apiRequest } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { leadKeys } from './keys';

/** DELETE /api/leads/{id}; the list and counts are asked for again. */
export async function deleteLead(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/leads/${encodeURIComponent(id)}`);
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...leadKeys.all, 'delete'],
    mutationFn: deleteLead,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: leadKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: leadKeys.all });
    },
  });
}
