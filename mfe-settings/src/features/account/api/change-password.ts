import { ChangePasswordInput, type MessageResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation } from '@tanstack/react-query';

import { accountKeys } from './keys';

/** POST /api/auth/change-password {currentPassword, newPassword}: ends the user's other sessions, keeps this one. */
export { ChangePasswordInput };

export async function postChangePassword(input: ChangePasswordInput): Promise<MessageResponse | null> {
  return readJson<MessageResponse>(
    await apiRequest('POST', '/api/auth/change-password', { currentPassword: input.currentPassword, newPassword: input.newPassword }),
  );
}

export function useChangePassword() {
  return useMutation({ mutationKey: [...accountKeys.all, 'change-password'], mutationFn: postChangePassword });
}
