import type { ConversationEventDto, LeadOfferEventDto } from '@leadnest/contracts';

import { type ConversationStreamState, type EventSourceConstructor, openEventStream, type StreamEventHandlers } from './event-stream';

/**
 * One stream of conversation events per browser, not per tab
 * (docs/decisions/0032-one-event-stream-per-browser.md). HTTP/1.1 allows six
 * connections per host, and a stream per tab used them up.
 *
 * - In a page, every subscriber (the shell's alert, the inbox, the
 *   dashboard) shares one hub. It lives in `@leadnest/session` because that
 *   package is a shared singleton: the shell and every remote see this one.
 * - Across tabs, the tab holding the Web Lock `leadnest-conversation-events`
 *   is the leader: it opens the EventSource and relays each event and its
 *   connection state over a BroadcastChannel of the same name. The others
 *   wait for the lock; when the leader's tab closes (or it stops listening)
 *   the browser gives the lock to one of them, which opens the stream.
 * - Without Web Locks or BroadcastChannel: one EventSource per page.
 *
 * The same stream carries the leads offered to the member to claim (first
 * to claim, docs/decisions/0034-teams.md): the shell's toast listens to
 * those alone, and holds the stream open as any subscriber does.
 *
 * The hub opens nothing by itself: the first subscriber (of either kind)
 * starts it and the last one leaving stops it (and releases the lock). Who
 * may subscribe (a signed-in agent with a plan) is the hooks' to decide.
 */
export const CONVERSATION_EVENTS_LOCK = 'leadnest-conversation-events';
export const CONVERSATION_EVENTS_CHANNEL = 'leadnest-conversation-events';

export type ConversationEventListener = (event: ConversationEventDto) => void;
export type LeadOfferListener = (offer: LeadOfferEventDto) => void;
export type ConversationStreamStateListener = (state: ConversationStreamState) => void;

/** The parts of BroadcastChannel and LockManager used here (tests pass fakes). */
export interface BroadcastChannelLike {
  onmessage: ((event: MessageEvent) => unknown) | null;
  postMessage(message: unknown): void;
  close(): void;
}
export type BroadcastChannelConstructor = new (name: string) => BroadcastChannelLike;
export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

/** What the hub takes from the browser, read each time it starts. */
export interface ConversationEventsEnv {
  EventSource?: EventSourceConstructor;
  BroadcastChannel?: BroadcastChannelConstructor;
  locks?: LockManagerLike;
}

/**
 * What the leader tab tells the others. A new follower says `hello`; the
 * leader answers with its state. Tabs of different builds share the channel
 * (0032): `lead-offer` is a type of its own because older followers ignore
 * types they do not know, where they would take an offer sent as `event`
 * for a conversation. A tab of an older build that leads relays no offers
 * until it reloads; the mail still reaches the member.
 */
type RelayMessage =
  | { type: 'event'; event: ConversationEventDto }
  | { type: 'lead-offer'; offer: LeadOfferEventDto }
  | { type: 'state'; state: ConversationStreamState }
  | { type: 'hello' };

export interface ConversationEvents {
  /** Listens to every conversation event; the first subscriber opens (or joins) the stream. Answers the unsubscribe. */
  subscribe(listener: ConversationEventListener): () => void;
  /** Listens to every lead offered to the member; opens (or joins) the stream like `subscribe`. Answers the unsubscribe. */
  subscribeLeadOffers(listener: LeadOfferListener): () => void;
  /** Listens to the connection state (does not open anything). Answers the unsubscribe. */
  subscribeState(listener: ConversationStreamStateListener): () => void;
  state(): ConversationStreamState;
}

function browserEnv(): ConversationEventsEnv {
  const g = globalThis as { EventSource?: EventSourceConstructor; BroadcastChannel?: BroadcastChannelConstructor; navigator?: { locks?: unknown } };
  return { EventSource: g.EventSource, BroadcastChannel: g.BroadcastChannel, locks: g.navigator?.locks as LockManagerLike | undefined };
}

