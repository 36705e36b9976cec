import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';

import { type ConversationEventListener, conversationStreamState, subscribeConversationEvents, subscribeConversationStreamState } from './conversation-events';
import type { ConversationStreamState } from './event-stream';
import { hasActivePlan, profileQueryOptions } from './profile';

/**
 * Calls `listener` with every conversation event while a signed-in agent
 * with a plan is at this page (the API answers 401 or 402 to anyone else).
 * The session is the one already cached, never fetched from here: the
 * shell's alert is mounted on /login too. Signing out (the profile becomes
 * null) unsubscribes, and the last subscriber leaving closes the stream.
 * The listener may change between renders without resubscribing.
 */
export function useConversationEventListener(listener: ConversationEventListener): void {
  const { data: user } = useQuery({ ...profileQueryOptions, enabled: false });
  // Keyed by the user: another agent signing in at this page reopens the stream with their session.
  const listeningAs = user && hasActivePlan(user) ? user.id : null;
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!listeningAs) return;
    return subscribeConversationEvents((event) => latest.current(event));
  }, [listeningAs]);
}

/** The state of the stream this page hears (the leader tab's, relayed, when another tab leads). */
export function useConversationStreamState(): ConversationStreamState {
  return useSyncExternalStore(subscribeConversationStreamState, conversationStreamState, conversationStreamState);
}
