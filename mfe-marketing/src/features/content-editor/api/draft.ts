import type { ContentOf, ContentPage, DraftContentResponse } from '@leadnest/contracts/marketing-content';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { contentKeys } from '../../../lib/content-keys';

/** GET /api/content/{page}?version=draft (marketing role): the saved draft; content null when there is none. */
export const draftQueryOptions = (page: ContentPage) =>
  queryOptions({
    queryKey: contentKeys.draft(page),
    queryFn: async () => (await readJson<DraftContentResponse>(await apiRequest('GET', `/api/content/${page}?version=draft`)))!,
    staleTime: 0,
  });

/** PUT /api/content/{page}/draft with the whole document: the server validates it with the same schema (400 naming the field). */
export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ page, content }: { page: ContentPage; content: ContentOf<ContentPage> }) =>
      (await readJson<DraftContentResponse>(await apiRequest('PUT', `/api/content/${page}/draft`, content)))!,
    onSuccess: (saved, { page }) => queryClient.setQueryData(contentKeys.draft(page), saved),
  });
}
