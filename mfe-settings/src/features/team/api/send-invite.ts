import { type TeamInviteDto, TeamInviteInput } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { teamKeys } from './keys';

export { TeamInviteInput };

/** POST /api/team/invites { email, role }: 201 with the invite; the mail goes out. Seats change with it. */
export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...teamKeys.all, 'invite'],
    // A plan that lacks teams is said in the form's toast; the Team page stays (the shell's plan card would replace it).
    meta: { keepPageOnPlanAnswer: true },
    mutationFn: async (input: TeamInviteInput) =>
      (await readJson<TeamInviteDto>(await apiRequest('POST', '/api/team/invites', TeamInviteInput.parse(input)))) as TeamInviteDto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.detail() }),
  });
}
