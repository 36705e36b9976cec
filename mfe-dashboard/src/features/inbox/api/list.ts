import type { ConversationListResponse, TeamDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { inboxKeys, type InboxScope } from './keys';

export const INBOX_PAGE_SIZE = 25;

async function fetchPage(query: string): Promise<ConversationListResponse> {
  return (await readJson<ConversationListResponse>(await apiRequest('GET', `/api/conversations?${query}`)))!;
}

/** Conversations waiting for the agent (a lead asked for a person): listed first. */
export function useNeedsAgent(pollMs: number | false, scope: InboxScope = 'team') {
  return useQuery({
    queryKey: inboxKeys.list('needs-agent', scope),
    queryFn: () => fetchPage(`status=needs-agent&limit=100${scopeParam(scope)}`),
    refetchInterval: pollMs,
  });
}

/** `mine` asks the API for the user's own leads' conversations; `team` is the API's default. */
const scopeParam = (scope: InboxScope) => (scope === 'mine' ? '&assigned=mine' : '');

/** GET /api/team: a team of more than one member is offered Mine / Team. */
export function useTeamSize() {
  return useQuery({
    queryKey: inboxKeys.team(),
    queryFn: async () => ((await readJson<TeamDto>(await apiRequest('GET', '/api/team'))) as TeamDto).members.length,
  });
}

/** Every conversation, newest activity first, a page at a time. */
export function useAllConversations(pollMs: number | false, scope: InboxScope = 'team') {
  return useInfiniteQuery({
    queryKey: inboxKeys.list('all', scope),
    queryFn: ({ pageParam }) => fetchPage(`page=${pageParam}&limit=${INBOX_PAGE_SIZE}${scopeParam(scope)}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    refetchInterval: pollMs,
  });
}
