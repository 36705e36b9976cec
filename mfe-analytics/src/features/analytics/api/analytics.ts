import type { AiPerformanceDto, AnalyticsConversionsDto, AnalyticsDetailedDto, AnalyticsPeriod } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { analyticsKeys } from './keys';

/*
 * The three reads of spec part 2 §7: GET /api/analytics/{detailed,
 * conversions,ai-performance}?userId=&period=. The previous period's data
 * stays on screen while the next one loads (the spinner says it is coming).
 */

const url = (path: string, userId: string, period: AnalyticsPeriod) => `/api/analytics/${path}?userId=${encodeURIComponent(userId)}&period=${period}`;
const fetchJson = async <T>(path: string, userId: string, period: AnalyticsPeriod): Promise<T> =>
  (await readJson<T>(await apiRequest('GET', url(path, userId, period))))!;

export const detailedQueryOptions = (userId: string, period: AnalyticsPeriod) =>
  queryOptions({ queryKey: analyticsKeys.detailed(userId, period), queryFn: () => fetchJson<AnalyticsDetailedDto>('detailed', userId, period) });

export const conversionsQueryOptions = (userId: string, period: AnalyticsPeriod) =>
  queryOptions({ queryKey: analyticsKeys.conversions(userId, period), queryFn: () => fetchJson<AnalyticsConversionsDto>('conversions', userId, period) });

export const aiPerformanceQueryOptions = (userId: string, period: AnalyticsPeriod) =>
  queryOptions({ queryKey: analyticsKeys.aiPerformance(userId, period), queryFn: () => fetchJson<AiPerformanceDto>('ai-performance', userId, period) });

export function useDetailedAnalytics(userId: string | undefined, period: AnalyticsPeriod) {
  return useQuery({ ...detailedQueryOptions(userId ?? '', period), enabled: Boolean(userId), placeholderData: keepPreviousData });
}

export function useConversionAnalytics(userId: string | undefined, period: AnalyticsPeriod) {
  return useQuery({ ...conversionsQueryOptions(userId ?? '', period), enabled: Boolean(userId), placeholderData: keepPreviousData });
}

export function useAiPerformance(userId: string | undefined, period: AnalyticsPeriod) {
  return useQuery({ ...aiPerformanceQueryOptions(userId ?? '', period), enabled: Boolean(userId), placeholderData: keepPreviousData });
}
