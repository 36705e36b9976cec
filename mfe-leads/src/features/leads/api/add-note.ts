import { type LeadDetailDto, LeadNoteInput } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { leadKeys } from './keys';

/** POST /api/leads/{id}/notes { note }: trimmed, 1–5000 characters. */
export { LeadNoteInput };
export const addNoteMutationKey = [...leadKeys.all, 'note'] as const;

export async function postNote({ id, note }: { id: string; note: string }): Promise<LeadDetailDto | null> {
  const body = LeadNoteInput.parse({ note });
  return readJson<LeadDetailDto>(await apiRequest('POST', `/api/leads/${encodeURIComponent(id)}/notes`, body));
}

export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: addNoteMutationKey,
    mutationFn: postNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
