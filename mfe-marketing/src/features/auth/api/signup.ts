import { type SignInResponse, SignupInput } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/signup { firstName, lastName, email, password, brokerage, serviceArea }. */
export { SignupInput };
export const signupMutationKey = ['auth', 'signup'] as const;

export async function postSignup(input: SignupInput): Promise<SignInResponse | null> {
  const { firstName, lastName, email, password, brokerage, serviceArea } = input;
  const res = await apiRequest('POST', '/api/auth/signup', { firstName, lastName, email, password, brokerage, serviceArea });
  return readJson<SignInResponse>(res);
}

export function useSignupMutation() {
  return useMutation({ mutationKey: signupMutationKey, mutationFn: postSignup });
}
