import { CapturePageCreateInput, type CapturePageDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { capturePageKeys } from './keys';

/** POST /api/lead-capture-pages; the input schema is the API's own. */
export { CapturePageCreateInput };
export const createCapturePageMutationKey = [...capturePageKeys.all, 'create'] as const;

// Not parsed here: the server validates, and its message is what the 'Error' toast shows.
export async function postCapturePage(input: CapturePageCreateInput): Promise<CapturePageDto | null> {
  return readJson<CapturePageDto>(await apiRequest('POST', '/api/lead-capture-pages', input));
}

export function useCreateCapturePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createCapturePageMutationKey,
    mutationFn: postCapturePage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: capturePageKeys.all }),
  });
}
