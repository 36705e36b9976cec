import type { AnalyticsSummaryDto, DashboardMetricsDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { dashboardKeys } from './keys';

/** GET /api/dashboard/metrics/{userId}: every figure of the stat cards and This Week. */
export const metricsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: dashboardKeys.metrics(userId),
    queryFn: async () => (await readJson<DashboardMetricsDto>(await apiRequest('GET', `/api/dashboard/metrics/${encodeURIComponent(userId)}`)))!,
  });

export function useDashboardMetrics(userId: string | undefined) {
  return useQuery({ ...metricsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** GET /api/analytics/{userId}: total conversations and appointments. */
export function useAnalyticsSummary(userId: string | undefined) {
  return useQuery({
    queryKey: dashboardKeys.analytics(userId ?? ''),
    queryFn: async () => (await readJson<AnalyticsSummaryDto>(await apiRequest('GET', `/api/analytics/${encodeURIComponent(userId ?? '')}`)))!,
    enabled: Boolean(userId),
  });
}
