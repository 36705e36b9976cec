import { ProfileUpdateInput, type UserProfileDto } from '@leadnest/contracts';
import { apiRequest, profileQueryKey, readJson } from '@leadnest/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { accountKeys } from './keys';

/** GET /api/user/profile with every field the account page edits (the shell's session types only a few). */
export async function fetchAccountProfile(): Promise<UserProfileDto> {
  return (await readJson<UserProfileDto>(await apiRequest('GET', '/api/user/profile'))) as UserProfileDto;
}

export const accountProfileQueryOptions = queryOptions({ queryKey: accountKeys.profile(), queryFn: fetchAccountProfile });

/** Only with a signed-in user (the shell's guard makes sure; the remote's own dev page may have none). */
export function useAccountProfile(signedIn: boolean) {
  return useQuery({ ...accountProfileQueryOptions, enabled: signedIn });
}

/** The part of the profile /account edits. */
export interface AccountDetails {
  firstName: string;
  lastName: string;
  brokerage: string;
  serviceArea: string;
  timeZone: string;
}

/** PUT /api/user/profile: '' clears brokerage and service area; names are required. */
export async function putAccountDetails(details: AccountDetails): Promise<UserProfileDto> {
  const body = ProfileUpdateInput.parse(details);
  return (await readJson<UserProfileDto>(await apiRequest('PUT', '/api/user/profile', body))) as UserProfileDto;
}

export function useSaveAccountDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...accountKeys.all, 'save-details'],
    mutationFn: putAccountDetails,
    onSuccess: async (profile) => {
      queryClient.setQueryData(accountKeys.profile(), profile);
      // The header's user menu shows the first name from the session.
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
