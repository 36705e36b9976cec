import type { ConversationDetailDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { inboxKeys } from './keys';

type Action = { kind: 'takeover' } | { kind: 'release' } | { kind: 'reply'; text: string };

const pathOf = (id: string, action: Action) => `/api/conversations/${encodeURIComponent(id)}/${action.kind === 'reply' ? 'messages' : action.kind}`;

/** Take over, hand back to the AI, or reply as the agent; the answer is the conversation as it is now. */
export function useConversationAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...inboxKeys.detail(id), 'action'],
    mutationFn: async (action: Action) => {
      const res = await apiRequest('POST', pathOf(id, action), action.kind === 'reply' ? { text: action.text } : undefined);
      return (await readJson<ConversationDetailDto>(res))!;
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(inboxKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    // A reply the channel could not deliver (no number, opted out, Twilio down) is still stored: show the thread as it is.
    onError: (_error, action) => {
      if (action.kind === 'reply') void queryClient.invalidateQueries({ queryKey: inboxKeys.detail(id) });
    },
  });
}
