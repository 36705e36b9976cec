import type { LeadAssignedFilter, LeadSort, LeadSource, LeadStage } from '@leadnest/contracts';
import { ALL_LEAD_SOURCES, LEAD_SEARCH_MAX, LEAD_SORTS, LEAD_STAGES } from '@leadnest/contracts/constants';

import { DEFAULT_FILTERS, type LeadFilters } from '../api/keys';

// From the contracts' constants entry, which brings no zod into this chunk.
const STAGES: readonly string[] = LEAD_STAGES;
const SOURCES: readonly string[] = ALL_LEAD_SOURCES;
const SORTS: readonly string[] = LEAD_SORTS;
// LEAD_ASSIGNED_FILTERS lives in the contracts' team module, which brings zod;
// the two that narrow the list are spelled here, checked against its type.
const ASSIGNED: readonly string[] = ['me', 'unassigned'] satisfies LeadAssignedFilter[];

/** The filters a URL's query carries; anything unknown reads as no filter, so a mangled link still opens the list. */
export function filtersOfSearch(search: string): LeadFilters {
  const params = new URLSearchParams(search);
  const stage = params.get('stage') ?? '';
  const source = params.get('source') ?? '';
  const sort = params.get('sort') ?? '';
  const assigned = params.get('assigned') ?? '';
  return {
    stage: STAGES.includes(stage) ? (stage as LeadStage) : 'all',
    source: SOURCES.includes(source) ? (source as LeadSource) : 'all',
    q: (params.get('q') ?? '').slice(0, LEAD_SEARCH_MAX),
    // Only when it narrows: without it the filters (and so the query keys) are what they were before teams.
    ...(ASSIGNED.includes(assigned) ? { assigned: assigned as LeadAssignedFilter } : {}),
    sort: SORTS.includes(sort) ? (sort as LeadSort) : DEFAULT_FILTERS.sort,
  };
}

/** /leads/{id} (and the older /leads?lead={id} of the inbox's "Open in Leads"): the lead whose panel is open. */
export function leadIdOfLocation(pathname: string, search: string): string | null {
  const fromPath = /^\/leads\/([0-9a-f]{24})\/?$/i.exec(pathname)?.[1];
  return fromPath ?? new URLSearchParams(search).get('lead');
}
