import { ForgotPasswordInput, type MessageResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/forgot-password { email }: the same answer whether the email has an account or not. */
export { ForgotPasswordInput };
export const forgotPasswordMutationKey = ['auth', 'forgot-password'] as const;

export async function postForgotPassword(input: ForgotPasswordInput): Promise<MessageResponse | null> {
  const res = await apiRequest('POST', '/api/auth/forgot-password', { email: input.email });
  return readJson<MessageResponse>(res);
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationKey: forgotPasswordMutationKey, mutationFn: postForgotPassword });
}
