import type { ConversationFilter, ConversationListResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { dashboardKeys } from './keys';

/** Rows the dashboard's Client Conversations list shows (the inbox has them all). */
export const DASHBOARD_CONVERSATIONS = 8;

/** GET /api/conversations?filter=…: the server filters on the lead's stage and score. */
export function useClientConversations(filter: ConversationFilter) {
  return useQuery({
    queryKey: dashboardKeys.conversations(filter),
    queryFn: async () =>
      (await readJson<ConversationListResponse>(await apiRequest('GET', `/api/conversations?filter=${filter}&limit=${DASHBOARD_CONVERSATIONS}`)))!,
    placeholderData: keepPreviousData,
  });
}
