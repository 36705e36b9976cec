import { type SubscriptionDto, SubscriptionPatchInput } from '@leadnest/contracts';
import type { PlanTier } from '@leadnest/plans';
import { apiRequest, profileQueryKey, publishPlanGate, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { billingKeys } from './keys';

/** PATCH /api/subscription/{userId} {plan}: subscribe, upgrade or downgrade (or resume a cancelled one). */
export async function patchSubscription(userId: string, plan: PlanTier): Promise<SubscriptionDto> {
  const body = SubscriptionPatchInput.parse({ plan });
  return (await readJson<SubscriptionDto>(await apiRequest('PATCH', `/api/subscription/${encodeURIComponent(userId)}`, body))) as SubscriptionDto;
}

export function useChangePlan(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...billingKeys.all, 'change-plan'],
    mutationFn: (plan: PlanTier) => patchSubscription(userId, plan),
    onSuccess: async (subscription) => {
      // Stripe mode: the card is entered on Stripe's page.
      if (subscription.checkoutUrl) {
        window.location.assign(subscription.checkoutUrl);
        return;
      }
      // The plan is on the profile now: the guard lets the dashboard in.
      publishPlanGate(undefined);
      await Promise.all([queryClient.invalidateQueries({ queryKey: billingKeys.all }), queryClient.invalidateQueries({ queryKey: profileQueryKey })]);
    },
  });
}
