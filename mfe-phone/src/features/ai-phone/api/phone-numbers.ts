import { type PhoneNumberDto, PhoneNumberPatchInput } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { phoneKeys } from './keys';

/** GET /api/phone-numbers: the agent's numbers with their switches and settings. */
export async function fetchPhoneNumbers(): Promise<PhoneNumberDto[]> {
  return (await readJson<PhoneNumberDto[]>(await apiRequest('GET', '/api/phone-numbers'))) ?? [];
}

export const phoneNumbersQueryOptions = () => queryOptions({ queryKey: phoneKeys.numbers(), queryFn: fetchPhoneNumbers });

export function usePhoneNumbers() {
  return useQuery(phoneNumbersQueryOptions());
}

/** PATCH /api/phone-numbers/{id}: a switch, or the Settings dialog. */
export function useUpdatePhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...phoneKeys.numbers(), 'update'],
    mutationFn: async ({ id, patch }: { id: string; patch: PhoneNumberPatchInput }) => {
      PhoneNumberPatchInput.parse(patch);
      return readJson<PhoneNumberDto>(await apiRequest('PATCH', `/api/phone-numbers/${id}`, patch));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phoneKeys.numbers() }),
  });
}
