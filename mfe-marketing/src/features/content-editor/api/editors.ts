import { ContentEditorGrantInput, type ContentEditorsResponse } from '@leadnest/contracts/marketing-content';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { contentKeys } from '../../../lib/content-keys';

/** GET /api/admin/content-editors (admins): who has the marketing role. */
export const editorsQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.editors(),
    queryFn: async () => (await readJson<ContentEditorsResponse>(await apiRequest('GET', '/api/admin/content-editors')))!,
    staleTime: 0,
  });

export const useEditors = (enabled: boolean) => useQuery({ ...editorsQueryOptions(), enabled });

/** PUT /api/admin/content-editors { email, granted }: gives or takes the marketing role. */
export function useGrantEditor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ContentEditorGrantInput) => {
      await apiRequest('PUT', '/api/admin/content-editors', ContentEditorGrantInput.parse(input));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.editors() }),
  });
}
