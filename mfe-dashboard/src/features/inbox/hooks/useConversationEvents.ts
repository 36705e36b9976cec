import type { ConversationEventDto } from '@leadnest/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { inboxKeys } from '../api/keys';

/** How often the inbox polls while the event stream is down (the fallback). */
export const FALLBACK_POLL_MS = 5_000;

/**
 * Live updates from GET /api/conversations/events (Server-Sent Events):
 * each change refreshes the lists and, when open, that conversation.
 * EventSource reconnects by itself; while it is not connected the inbox
 * polls every FALLBACK_POLL_MS instead. Answers the polling interval to use
 * (false while the stream is open).
 */
export function useConversationEvents(): number | false {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/conversations/events', { withCredentials: true });
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.addEventListener('conversation', (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as ConversationEventDto;
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.detail(event.conversation.id) });
    });
    return () => source.close();
  }, [queryClient]);
  return connected ? false : FALLBACK_POLL_MS;
}
