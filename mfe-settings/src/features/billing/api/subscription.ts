import type { SubscriptionDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { billingKeys } from './keys';

/** GET /api/subscription/{userId}: plan, status, period, price, payment method, billing mode. */
export async function fetchSubscription(userId: string): Promise<SubscriptionDto> {
  return (await readJson<SubscriptionDto>(await apiRequest('GET', `/api/subscription/${encodeURIComponent(userId)}`))) as SubscriptionDto;
}

export const subscriptionQueryOptions = (userId: string) =>
  queryOptions({ queryKey: billingKeys.subscription(userId), queryFn: () => fetchSubscription(userId) });

export function useSubscription(userId: string | undefined) {
  return useQuery({ ...subscriptionQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
