import type { LeadCountsResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { assignedOf, type CountFilters, filterParams, leadKeys } from './keys';

/** GET /api/leads/counts with the list's source, search and assignee (never its stage: the cards are per stage). */
export function leadCountsUrl(filters: CountFilters): string {
  const query = filterParams({ source: filters.source, q: filters.q, ...assignedOf(filters) }).toString();
  return query ? `/api/leads/counts?${query}` : '/api/leads/counts';
}

export async function fetchLeadCounts(filters: CountFilters): Promise<LeadCountsResponse | null> {
  return readJson<LeadCountsResponse>(await apiRequest('GET', leadCountsUrl(filters)));
}

export const leadCountsQueryOptions = (filters: CountFilters) =>
  queryOptions({ queryKey: leadKeys.counts(filters), queryFn: () => fetchLeadCounts(filters), placeholderData: keepPreviousData });

/** `enabled: false` holds the request back (the page asks for the list's first page first). */
export function useLeadCounts(filters: CountFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ ...leadCountsQueryOptions(filters), enabled: options.enabled ?? true });
}
