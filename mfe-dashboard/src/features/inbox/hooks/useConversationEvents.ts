import { useConversationEventListener, useConversationStreamState } from '@leadnest/session';
import { useQueryClient } from '@tanstack/react-query';

import { inboxKeys } from '../api/keys';

/** How often the inbox polls while the event stream is down (the fallback). */
export const FALLBACK_POLL_MS = 5_000;

/**
 * Live updates from the browser's one stream of conversation events
 * (`@leadnest/session`; docs/decisions/0032-one-event-stream-per-browser.md):
 * each change refreshes the lists and, when open, that conversation. While
 * the stream is not open (connecting, given up, or the leading tab's stream
 * is down) the inbox polls every FALLBACK_POLL_MS instead. Answers the
 * polling interval to use (false while the stream is open).
 */
export function useConversationEvents(): number | false {
  const queryClient = useQueryClient();
  useConversationEventListener((event) => {
    void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: inboxKeys.detail(event.conversation.id) });
  });
  return useConversationStreamState() === 'open' ? false : FALLBACK_POLL_MS;
}
