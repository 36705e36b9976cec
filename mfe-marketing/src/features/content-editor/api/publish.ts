import { type ContentPage, PublishContentInput, type PublishContentResponse } from '@leadnest/contracts/marketing-content';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { contentKeys } from '../../../lib/content-keys';

/**
 * POST /api/content/{page}/publish { at? }: the saved draft goes live now, or
 * at `at` (a durable job publishes it then). Drops the page's cached
 * published copy, draft and history (the shell's footer reads the same key).
 */
export function usePublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ page, at }: { page: ContentPage; at?: string }) =>
      (await readJson<PublishContentResponse>(await apiRequest('POST', `/api/content/${page}/publish`, PublishContentInput.parse(at ? { at } : {}))))!,
    onSuccess: (_answer, { page }) => queryClient.invalidateQueries({ queryKey: contentKeys.published(page) }),
  });
}
