import { apiRequest } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { teamKeys } from './keys';

/** DELETE /api/team/invites/{id}: 204; the link stops working and its seat is free again. */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...teamKeys.all, 'revoke-invite'],
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/team/invites/${encodeURIComponent(id)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.detail() }),
  });
}
