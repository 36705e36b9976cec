import { type PhoneSettingsDto, PhoneSettingsInput } from '@leadnest/contracts';
import { apiRequest, profileQueryKey, readJson } from '@leadnest/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { phoneKeys } from './keys';

/** GET /api/phone/settings: voice settings, the SMS switch and whether calling is set up. */
export async function fetchPhoneSettings(): Promise<PhoneSettingsDto | null> {
  return readJson<PhoneSettingsDto>(await apiRequest('GET', '/api/phone/settings'));
}

export const phoneSettingsQueryOptions = () => queryOptions({ queryKey: phoneKeys.settings(), queryFn: fetchPhoneSettings });

export function usePhoneSettings() {
  return useQuery(phoneSettingsQueryOptions());
}

/** PUT /api/phone/settings: Save Settings of the voice settings. */
export function useSavePhoneSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...phoneKeys.settings(), 'save'],
    mutationFn: async (input: PhoneSettingsInput) => {
      PhoneSettingsInput.parse(input);
      return readJson<PhoneSettingsDto>(await apiRequest('PUT', '/api/phone/settings', input));
    },
    onSuccess: (saved) => queryClient.setQueryData(phoneKeys.settings(), saved),
  });
}

/** PUT /api/user/sms-settings { smsEnabled }: the SMS switch, saved on change. */
export function useSaveSmsEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...phoneKeys.settings(), 'sms'],
    mutationFn: async (smsEnabled: boolean) => readJson<PhoneSettingsDto>(await apiRequest('PUT', '/api/user/sms-settings', { smsEnabled })),
    onSuccess: (saved) => queryClient.setQueryData(phoneKeys.settings(), saved),
  });
}

/** PUT /api/user/profile { isAiCallingEnabled }: the AI calling switch, saved on change. */
export function useSaveAiCalling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...profileQueryKey, 'ai-calling'],
    mutationFn: async (isAiCallingEnabled: boolean) => readJson(await apiRequest('PUT', '/api/user/profile', { isAiCallingEnabled })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
