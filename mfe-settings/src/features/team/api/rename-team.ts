import { type TeamDto, TeamPatchInput } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation } from '@tanstack/react-query';

import { teamKeys } from './keys';
import { useStoreTeam } from './team';

export { TeamPatchInput };

/** PATCH /api/team { name } (owner or admin): answers the team. */
export function useRenameTeam() {
  const store = useStoreTeam();
  return useMutation({
    mutationKey: [...teamKeys.all, 'rename'],
    mutationFn: async (name: string) => (await readJson<TeamDto>(await apiRequest('PATCH', '/api/team', TeamPatchInput.parse({ name })))) as TeamDto,
    onSuccess: store,
  });
}
