import { apiRequest } from '@leadnest/session';
import { useMutation } from '@tanstack/react-query';

/** POST /api/conversations/{id}/takeover: the AI pauses on it; the inbox opens it. */
export function useTakeOver() {
  return useMutation({
    mutationKey: ['dashboard', 'takeover'],
    mutationFn: async (conversationId: string) => {
      await apiRequest('POST', `/api/conversations/${encodeURIComponent(conversationId)}/takeover`);
    },
  });
}
