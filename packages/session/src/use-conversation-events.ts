import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';

import {
  type ConversationEventListener,
  conversationStreamState,
  type LeadOfferListener,
  subscribeConversationEvents,
  subscribeConversationStreamState,
  subscribeLeadOffers,
} from './conversation-events';
import type { ConversationStreamState } from './event-stream';
import { hasActivePlan, profileQueryOptions } from './profile';

/**
 * Calls `listener` with what `subscribe` hears while a signed-in agent with
 * a plan is at this page (the API answers 401 or 402 to anyone else). The
 * session is the one already cached, never fetched from here: the shell's
 * alerts are mounted on /login too. Signing out (the profile becomes null)
 * unsubscribes, and the last subscriber leaving closes the stream. The
 * listener may change between renders without resubscribing.
 */
function useListenerWhileSignedIn<T>(subscribe: (listener: (value: T) => void) => () => void, listener: (value: T) => void): void {
  const { data: user } = useQuery({ ...profileQueryOptions, enabled: false });
  // Keyed by the user: another agent signing in at this page reopens the stream with their session.
  const listeningAs = user && hasActivePlan(user) ? user.id : null;
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!listeningAs) return;
    return subscribe((value) => latest.current(value));
  }, [listeningAs, subscribe]);
}

/** Every conversation event of the signed-in agent (see useListenerWhileSignedIn). */
export function useConversationEventListener(listener: ConversationEventListener): void {
  useListenerWhileSignedIn(subscribeConversationEvents, listener);
}

/** Every lead offered to the signed-in member to claim, from the same stream (see useListenerWhileSignedIn). */
export function useLeadOfferListener(listener: LeadOfferListener): void {
  useListenerWhileSignedIn(subscribeLeadOffers, listener);
}

/** The state of the stream this page hears (the leader tab's, relayed, when another tab leads). */
export function useConversationStreamState(): ConversationStreamState {
  return useSyncExternalStore(subscribeConversationStreamState, conversationStreamState, conversationStreamState);
}
