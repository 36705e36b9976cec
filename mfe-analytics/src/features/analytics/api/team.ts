import type { AnalyticsPeriod, TeamAnalyticsDto, TeamDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { analyticsKeys } from './keys';

/** GET /api/team: who is on the signed-in user's team (a team of one gets no Team tab). */
export const teamQueryOptions = () =>
  queryOptions({ queryKey: analyticsKeys.team(), queryFn: async () => (await readJson<TeamDto>(await apiRequest('GET', '/api/team')))! });

export function useTeam() {
  return useQuery(teamQueryOptions());
}

/** GET /api/analytics/team?period=: every member's figures, best first. The previous period's stay on screen while the next loads. */
export const teamFiguresQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.teamFigures(period),
    queryFn: async () => (await readJson<TeamAnalyticsDto>(await apiRequest('GET', `/api/analytics/team?period=${period}`)))!,
  });

export function useTeamFigures(period: AnalyticsPeriod) {
  return useQuery({ ...teamFiguresQueryOptions(period), placeholderData: keepPreviousData });
}
