import { type CapturePageDto, CapturePagePatchInput } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { capturePageKeys } from './keys';

/** PATCH /api/lead-capture-pages/{id}; the slug (its public URL) never changes. */
export { CapturePagePatchInput };
export const updateCapturePageMutationKey = [...capturePageKeys.all, 'update'] as const;

export async function patchCapturePage({ id, patch }: { id: string; patch: CapturePagePatchInput }): Promise<CapturePageDto | null> {
  // Not parsed here: the server validates, and its message is what the 'Error' toast shows.
  return readJson<CapturePageDto>(await apiRequest('PATCH', `/api/lead-capture-pages/${encodeURIComponent(id)}`, patch));
}

export function useUpdateCapturePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateCapturePageMutationKey,
    mutationFn: patchCapturePage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: capturePageKeys.all }),
  });
}
