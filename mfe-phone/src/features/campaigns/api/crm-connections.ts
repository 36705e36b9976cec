import { type CrmConnectionDto, CrmConnectionInput } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { campaignKeys } from './keys';

const crmKey = [...campaignKeys.all, 'crm'] as const;

/** GET /api/crm-connections: the CRMs the agent added. */
export async function fetchCrmConnections(): Promise<CrmConnectionDto[]> {
  return (await readJson<CrmConnectionDto[]>(await apiRequest('GET', '/api/crm-connections'))) ?? [];
}

export const crmConnectionsQueryOptions = () => queryOptions({ queryKey: crmKey, queryFn: fetchCrmConnections });

export function useCrmConnections() {
  return useQuery(crmConnectionsQueryOptions());
}

/** POST /api/crm-connections { crmType, crmName }. */
export function useAddCrmConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...crmKey, 'add'],
    mutationFn: async (input: CrmConnectionInput) =>
      readJson<CrmConnectionDto>(await apiRequest('POST', '/api/crm-connections', CrmConnectionInput.parse(input))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmKey }),
  });
}
