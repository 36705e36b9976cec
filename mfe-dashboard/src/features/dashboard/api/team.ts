import type { TeamAnalyticsDto, TeamDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useQuery } from '@tanstack/react-query';

import { dashboardKeys } from './keys';

/** GET /api/team: who is on the signed-in user's team (a team of one shows no leaderboard). */
export function useTeam() {
  return useQuery({
    queryKey: dashboardKeys.team(),
    queryFn: async () => (await readJson<TeamDto>(await apiRequest('GET', '/api/team'))) as TeamDto,
  });
}

/** GET /api/analytics/team: each member's figures for the period, best first. */
export function useLeaderboard(period: '7d', enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.leaderboard(period),
    queryFn: async () => (await readJson<TeamAnalyticsDto>(await apiRequest('GET', `/api/analytics/team?period=${period}`))) as TeamAnalyticsDto,
    enabled,
  });
}
