import type { CapturePageDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { capturePageKeys } from './keys';

/** POST /api/lead-capture-pages/{id}/activate or /deactivate (no body). */
export const SetPageActiveInput = z.object({ id: z.string().min(1), active: z.boolean() });
export type SetPageActiveInput = z.input<typeof SetPageActiveInput>;
export const setCapturePageActiveMutationKey = [...capturePageKeys.all, 'active'] as const;

export async function postPageActive(input: SetPageActiveInput): Promise<CapturePageDto | null> {
  const { id, active } = SetPageActiveInput.parse(input);
  const action = active ? 'activate' : 'deactivate';
  return readJson<CapturePageDto>(await apiRequest('POST', `/api/lead-capture-pages/${encodeURIComponent(id)}/${action}`));
}

export function useSetCapturePageActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: setCapturePageActiveMutationKey,
    mutationFn: postPageActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: capturePageKeys.all }),
  });
}
