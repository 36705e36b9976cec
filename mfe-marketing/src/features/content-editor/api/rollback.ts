import { type ContentPage, type PublishContentResponse, RollbackContentInput } from '@leadnest/contracts/marketing-content';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { contentKeys } from '../../../lib/content-keys';

/** POST /api/content/{page}/rollback { version }: publishes a copy of an earlier version now. */
export function useRollback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ page, version }: { page: ContentPage; version: number }) =>
      (await readJson<PublishContentResponse>(await apiRequest('POST', `/api/content/${page}/rollback`, RollbackContentInput.parse({ version }))))!,
    onSuccess: (_answer, { page }) => queryClient.invalidateQueries({ queryKey: contentKeys.published(page) }),
  });
}
