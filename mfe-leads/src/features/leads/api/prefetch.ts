import type { QueryClient } from '@tanstack/react-query';

import { filtersOfSearch } from '../lib/url-state';
import { leadCountsQueryOptions } from './lead-counts';
import { leadListQueryOptions } from './list-leads';

/**
 * The first requests of /leads (the first page of the unfiltered list, then
 * the stage counts, in the page's order: see LeadsPage), under the same keys
 * the page reads, so they are in flight while the page's own code still loads.
 */
export function prefetchLeadsPage(queryClient: QueryClient): void {
  // The filters of the URL the page opens with (/leads?stage=…), so a shared link's first page is prefetched too.
  const filters = filtersOfSearch(typeof window === 'undefined' ? '' : window.location.search);
  void queryClient.prefetchInfiniteQuery(leadListQueryOptions(filters)).then(() => queryClient.prefetchQuery(leadCountsQueryOptions(filters)));
}
