import { type TeamRoutingDto, TeamRoutingInput } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { teamKeys } from './keys';

export { TeamRoutingInput };

/** PUT /api/team/routing (owner or admin), validated with the API's own schema: answers the saved routing. */
export function useSaveRouting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...teamKeys.all, 'save-routing'],
    mutationFn: async (input: TeamRoutingInput) =>
      (await readJson<TeamRoutingDto>(await apiRequest('PUT', '/api/team/routing', TeamRoutingInput.parse(input)))) as TeamRoutingDto,
    onSuccess: (saved) => queryClient.setQueryData(teamKeys.routing(), saved),
  });
}
