import type { ContentPage } from '@leadnest/contracts/marketing-content';
import type { PagePrefetch } from '@leadnest/remote-kit';

import { publishedContentQueryOptions } from './api/published-content';

/**
 * Starts reading a public page's published content while the page's own
 * code is still loading (remote-kit's page prefetch). Nothing is asked when
 * the server inlined it: the inlined copy is fresh.
 */
export const prefetchContent =
  (page: ContentPage): PagePrefetch =>
  (queryClient) =>
    void queryClient.prefetchQuery(publishedContentQueryOptions(page));
