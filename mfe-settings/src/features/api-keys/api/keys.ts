import { type ApiKeyCheckResponse, type ApiKeyDto, ApiKeyInput, type ApiKeyListResponse, type ApiKeyPlatform } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The one query-key factory for the API keys page (STYLE.md). */
export const apiKeyKeys = { all: ['api-keys'] as const, list: () => [...apiKeyKeys.all, 'list'] as const };

/** GET /api/user-api-keys: the saved keys, masked. */
export async function fetchApiKeys(): Promise<ApiKeyDto[]> {
  return ((await readJson<ApiKeyListResponse>(await apiRequest('GET', '/api/user-api-keys'))) as ApiKeyListResponse).keys;
}

/**
 * Read again each time the page opens: other screens change what it shows (the phone wizard
 * saves the Twilio account and its number, disconnecting that number clears it), and a cached
 * list would go on naming a number the assistant no longer answers on.
 */
export function useApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.list(), queryFn: fetchApiKeys, refetchOnMount: 'always' });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
}

/** PUT /api/user-api-keys {platform, apiKey, additionalData}: saved encrypted, answered masked. */
export function useSaveApiKey() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationKey: [...apiKeyKeys.all, 'save'],
    mutationFn: async (input: ApiKeyInput) => (await readJson<ApiKeyDto>(await apiRequest('PUT', '/api/user-api-keys', ApiKeyInput.parse(input)))) as ApiKeyDto,
    onSuccess,
  });
}

/** DELETE /api/user-api-keys/{platform}. */
export function useRemoveApiKey() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationKey: [...apiKeyKeys.all, 'remove'],
    mutationFn: async (platform: ApiKeyPlatform) => {
      await apiRequest('DELETE', `/api/user-api-keys/${platform}`);
    },
    onSuccess,
  });
}

/** POST /api/user-api-keys/{platform}/test: the provider's verdict on the saved key. */
export function useTestApiKey() {
  return useMutation({
    mutationKey: [...apiKeyKeys.all, 'test'],
    mutationFn: async (platform: ApiKeyPlatform) =>
      (await readJson<ApiKeyCheckResponse>(await apiRequest('POST', `/api/user-api-keys/${platform}/test`))) as ApiKeyCheckResponse,
  });
}
