import type { LeadAssignedFilter, LeadSort, LeadSource, LeadStage } from '@leadnest/contracts';

/** The list's filters as the screen holds them (and the URL: /leads?stage=&source=&q=&assigned=&sort=); 'all' means no filtering. */
export interface LeadFilters {
  stage: LeadStage | 'all';
  source: LeadSource | 'all';
  q: string;
  /**
   * Teams: my leads, the pool, or all (absent). Left out rather than 'all', so
   * a team of one keeps the very keys and URLs it always had.
   */
  assigned?: LeadAssignedFilter;
  /** The list's order; the counts ignore it. */
  sort?: LeadSort;
}

/** What the stage counts follow: the list's filters except its stage and order. */
export type CountFilters = Pick<LeadFilters, 'source' | 'q' | 'assigned'>;

/** `{ assigned }` when it narrows the list, else nothing ('all' is the same as no filter). */
export function assignedOf(filters: Pick<LeadFilters, 'assigned'>): { assigned?: Exclude<LeadAssignedFilter, 'all'> } {
  return filters.assigned && filters.assigned !== 'all' ? { assigned: filters.assigned } : {};
}

export const DEFAULT_FILTERS: LeadFilters = { stage: 'all', source: 'all', q: '', sort: 'created' };

/** The one query-key factory for leads (STYLE.md): every key starts with ['leads']. */
export const leadKeys = {
  all: ['leads'] as const,
  lists: () => [...leadKeys.all, 'list'] as const,
  list: (filters: LeadFilters) => [...leadKeys.lists(), filters] as const,
  counts: (filters: CountFilters) => [...leadKeys.all, 'counts', { source: filters.source, q: filters.q, ...assignedOf(filters) }] as const,
  detail: (id: string) => [...leadKeys.all, 'detail', id] as const,
};

/** Query-string parameters for the filters: 'all' and an empty search are left out. */
export function filterParams(filters: Partial<LeadFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.stage && filters.stage !== 'all') params.set('stage', filters.stage);
  if (filters.source && filters.source !== 'all') params.set('source', filters.source);
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  const { assigned } = assignedOf(filters);
  if (assigned) params.set('assigned', assigned);
  if (filters.sort && filters.sort !== 'created') params.set('sort', filters.sort);
  return params;
}
