import { LoginInput, type SignInResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/login { email, password }; the input schema is the API's own (packages/contracts). */
export { LoginInput };
export const loginMutationKey = ['auth', 'login'] as const;

export async function postLogin(input: LoginInput): Promise<SignInResponse | null> {
  const res = await apiRequest('POST', '/api/auth/login', { email: input.email, password: input.password });
  return readJson<SignInResponse>(res);
}

export function useLoginMutation() {
  return useMutation({ mutationKey: loginMutationKey, mutationFn: postLogin });
}
