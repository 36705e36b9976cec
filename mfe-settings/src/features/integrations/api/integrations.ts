import type { IntegrationDto, IntegrationListResponse, OAuthPlatform } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The one query-key factory for integrations (STYLE.md). */
export const integrationKeys = { all: ['integrations'] as const, list: () => [...integrationKeys.all, 'list'] as const };

/** GET /api/integrations: each platform, whether it is connected, and whether this server can connect it. */
export async function fetchIntegrations(): Promise<IntegrationDto[]> {
  return (await readJson<IntegrationListResponse>(await apiRequest('GET', '/api/integrations')))?.integrations ?? [];
}

export const integrationsQueryOptions = () => queryOptions({ queryKey: integrationKeys.list(), queryFn: fetchIntegrations });

export function useIntegrations(enabled = true) {
  return useQuery({ ...integrationsQueryOptions(), enabled });
}

/** DELETE /api/integrations/{platform}: revokes the access and forgets the tokens. */
export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...integrationKeys.all, 'disconnect'],
    mutationFn: async (platform: OAuthPlatform) => void (await apiRequest('DELETE', `/api/integrations/${platform}`)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}
