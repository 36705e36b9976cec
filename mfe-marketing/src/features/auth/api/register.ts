import { RegisterForm, type RegisterResponse, toRegisterPayload } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /api/auth/register. The form's schema is RegisterForm (the payload
 * plus confirmPassword and agreeToTerms); only toRegisterPayload(form) is
 * sent, so the form-only fields never leave the browser (spec part 1 §3).
 * In Stripe mode the answer carries `next` (`/billing?plan=<tier>`): the
 * plan is paid there after signing in.
 */
export { RegisterForm };
export const registerMutationKey = ['auth', 'register'] as const;

export async function postRegister(form: RegisterForm): Promise<RegisterResponse | null> {
  const res = await apiRequest('POST', '/api/auth/register', toRegisterPayload(form));
  return readJson<RegisterResponse>(res);
}

export function useRegisterMutation() {
  return useMutation({ mutationKey: registerMutationKey, mutationFn: postRegister });
}
