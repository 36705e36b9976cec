import type { ConversationDetailDto, ConversationListResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { type InfiniteData, useQuery, useQueryClient } from '@tanstack/react-query';

import { inboxKeys } from './keys';

/** Past its moment Meta's rule changes with no message to say so; read again then (a second late, so the server's clock has passed it too). */
function untilWindowMoves(detail: ConversationDetailDto | undefined): number | undefined {
  const until = detail?.replyWindow?.until;
  const wait = until ? Date.parse(until) - Date.now() + 1000 : NaN;
  // At most setTimeout's longest wait. Already past here (this clock ahead of the server's): the last read stands, no refetch loop.
  return wait > 0 ? Math.min(wait, 2 ** 31 - 1) : undefined;
}

/** GET /api/conversations/{id}: the transcript and what the AI understood (opening it marks it read). */
export function useConversation(id: string, pollMs: number | false) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: inboxKeys.detail(id),
    queryFn: async () => {
      const detail = (await readJson<ConversationDetailDto>(await apiRequest('GET', `/api/conversations/${encodeURIComponent(id)}`)))!;
      // Opening it read it: the lists' row loses its New badge without a refetch.
      const read = (page: ConversationListResponse) => ({ ...page, conversations: page.conversations.map((r) => (r.id === id ? { ...r, unread: false } : r)) });
      queryClient.setQueriesData<ConversationListResponse | InfiniteData<ConversationListResponse>>({ queryKey: inboxKeys.lists() }, (data) =>
        !data ? data : 'pages' in data ? { ...data, pages: data.pages.map(read) } : read(data),
      );
      return detail;
    },
    refetchInterval: (query) => {
      const moves = untilWindowMoves(query.state.data);
      return moves === undefined ? pollMs : pollMs === false ? moves : Math.min(pollMs, moves);
    },
  });
}
