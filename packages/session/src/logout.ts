import { useMutation, useQueryClient } from '@tanstack/react-query';

import { profileQueryKey } from './profile';
import { apiRequest } from './request';
import { announceSignedOut } from './session-end';

export const logoutMutationKey = ['auth', 'logout'] as const;

/**
 * Signs out (`POST /api/auth/logout`). On success the cached profile becomes
 * `null` at once (so no guarded page flashes the old user) and is then
 * invalidated so the server confirms it; every other cached query is dropped,
 * because with `staleTime: Infinity` the next person at this browser would
 * otherwise see the previous user's data. The other tabs of this browser
 * are told, and follow (session-end.ts).
 *
 * Raises no toasts: the caller (the shell's user menu) decides them through
 * `mutate(undefined, { onSuccess, onError })`.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: async (): Promise<void> => {
      await apiRequest('POST', '/api/auth/logout');
    },
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== profileQueryKey[0] });
      queryClient.setQueryData(profileQueryKey, null);
      // Not awaited: the mutation is done once the server said so; the refetch is a confirmation.
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      announceSignedOut();
    },
  });
}
