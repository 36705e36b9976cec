import { AdminLoginInput, type SignInResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation } from '@tanstack/react-query';

/** POST /api/admin/login { passcode }; the answer carries `success` and `message`. */
export { AdminLoginInput };
export const adminLoginMutationKey = ['admin', 'login'] as const;

export async function postAdminLogin(input: AdminLoginInput): Promise<SignInResponse | null> {
  const res = await apiRequest('POST', '/api/admin/login', { passcode: input.passcode });
  return readJson<SignInResponse>(res);
}

export function useAdminLoginMutation() {
  return useMutation({ mutationKey: adminLoginMutationKey, mutationFn: postAdminLogin });
}
