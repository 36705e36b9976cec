import type { ConversationListResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useQuery } from '@tanstack/react-query';

import { leadKeys } from './keys';

/** The lead's latest conversation, if any (GET /api/conversations?leadId=): the panel links to it in the inbox. */
export function useLeadConversation(leadId: string) {
  return useQuery({
    queryKey: [...leadKeys.detail(leadId), 'conversation'],
    queryFn: async () =>
      (await readJson<ConversationListResponse>(await apiRequest('GET', `/api/conversations?leadId=${encodeURIComponent(leadId)}&limit=1`)))
        ?.conversations?.[0] ?? null,
  });
}
