import { type MessageResponse, ResetPasswordInput } from '@leadnest/contracts';
import { ApiError, apiRequest, readJson } from '@leadnest/session';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/reset-password { token, password }: the mailed link's token, spent once. */
export { ResetPasswordInput };
export const resetPasswordMutationKey = ['auth', 'reset-password'] as const;

export async function postResetPassword(input: ResetPasswordInput): Promise<MessageResponse | null> {
  const res = await apiRequest('POST', '/api/auth/reset-password', { token: input.token, password: input.password });
  return readJson<MessageResponse>(res);
}

export function useResetPasswordMutation() {
  return useMutation({ mutationKey: resetPasswordMutationKey, mutationFn: postResetPassword });
}

/** True when the server refused the link itself (unknown, used or expired), not the new password. */
export function isInvalidResetLink(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  try {
    return (JSON.parse(error.body) as { code?: unknown }).code === 'RESET_TOKEN_INVALID';
  } catch {
    return false;
  }
}
