import { apiRequest, throwIfNotOk } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { capturePageKeys } from './keys';

export const deleteCapturePageMutationKey = [...capturePageKeys.all, 'delete'] as const;

/** DELETE /api/lead-capture-pages/{id}: the page and its public URL go; the leads it brought stay. */
export async function deleteCapturePage(id: string): Promise<void> {
  await throwIfNotOk(await apiRequest('DELETE', `/api/lead-capture-pages/${encodeURIComponent(id)}`));
}

export function useDeleteCapturePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteCapturePageMutationKey,
    mutationFn: deleteCapturePage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: capturePageKeys.all }),
  });
}