export function createConversationEvents(env: () => ConversationEventsEnv = browserEnv): ConversationEvents {
  const listeners = new Set<ConversationEventListener>();
  const offerListeners = new Set<LeadOfferListener>();
  const stateListeners = new Set<ConversationStreamStateListener>();
  let current: ConversationStreamState = 'idle';
  let stop: (() => void) | undefined;

  const setState = (next: ConversationStreamState) => {
    if (next === current) return;
    current = next;
    for (const listener of [...stateListeners]) listener(next);
  };
  const deliverTo = <T>(to: Set<(value: T) => void>, value: T) => {
    for (const listener of [...to]) {
      try {
        listener(value);
      } catch (error) {
        console.error(error); // one listener's failure must not keep the event from the others
      }
    }
  };
  const deliver: StreamEventHandlers = {
    conversation: (event) => deliverTo(listeners, event),
    leadOffer: (offer) => deliverTo(offerListeners, offer),
  };

  /** The leader tab's side and the followers' side, on one channel. */
  const startShared = (Source: EventSourceConstructor, Channel: BroadcastChannelConstructor, locks: LockManagerLike) => {
    const channel = new Channel(CONVERSATION_EVENTS_CHANNEL);
    const abort = new AbortController();
    let leading = false;
    let closeStream: (() => void) | undefined;
    let releaseLock: (() => void) | undefined;

    channel.onmessage = ({ data }) => {
      const message = data as RelayMessage;
      if (leading) {
        if (message.type === 'hello') channel.postMessage({ type: 'state', state: current } satisfies RelayMessage);
      } else if (message.type === 'event') deliver.conversation(message.event);
      else if (message.type === 'lead-offer') deliver.leadOffer(message.offer);
      else if (message.type === 'state') setState(message.state);
    };
    setState('connecting');
    channel.postMessage({ type: 'hello' } satisfies RelayMessage);

    // Held for as long as this page leads: the promise resolves only on stop (or when the tab goes).
    locks
      .request(CONVERSATION_EVENTS_LOCK, { signal: abort.signal }, () => {
        if (abort.signal.aborted) return Promise.resolve();
        leading = true;
        closeStream = openEventStream(
          Source,
          {
            conversation: (event) => {
              deliver.conversation(event);
              channel.postMessage({ type: 'event', event } satisfies RelayMessage);
            },
            leadOffer: (offer) => {
              deliver.leadOffer(offer);
              channel.postMessage({ type: 'lead-offer', offer } satisfies RelayMessage);
            },
          },
          (state) => {
            setState(state);
            channel.postMessage({ type: 'state', state } satisfies RelayMessage);
          },
        );
        return new Promise<void>((resolve) => (releaseLock = resolve));
      })
      .catch(() => undefined); // AbortError: stopped while still waiting for the lock

    return () => {
      abort.abort();
      if (leading) {
        closeStream?.();
        // Until the next leader reports, the followers are not connected.
        channel.postMessage({ type: 'state', state: 'connecting' } satisfies RelayMessage);
        releaseLock?.();
      }
      channel.close();
    };
  };

  const start = () => {
    const { EventSource: Source, BroadcastChannel: Channel, locks } = env();
    if (!Source) {
      setState('closed');
      return () => undefined;
    }
    if (Channel && locks) return startShared(Source, Channel, locks);
    return openEventStream(Source, deliver, setState);
  };

  /** Adds a listener of either kind: the first of all opens the stream, the last of all leaving closes it. */
  const join = <T>(to: Set<(value: T) => void>, listener: (value: T) => void) => {
    // A wrapper per call, so the same function subscribed twice is two subscriptions.
    const entry = (value: T) => listener(value);
    to.add(entry);
    if (listeners.size + offerListeners.size === 1) stop = start();
    return () => {
      if (!to.delete(entry) || listeners.size + offerListeners.size > 0) return;
      stop?.();
      stop = undefined;
      setState('idle');
    };
  };

  return {
    subscribe: (listener) => join(listeners, listener),
    subscribeLeadOffers: (listener) => join(offerListeners, listener),
    subscribeState(listener) {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },
    state: () => current,
  };
}

/** This page's hub: one per page because `@leadnest/session` is a shared singleton. */
const pageHub = createConversationEvents();

export const subscribeConversationEvents = pageHub.subscribe;
export const subscribeLeadOffers = pageHub.subscribeLeadOffers;
export const subscribeConversationStreamState = pageHub.subscribeState;
export const conversationStreamState = pageHub.state;
