import { ChangeEmailInput, type MessageResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { accountKeys } from './keys';

/** POST /api/auth/change-email {newEmail, currentPassword}: a link to the new address; the email changes when it is opened. */
export { ChangeEmailInput };

export async function postChangeEmail(input: ChangeEmailInput): Promise<MessageResponse | null> {
  return readJson<MessageResponse>(await apiRequest('POST', '/api/auth/change-email', { newEmail: input.newEmail, currentPassword: input.currentPassword }));
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...accountKeys.all, 'change-email'],
    mutationFn: postChangeEmail,
    // The profile now shows the address waiting for confirmation.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
  });
}
