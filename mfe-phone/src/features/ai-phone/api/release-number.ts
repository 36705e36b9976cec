import { apiRequest, profileQueryKey, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { phoneKeys } from './keys';

export interface ReleasedNumber {
  phoneNumber: string;
  /** released: a dedicated number went back to Twilio; disconnected: the agent's own number stays in their account. */
  outcome: 'released' | 'disconnected';
}

/** DELETE /api/phone-numbers/{id}: the number stops reaching the assistant (the profile's dedicated number may change). */
export function useReleaseNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...phoneKeys.numbers(), 'release'],
    mutationFn: async (id: string) => (await readJson<ReleasedNumber>(await apiRequest('DELETE', `/api/phone-numbers/${id}`)))!,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: phoneKeys.numbers() }), queryClient.invalidateQueries({ queryKey: profileQueryKey })]),
  });
}
