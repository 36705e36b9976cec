import type { TeamInviteDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { teamKeys } from './keys';

/** POST /api/team/invites/{id}/resend: a new link and a new expiry, mailed again. */
export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...teamKeys.all, 'resend-invite'],
    mutationFn: async (id: string) =>
      (await readJson<TeamInviteDto>(await apiRequest('POST', `/api/team/invites/${encodeURIComponent(id)}/resend`))) as TeamInviteDto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.detail() }),
  });
}
