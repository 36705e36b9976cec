import type { ContentPage } from '@leadnest/contracts/marketing-content';
import { apiRequest } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { contentKeys } from '../../../lib/content-keys';

/**
 * Cancels a scheduled publish: DELETE /api/content/{page}/versions/{version}
 * (only a scheduled version can be cancelled; it stays in the history as
 * cancelled).
 */
export function useCancelScheduled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ page, version }: { page: ContentPage; version: number }) => {
      await apiRequest('DELETE', `/api/content/${page}/versions/${version}`);
    },
    onSuccess: (_answer, { page }) => queryClient.invalidateQueries({ queryKey: contentKeys.versions(page) }),
  });
}
