import type { InvoiceDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { billingKeys } from './keys';

/** GET /api/invoices/{userId}: newest first. */
export async function fetchInvoices(userId: string): Promise<InvoiceDto[]> {
  return (await readJson<InvoiceDto[]>(await apiRequest('GET', `/api/invoices/${encodeURIComponent(userId)}`))) ?? [];
}

export const invoicesQueryOptions = (userId: string) => queryOptions({ queryKey: billingKeys.invoices(userId), queryFn: () => fetchInvoices(userId) });

export function useInvoices(userId: string | undefined) {
  return useQuery({ ...invoicesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
