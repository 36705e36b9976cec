import type { ConversationEventDto, LeadOfferEventDto } from '@leadnest/contracts';

/** The agent's event stream (Server-Sent Events): `conversation` events, and `lead-offered` to a team's claimants. */
export const CONVERSATION_EVENTS_URL = '/api/conversations/events';

/**
 * After the browser gives a stream up for good (an HTTP error answer such as
 * a proxy's 502 during a deploy: EventSource only retries network errors by
 * itself), this long before it is opened again. Meanwhile the state is
 * `closed` and the inbox polls.
 */
export const REOPEN_AFTER_CLOSE_MS = 30_000;

/**
 * How the stream this page hears is doing: `idle` while nobody in the page
 * listens, `connecting` (also while EventSource reconnects), `open`, or
 * `closed` (given up or unsupported; opened again later).
 */
export type ConversationStreamState = 'idle' | 'connecting' | 'open' | 'closed';

/** The part of the browser's EventSource used here (tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => unknown) | null;
  onerror: ((event: Event) => unknown) | null;
  addEventListener(type: StreamEventType, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

/** The stream's named events this page listens to. */
export type StreamEventType = 'conversation' | 'lead-offered';

/** What the stream's events are handed to, by kind. */
export interface StreamEventHandlers {
  conversation: (event: ConversationEventDto) => void;
  leadOffer: (offer: LeadOfferEventDto) => void;
}

export type EventSourceConstructor = new (url: string, init?: EventSourceInit) => EventSourceLike;

/** EventSource.CLOSED: the browser will not reconnect by itself. */
const CLOSED = 2;

/** A message's JSON to `handle`; one that does not parse is dropped (not ours to crash on: the next event or a poll brings the change). */
function parsed<T>(handle: (value: T) => void) {
  return (message: MessageEvent<string>) => {
    let value: T;
    try {
      value = JSON.parse(message.data) as T;
    } catch {
      return;
    }
    handle(value);
  };
}

/**
 * Opens the one EventSource of this page (or of this browser, in the leader
 * tab) and reports its events and state; answers the function that closes it.
 */
export function openEventStream(Source: EventSourceConstructor, handlers: StreamEventHandlers, onState: (state: ConversationStreamState) => void): () => void {
  let source: EventSourceLike | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    onState('connecting');
    const current = new Source(CONVERSATION_EVENTS_URL, { withCredentials: true });
    source = current;
    current.onopen = () => onState('open');
    current.onerror = () => {
      if (current.readyState !== CLOSED) return onState('connecting');
      current.close();
      onState('closed');
      reopen = setTimeout(open, REOPEN_AFTER_CLOSE_MS);
    };
    current.addEventListener('conversation', parsed(handlers.conversation));
    current.addEventListener('lead-offered', parsed(handlers.leadOffer));
  };
  open();
  return () => {
    clearTimeout(reopen);
    source?.close();
  };
}
