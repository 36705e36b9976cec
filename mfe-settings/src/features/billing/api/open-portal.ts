import type { BillingPortalResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation } from '@tanstack/react-query';

import { billingKeys } from './keys';

/** POST /api/billing/portal (Stripe mode): Stripe's page for the payment method; the browser goes there. */
export async function postPortal(): Promise<BillingPortalResponse> {
  return (await readJson<BillingPortalResponse>(await apiRequest('POST', '/api/billing/portal'))) as BillingPortalResponse;
}

export function useOpenPortal() {
  return useMutation({
    mutationKey: [...billingKeys.all, 'portal'],
    mutationFn: postPortal,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
