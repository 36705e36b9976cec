import { TeamMemberRemoveInput } from '@leadnest/contracts';
import { apiRequest } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { teamKeys } from './keys';

/**
 * DELETE /api/team/members/{userId} { reassignTo }: 204 once their open
 * leads went to `reassignTo` (a member's id) or back to the pool (null).
 * Routing rules stop naming them, so routing is read again too.
 */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...teamKeys.all, 'remove-member'],
    mutationFn: async ({ userId, reassignTo }: { userId: string; reassignTo: string | null }) => {
      await apiRequest('DELETE', `/api/team/members/${encodeURIComponent(userId)}`, TeamMemberRemoveInput.parse({ reassignTo }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
