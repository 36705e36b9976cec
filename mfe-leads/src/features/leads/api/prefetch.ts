import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_FILTERS } from './keys';
import { leadCountsQueryOptions } from './lead-counts';
import { leadListQueryOptions } from './list-leads';

/**
 * The first requests of /leads (the first page of the unfiltered list, then
 * the stage counts, in the page's order: see LeadsPage), under the same keys
 * the page reads, so they are in flight while the page's own code still loads.
 */
export function prefetchLeadsPage(queryClient: QueryClient): void {
  void queryClient
    .prefetchInfiniteQuery(leadListQueryOptions(DEFAULT_FILTERS))
    .then(() => queryClient.prefetchQuery(leadCountsQueryOptions(DEFAULT_FILTERS)));
}
