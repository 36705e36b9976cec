import type { TeamDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The team is the settings remote's resource; this screen only reads it (who
 * may be assigned, and whether the viewer may assign). Same key and shape as
 * mfe-settings' team query, so under the shell's one query client a change
 * made on the Team page is what this screen shows next.
 */
export const teamKeys = {
  all: ['team'] as const,
  detail: () => [...teamKeys.all, 'detail'] as const,
};

/** GET /api/team: the signed-in user's team (a team of one for an agent on their own), with their own role. */
export async function fetchTeam(): Promise<TeamDto | null> {
  return readJson<TeamDto>(await apiRequest('GET', '/api/team'));
}

export const teamQueryOptions = () => queryOptions({ queryKey: teamKeys.detail(), queryFn: fetchTeam, staleTime: 60_000 });

export function useTeam() {
  return useQuery(teamQueryOptions());
}
