import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { campaignKeys } from './keys';

export interface CampaignSettingsDto {
  maxConcurrentCalls: number;
  defaultMaxConcurrentCalls: number;
}

/** GET /api/campaign-settings: how many calls the dialer places at once for this agent. */
export async function fetchCampaignSettings(): Promise<CampaignSettingsDto | null> {
  return readJson<CampaignSettingsDto>(await apiRequest('GET', '/api/campaign-settings'));
}

export const campaignSettingsQueryOptions = () => queryOptions({ queryKey: campaignKeys.settings(), queryFn: fetchCampaignSettings });

export function useCampaignSettings() {
  return useQuery(campaignSettingsQueryOptions());
}

/** PUT /api/campaign-settings { maxConcurrentCalls }. */
export function useSaveCampaignSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...campaignKeys.settings(), 'save'],
    mutationFn: async (maxConcurrentCalls: number) => readJson<CampaignSettingsDto>(await apiRequest('PUT', '/api/campaign-settings', { maxConcurrentCalls })),
    onSuccess: (saved) => queryClient.setQueryData(campaignKeys.settings(), saved),
  });
}
