import type { ContentPage, DraftContentResponse } from '@leadnest/contracts/marketing-content';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions } from '@tanstack/react-query';

import { contentKeys } from '../../../lib/content-keys';

/** GET /api/content/{page}?version=draft (marketing role): the saved draft, content null when there is none. */
export async function fetchDraftContent<P extends ContentPage>(page: P): Promise<DraftContentResponse<P>> {
  return (await readJson<DraftContentResponse<P>>(await apiRequest('GET', `/api/content/${page}?version=draft`)))!;
}

export const draftContentQueryOptions = <P extends ContentPage>(page: P) =>
  queryOptions({ queryKey: contentKeys.draft(page), queryFn: () => fetchDraftContent(page), staleTime: 0, retry: false });
