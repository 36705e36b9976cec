import type { AnalyticsPeriod, RoiDto, RoiSettingsInput } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { analyticsKeys } from './keys';

/** GET /api/analytics/roi?userId=&period= */
export function useRoi(userId: string | undefined, period: AnalyticsPeriod) {
  return useQuery({
    queryKey: [...analyticsKeys.all, 'roi', userId ?? '', period],
    queryFn: async () => (await readJson<RoiDto>(await apiRequest('GET', `/api/analytics/roi?userId=${encodeURIComponent(userId ?? '')}&period=${period}`)))!,
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/analytics/roi-settings: the minutes figure or one month's ad spend; the ROI figures are read again after. */
export function useSaveRoiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...analyticsKeys.all, 'roi-settings'],
    mutationFn: async (input: RoiSettingsInput) => {
      await apiRequest('PUT', '/api/analytics/roi-settings', input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...analyticsKeys.all, 'roi'] }),
  });
}
