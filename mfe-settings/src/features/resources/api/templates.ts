import { type TemplateRequestDto, TemplateRequestInput, type TemplateStateResponse, type TemplateUseResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The one query-key factory for /resources (STYLE.md). */
export const resourceKeys = { all: ['resources'] as const, state: () => [...resourceKeys.all, 'state'] as const };

/** GET /api/templates: the agent's favourites and saved templates. */
export function useTemplateState() {
  return useQuery({
    queryKey: resourceKeys.state(),
    queryFn: async () => (await readJson<TemplateStateResponse>(await apiRequest('GET', '/api/templates'))) as TemplateStateResponse,
  });
}

/** PUT /api/templates/{id}/favourite. */
export function useFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...resourceKeys.all, 'favourite'],
    mutationFn: async ({ id, favourite }: { id: string; favourite: boolean }) =>
      (await readJson<TemplateStateResponse>(
        await apiRequest('PUT', `/api/templates/${encodeURIComponent(id)}/favourite`, { favourite }),
      )) as TemplateStateResponse,
    onSuccess: (state) => queryClient.setQueryData(resourceKeys.state(), state),
  });
}

/** POST /api/templates/{id}/use. */
export function useUseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...resourceKeys.all, 'use'],
    mutationFn: async (id: string) =>
      (await readJson<TemplateUseResponse>(await apiRequest('POST', `/api/templates/${encodeURIComponent(id)}/use`))) as TemplateUseResponse,
    // A new AI script shows on /ai-settings; a saved template here.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: resourceKeys.all }), queryClient.invalidateQueries({ queryKey: ['ai-settings'] })]),
  });
}

/** POST /api/template-requests: Request Custom. */
export function useRequestCustom() {
  return useMutation({
    mutationKey: [...resourceKeys.all, 'request'],
    mutationFn: async (input: TemplateRequestInput) =>
      (await readJson<TemplateRequestDto>(await apiRequest('POST', '/api/template-requests', TemplateRequestInput.parse(input)))) as TemplateRequestDto,
  });
}
