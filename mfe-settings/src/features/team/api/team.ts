import type { TeamDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import { teamKeys } from './keys';

/** GET /api/team: the signed-in user's team (a team of one for an agent on their own), with their own role. */
export async function fetchTeam(): Promise<TeamDto> {
  return (await readJson<TeamDto>(await apiRequest('GET', '/api/team'))) as TeamDto;
}

export const teamQueryOptions = queryOptions({ queryKey: teamKeys.detail(), queryFn: fetchTeam });

export function useTeam() {
  return useQuery(teamQueryOptions);
}

/** Mutations that answer the whole team store it as the page's data: no second GET. */
export function useStoreTeam() {
  const queryClient = useQueryClient();
  return (team: TeamDto) => queryClient.setQueryData(teamKeys.detail(), team);
}
