import type { ConversationListResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { inboxKeys } from './keys';

export const INBOX_PAGE_SIZE = 25;

async function fetchPage(query: string): Promise<ConversationListResponse> {
  return (await readJson<ConversationListResponse>(await apiRequest('GET', `/api/conversations?${query}`)))!;
}

/** Conversations waiting for the agent (a lead asked for a person): listed first. */
export function useNeedsAgent(pollMs: number | false) {
  return useQuery({ queryKey: inboxKeys.list('needs-agent'), queryFn: () => fetchPage('status=needs-agent&limit=100'), refetchInterval: pollMs });
}

/** Every conversation, newest activity first, a page at a time. */
export function useAllConversations(pollMs: number | false) {
  return useInfiniteQuery({
    queryKey: inboxKeys.list('all'),
    queryFn: ({ pageParam }) => fetchPage(`page=${pageParam}&limit=${INBOX_PAGE_SIZE}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    refetchInterval: pollMs,
  });
}
