import type { MessageResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation } from '@tanstack/react-query';

import { accountKeys } from './keys';

/** POST /api/auth/resend-verification: a fresh verification link to the account's address. */
export async function postResendVerification(): Promise<MessageResponse | null> {
  return readJson<MessageResponse>(await apiRequest('POST', '/api/auth/resend-verification'));
}

export function useResendVerification() {
  return useMutation({ mutationKey: [...accountKeys.all, 'resend-verification'], mutationFn: postResendVerification });
}
