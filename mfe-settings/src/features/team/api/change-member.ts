import { type InviteRole, type MemberStatus, type TeamDto, TeamMemberPatchInput } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation } from '@tanstack/react-query';

import { teamKeys } from './keys';
import { useStoreTeam } from './team';

/** A role (agent ↔ admin; never the owner's), a status, or both. */
export interface MemberPatch {
  role?: InviteRole;
  status?: MemberStatus;
}

/** PATCH /api/team/members/{userId} { role?, status? } (owner or admin): answers the team. */
export function useChangeMember() {
  const store = useStoreTeam();
  return useMutation({
    mutationKey: [...teamKeys.all, 'change-member'],
    mutationFn: async ({ userId, ...patch }: MemberPatch & { userId: string }) =>
      (await readJson<TeamDto>(await apiRequest('PATCH', `/api/team/members/${encodeURIComponent(userId)}`, TeamMemberPatchInput.parse(patch)))) as TeamDto,
    onSuccess: store,
  });
}
