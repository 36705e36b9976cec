import type { TeamRoutingDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { teamKeys } from './keys';

/** GET /api/team/routing: how new leads find a member (mode, windows, rules). */
export async function fetchRouting(): Promise<TeamRoutingDto> {
  return (await readJson<TeamRoutingDto>(await apiRequest('GET', '/api/team/routing'))) as TeamRoutingDto;
}

export const routingQueryOptions = queryOptions({ queryKey: teamKeys.routing(), queryFn: fetchRouting });

export function useRouting(enabled = true) {
  return useQuery({ ...routingQueryOptions, enabled });
}
