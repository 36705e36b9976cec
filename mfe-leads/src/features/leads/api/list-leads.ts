import type { LeadListResponse } from '@leadnest/contracts';
import { LEAD_PAGE_SIZE } from '@leadnest/contracts/constants';
import { apiRequest, readJson } from '@leadnest/session';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { filterParams, type LeadFilters, leadKeys } from './keys';

/**
 * Rows per page the list asks for: the contract's default page size, from
 * the contracts' constants entry (no zod), since the first list request is
 * started from a chunk that must stay small.
 */
export const LEAD_LIST_PAGE_SIZE = LEAD_PAGE_SIZE;

/** The URL of one page of GET /api/leads for the filters (the server filters; never every lead). */
export function leadListUrl(filters: LeadFilters, cursor?: string | null, limit = LEAD_LIST_PAGE_SIZE): string {
  const params = filterParams(filters);
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(limit));
  return `/api/leads?${params.toString()}`;
}

export async function fetchLeadPage(filters: LeadFilters, cursor?: string | null): Promise<LeadListResponse> {
  const res = await apiRequest('GET', leadListUrl(filters, cursor));
  return (await readJson<LeadListResponse>(res)) ?? { leads: [], nextCursor: null };
}

export const leadListQueryOptions = (filters: LeadFilters) =>
  infiniteQueryOptions({
    queryKey: leadKeys.list(filters),
    queryFn: ({ pageParam }) => fetchLeadPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Pages of leads, one more each time the list's end scrolls into view. */
export function useLeadList(filters: LeadFilters) {
  // While the next search's answer is on its way the last results stay (results as you type, no flashing spinner).
  return useInfiniteQuery({ ...leadListQueryOptions(filters), placeholderData: keepPreviousData });
}
