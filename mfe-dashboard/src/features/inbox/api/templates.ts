import type { AgentTemplateDto, TemplateStateResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useQuery } from '@tanstack/react-query';

/** GET /api/templates: the agent's saved SMS and email templates (Use on /resources saves them). */
export function useSavedTemplates() {
  return useQuery({
    queryKey: ['/api/templates'] as const,
    queryFn: async (): Promise<AgentTemplateDto[]> => {
      const state = await readJson<TemplateStateResponse>(await apiRequest('GET', '/api/templates'));
      return Array.isArray(state?.saved) ? state.saved : [];
    },
    staleTime: 60_000,
  });
}
