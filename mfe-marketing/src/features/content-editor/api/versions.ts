import type { ContentPage, ContentVersionsResponse } from '@leadnest/contracts/marketing-content';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { contentKeys } from '../../../lib/content-keys';

/** GET /api/content/{page}/versions (marketing role): the history, newest first. */
export const versionsQueryOptions = (page: ContentPage) =>
  queryOptions({
    queryKey: contentKeys.versions(page),
    queryFn: async () => (await readJson<ContentVersionsResponse>(await apiRequest('GET', `/api/content/${page}/versions`)))!,
    staleTime: 0,
  });

export const useVersions = (page: ContentPage) => useQuery(versionsQueryOptions(page));
