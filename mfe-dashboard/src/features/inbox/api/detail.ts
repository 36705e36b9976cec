import { useQuery } from '@tanstack/react-query';
import type { ConversationDetailDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { inboxKeys } from './keys';

/** GET /api/conversations/{id}: the transcript and what the AI understood (opening it marks it read). */
export function useConversation(id: string, pollMs: number | false) {
  return useQuery({
    queryKey: inboxKeys.detail(id),
    queryFn: async () => (await readJson<ConversationDetailDto>(await apiRequest('GET', `/api/conversations/${encodeURIComponent(id)}`)))!,
    refetchInterval: pollMs,
  });
}
