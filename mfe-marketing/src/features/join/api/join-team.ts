import { type TeamDto, TeamJoinInput } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { joinKeys } from './keys';

/**
 * POST /api/team/join { token } (signed in): answers the team joined. The
 * user now works in the team's account (docs/decisions/0034-teams.md), so
 * every cached read (leads, conversations, settings) was the old account's
 * and is read again: all but this page's preview, whose link is spent now
 * (read again, it would say so while the page moves on).
 */
export function useJoinTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...joinKeys.all, 'join'],
    mutationFn: async (token: string) => (await readJson<TeamDto>(await apiRequest('POST', '/api/team/join', TeamJoinInput.parse({ token })))) as TeamDto,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== joinKeys.all[0] }),
  });
}
