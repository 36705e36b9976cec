import { OnboardingProfileInput } from '@leadnest/contracts';
import { apiRequest, profileQueryKey } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PUT /api/user/profile with the wizard's fields (fullName, brokerage, phone, serviceArea, personality). */
export { OnboardingProfileInput };
export const saveOnboardingMutationKey = ['user', 'profile', 'onboarding'] as const;

export async function putOnboardingProfile(input: OnboardingProfileInput): Promise<void> {
  await apiRequest('PUT', '/api/user/profile', OnboardingProfileInput.parse(input));
}

export function useSaveOnboardingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveOnboardingMutationKey,
    mutationFn: putOnboardingProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
