import type { ContentPage, PublishedContentResponse } from '@leadnest/contracts/marketing-content';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions } from '@tanstack/react-query';

import { contentKeys } from '../../../lib/content-keys';
import { bootContent } from '../boot-content';

/** GET /api/content/{page}: the version visitors see (public; content null and version 0 before any publish). */
export async function fetchPublishedContent<P extends ContentPage>(page: P): Promise<PublishedContentResponse<P>> {
  return (await readJson<PublishedContentResponse<P>>(await apiRequest('GET', `/api/content/${page}`)))!;
}

/** When this page was loaded: the age of what the server inlined. */
const LOADED_AT = Date.now();
const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * The published content of `page`, starting from what the server inlined into
 * the HTML when it did. Fresh for five minutes: a publish shows on the next
 * page load (the server inlines it), at once in the tab that published (the
 * editor invalidates the key), and to a tab left open once it is older.
 */
export const publishedContentQueryOptions = <P extends ContentPage>(page: P) =>
  queryOptions({
    queryKey: contentKeys.published(page),
    queryFn: () => fetchPublishedContent(page),
    initialData: () => bootContent(page),
    initialDataUpdatedAt: LOADED_AT,
    staleTime: FIVE_MINUTES,
    retry: false,
  });
