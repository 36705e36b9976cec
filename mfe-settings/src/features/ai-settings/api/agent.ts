import { AiObjectivesInput, UserPatchInput, type UserProfileDto } from '@leadnest/contracts';
import { apiRequest, profileQueryKey, readJson } from '@leadnest/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { aiSettingsKeys } from './keys';

const userPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}`;

/** GET /api/users/{id}: personality, objectives, advanced settings and the AI Online state. */
export async function fetchAgent(userId: string): Promise<UserProfileDto> {
  return (await readJson<UserProfileDto>(await apiRequest('GET', userPath(userId)))) as UserProfileDto;
}

export const agentQueryOptions = (userId: string) => queryOptions({ queryKey: aiSettingsKeys.agent(userId), queryFn: () => fetchAgent(userId) });

export function useAgent(userId: string | undefined) {
  return useQuery({ ...agentQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** PATCH /api/users/{id}: aiPersonality, advancedSettings (part of them) or aiAssistantPaused. */
export async function patchAgent(userId: string, input: UserPatchInput): Promise<UserProfileDto> {
  return (await readJson<UserProfileDto>(await apiRequest('PATCH', userPath(userId), UserPatchInput.parse(input)))) as UserProfileDto;
}

/** PATCH /api/users/{id}/ai-objectives: chatObjective, phoneObjective. */
export async function patchObjectives(userId: string, input: AiObjectivesInput): Promise<UserProfileDto> {
  return (await readJson<UserProfileDto>(await apiRequest('PATCH', `${userPath(userId)}/ai-objectives`, AiObjectivesInput.parse(input)))) as UserProfileDto;
}

/** A saved change is the new truth for the whole screen (and the preview's answers). */
function useSaved(userId: string) {
  const queryClient = useQueryClient();
  return async (user: UserProfileDto) => {
    queryClient.setQueryData(aiSettingsKeys.agent(userId), user);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      queryClient.invalidateQueries({ queryKey: [...aiSettingsKeys.all, 'sample'] }),
    ]);
  };
}

export function usePatchAgent(userId: string) {
  const onSuccess = useSaved(userId);
  return useMutation({ mutationKey: [...aiSettingsKeys.all, 'patch'], mutationFn: (input: UserPatchInput) => patchAgent(userId, input), onSuccess });
}

export function usePatchObjectives(userId: string) {
  const onSuccess = useSaved(userId);
  return useMutation({
    mutationKey: [...aiSettingsKeys.all, 'objectives'],
    mutationFn: (input: AiObjectivesInput) => patchObjectives(userId, input),
    onSuccess,
  });
}
