import { type AiScriptDto, AiScriptInput, type AiScriptListResponse, AiScriptPatch } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { aiSettingsKeys } from './keys';

/** GET /api/ai-scripts: the agent's scripts, newest first. */
export async function fetchScripts(): Promise<AiScriptDto[]> {
  return ((await readJson<AiScriptListResponse>(await apiRequest('GET', '/api/ai-scripts'))) as AiScriptListResponse).scripts;
}

export const scriptsQueryOptions = (userId: string) => queryOptions({ queryKey: aiSettingsKeys.scripts(userId), queryFn: fetchScripts });

export function useScripts(userId: string | undefined) {
  return useQuery({ ...scriptsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

function useInvalidateScripts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...aiSettingsKeys.all, 'scripts'] });
}

/** POST /api/ai-scripts. */
export function useCreateScript() {
  const onSuccess = useInvalidateScripts();
  return useMutation({
    mutationKey: [...aiSettingsKeys.all, 'create-script'],
    mutationFn: async (input: AiScriptInput) =>
      (await readJson<AiScriptDto>(await apiRequest('POST', '/api/ai-scripts', AiScriptInput.parse(input)))) as AiScriptDto,
    onSuccess,
  });
}

/** PATCH /api/ai-scripts/{id}: an edit, or isActive (activate / deactivate). */
export function useUpdateScript() {
  const onSuccess = useInvalidateScripts();
  return useMutation({
    mutationKey: [...aiSettingsKeys.all, 'update-script'],
    mutationFn: async ({ id, patch }: { id: string; patch: AiScriptPatch }) =>
      (await readJson<AiScriptDto>(await apiRequest('PATCH', `/api/ai-scripts/${encodeURIComponent(id)}`, AiScriptPatch.parse(patch)))) as AiScriptDto,
    onSuccess,
  });
}

/** DELETE /api/ai-scripts/{id}. */
export function useDeleteScript() {
  const onSuccess = useInvalidateScripts();
  return useMutation({
    mutationKey: [...aiSettingsKeys.all, 'delete-script'],
    mutationFn: async (id: string) => {
      await readJson(await apiRequest('DELETE', `/api/ai-scripts/${encodeURIComponent(id)}`));
    },
    onSuccess,
  });
}
