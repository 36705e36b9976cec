import type { LeadDetailDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { leadKeys } from './keys';

/** GET /api/leads/{id}: the lead with its notes and activity, newest first. */
export async function fetchLead(id: string): Promise<LeadDetailDto | null> {
  return readJson<LeadDetailDto>(await apiRequest('GET', `/api/leads/${encodeURIComponent(id)}`));
}

export const leadDetailQueryOptions = (id: string) => queryOptions({ queryKey: leadKeys.detail(id), queryFn: () => fetchLead(id) });

export function useLead(id: string | null) {
  return useQuery({ ...leadDetailQueryOptions(id ?? ''), enabled: Boolean(id) });
}
