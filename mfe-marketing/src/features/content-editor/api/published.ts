import type { ContentPage, PublishedContentResponse } from '@leadnest/contracts/marketing-content';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions } from '@tanstack/react-query';

import { contentKeys } from '../../../lib/content-keys';

/** GET /api/content/{page}: what visitors see now (the editor starts from it when there is no draft). */
export const publishedQueryOptions = (page: ContentPage) =>
  queryOptions({
    queryKey: contentKeys.published(page),
    queryFn: async () => (await readJson<PublishedContentResponse>(await apiRequest('GET', `/api/content/${page}`)))!,
    staleTime: 0,
  });
