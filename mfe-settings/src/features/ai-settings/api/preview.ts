import { AssistantPreviewInput, type AssistantPreviewResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQuery } from '@tanstack/react-query';

import { aiSettingsKeys } from './keys';

/** POST /api/assistant/preview: the assistant's answer with the agent's current settings; nothing is stored. */
export async function previewReply(input: AssistantPreviewInput): Promise<AssistantPreviewResponse> {
  return (await readJson<AssistantPreviewResponse>(
    await apiRequest('POST', '/api/assistant/preview', AssistantPreviewInput.parse(input)),
  )) as AssistantPreviewResponse;
}

export function usePreview() {
  return useMutation({ mutationKey: [...aiSettingsKeys.all, 'preview'], mutationFn: previewReply });
}

/** The lead message the personality sample answers: the same for every voice, so only the voice differs. */
export const SAMPLE_MESSAGE = 'Hi, we are looking to buy a 3 bedroom home';

/** The assistant's real answer to SAMPLE_MESSAGE in the saved personality (refetched after each change). */
export function usePersonalitySample(userId: string | undefined, personality: string | undefined) {
  return useQuery({
    queryKey: aiSettingsKeys.sample(userId ?? '', personality ?? ''),
    queryFn: () => previewReply({ message: SAMPLE_MESSAGE }),
    enabled: Boolean(userId && personality),
    staleTime: 60_000,
  });
}
