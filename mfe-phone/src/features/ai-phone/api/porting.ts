import type { PortingRequestDto } from '@leadnest/contracts';
import { PortingRequestInput } from '@leadnest/contracts/phone-inputs';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { phoneKeys } from './keys';

const portingKey = () => [...phoneKeys.all, 'porting'] as const;

/** GET /api/porting-requests: the agent's requests with their status. */
export async function fetchPortingRequests(): Promise<PortingRequestDto[]> {
  return (await readJson<PortingRequestDto[]>(await apiRequest('GET', '/api/porting-requests'))) ?? [];
}

export const usePortingRequests = () => useQuery(queryOptions({ queryKey: portingKey(), queryFn: fetchPortingRequests }));

/** POST /api/porting-requests. */
export function useSubmitPorting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...portingKey(), 'submit'],
    mutationFn: async (input: PortingRequestInput) => {
      PortingRequestInput.parse(input);
      return readJson<PortingRequestDto>(await apiRequest('POST', '/api/porting-requests', input));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portingKey() }),
  });
}
