import type { SubscriptionDto } from '@leadnest/contracts';
import { apiRequest, profileQueryKey, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { billingKeys } from './keys';

/** DELETE /api/subscription/{userId}: cancels at the period's end (access runs to it). */
export async function deleteSubscription(userId: string): Promise<SubscriptionDto> {
  return (await readJson<SubscriptionDto>(await apiRequest('DELETE', `/api/subscription/${encodeURIComponent(userId)}`))) as SubscriptionDto;
}

export function useCancelSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...billingKeys.all, 'cancel'],
    mutationFn: () => deleteSubscription(userId),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: billingKeys.all }), queryClient.invalidateQueries({ queryKey: profileQueryKey })]),
  });
}
