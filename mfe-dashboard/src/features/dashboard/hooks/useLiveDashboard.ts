import { useConversationEventListener } from '@leadnest/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

import { dashboardKeys } from '../api/keys';
import { throttle } from '../lib/throttle';

/** At most one refresh of the dashboard per this window, however many events arrive. */
export const DASHBOARD_REFRESH_MS = 3_000;

/**
 * Keeps the dashboard live from the browser's one stream of conversation
 * events (docs/decisions/0032-one-event-stream-per-browser.md): a change of a
 * conversation can move every figure (messages, active conversations, hot
 * leads, needs-you), the Client Conversations list and, when the assistant
 * booked a showing, today's showings, so each event invalidates every
 * dashboard query. Throttled: the first event refreshes at once, a burst
 * after it refreshes once more at the end of the window, not once per event.
 */
export function useLiveDashboard(): void {
  const queryClient = useQueryClient();
  const refresh = useMemo(() => throttle(() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }), DASHBOARD_REFRESH_MS), [queryClient]);
  useEffect(() => refresh.cancel, [refresh]);
  useConversationEventListener(refresh);
}
