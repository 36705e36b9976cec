import { ApiError, apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ResetPasswordInput } from './reset-password';

/** Whether `token` has the shape of a reset token: one that has not is refused without asking the server. */
export const isResetTokenShaped = (token: string): boolean => ResetPasswordInput.shape.token.safeParse(token).success;

export const resetLinkKeys = {
  all: ['auth', 'reset-link'] as const,
  check: (token: string) => [...resetLinkKeys.all, token] as const,
};

/** GET /api/auth/reset-password?token=: 200 while the link still works, 410 once used or expired; it spends nothing. */
export async function fetchResetLink(token: string): Promise<{ valid: true }> {
  return (await readJson<{ valid: true }>(await apiRequest('GET', `/api/auth/reset-password?${new URLSearchParams({ token })}`))) as { valid: true };
}

export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: resetLinkKeys.check(token),
    queryFn: () => fetchResetLink(token),
    // Asked once per opening: a refetch on focus could turn the form into "used" just after this tab spent the link.
    staleTime: Infinity,
    retry: false,
  });

export function useResetLink(token: string) {
  return useQuery({ ...resetLinkQueryOptions(token), enabled: isResetTokenShaped(token) });
}

/** True when the server said the link is used, expired or unknown (410), not when it could not answer. */
export function isGoneResetLink(error: unknown): boolean {
  return error instanceof ApiError && error.status === 410;
}
