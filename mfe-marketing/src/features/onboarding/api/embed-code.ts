import type { EmbedCodeResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The one query-key factory for the chat widget's settings (STYLE.md). */
export const chatWidgetKeys = {
  all: ['chat-widget'] as const,
  embedCode: () => [...chatWidgetKeys.all, 'embed-code'] as const,
};

/** GET /api/chat-widget/embed-code (signed in): the script tag the agent pastes into a site. */
export async function fetchEmbedCode(): Promise<EmbedCodeResponse> {
  const answer = await readJson<EmbedCodeResponse>(await apiRequest('GET', '/api/chat-widget/embed-code'));
  if (!answer?.snippet) throw new Error('The embed code answer was empty.');
  return answer;
}

/** The code only changes if the agent's public id does: no refetching while the page is open. */
export const embedCodeQueryOptions = () => queryOptions({ queryKey: chatWidgetKeys.embedCode(), queryFn: fetchEmbedCode, staleTime: Infinity });

export function useEmbedCode() {
  return useQuery(embedCodeQueryOptions());
}
