/*
 * The one way a module says "this changed" and another reacts
 * (docs/decisions/0029-domain-events.md). Delivery is in this process; the
 * events some subscriber must hear in every API process are also handed to
 * a forwarder (the event log, docs/decisions/0031-many-api-processes.md),
 * which brings other processes' events back through `receive`.
 */

/**
 * When a subscriber runs, chosen per subscription:
 * - `awaited`: before publish() resolves, one after another in subscription
 *   order, so the publishing request answers only once it is done (what a
 *   later read in the same request or the next one must already see);
 * - `after`: started once the awaited ones are done; the publisher does not
 *   wait for it (mails queued through the outbox);
 * - `everywhere`: as `after` in the publishing process, and in every other
 *   API process when the event arrives through the event log (live
 *   streams, per-process caches). Only for events the bus was told cross
 *   processes; a subscriber of this kind must not write (every process
 *   would write).
 * Either way a subscriber's failure is logged and never reaches the
 * publisher: the change is stored. Work that must survive a crash is a
 * durable job the subscriber schedules (docs/decisions/0002-durable-jobs.md).
 */
export type Delivery = 'awaited' | 'after' | 'everywhere';

export interface Subscriber<P> {
  /** Unique per event: subscribing the same name again replaces the earlier one (a second app in one process, as in tests). */
  name: string;
  delivery: Delivery;
  handle(payload: P): Promise<void> | void;
}

export interface SubscriberInfo {
  event: string;
  name: string;
  delivery: Delivery;
}

export interface EventBus<M extends object> {
  /** Delivers to every subscriber of `event`; resolves once the awaited ones are done (and a cross-process event is stored for the others). */
  publish<E extends keyof M & string>(event: E, payload: M[E]): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe<E extends keyof M & string>(event: E, subscriber: Subscriber<M[E]>): () => void;
  /** Who listens to what, in delivery order (the composition test compares it with its list). */
  subscribers(): SubscriberInfo[];
}

/** Carries an event published here to the other API processes (the event log); resolves once it is stored there. */
export type Forwarder = (event: string, payload: unknown) => Promise<void> | void;

export type FailureLog = (err: unknown, event: string, subscriber: string) => void;

/** Delivery inside this process. */
export class InProcessEventBus<M extends object> implements EventBus<M> {
  private readonly byEvent = new Map<string, Map<string, Subscriber<unknown>>>();
  private forward: Forwarder | undefined;

  /** `crossProcess`: the events that are forwarded, and the only ones an `everywhere` subscriber may take. */
  constructor(
    private onFailure: FailureLog = () => undefined,
    private readonly crossProcess: ReadonlySet<string> = new Set(),
  ) {}

  /** Where events that cross processes go once published here; undefined: nowhere (one process, tests). */
  forwardTo(forward: Forwarder | undefined): void {
    this.forward = forward;
  }

  /** Stops forwarding to `forward`, unless another forwarder has taken its place (a later app in the same process). */
  stopForwardingTo(forward: Forwarder): void {
    if (this.forward === forward) this.forward = undefined;
  }

  /** An event another process published: its `everywhere` subscribers run here (nothing else: the publisher's process did that). */
  receive(event: string, payload: unknown): void {
    const subscribers = this.byEvent.get(event);
    if (!subscribers) return;
    this.startAll(
      [...subscribers.values()].filter((s) => s.delivery === 'everywhere'),
      event,
      payload,
    );
  }

  /** Where subscriber failures are reported (the app's logger, set where the app is composed). */
  reportFailuresTo(onFailure: FailureLog): void {
    this.onFailure = onFailure;
  }

  async publish<E extends keyof M & string>(event: E, payload: M[E]): Promise<void> {
    const forwarded = this.forward && this.crossProcess.has(event) ? this.forward(event, payload) : undefined;
    await this.deliverHere(event, payload);
    await forwarded;
  }

  private async deliverHere(event: string, payload: unknown): Promise<void> {
    const subscribers = this.byEvent.get(event);
    if (!subscribers || subscribers.size === 0) return;
    const all = [...subscribers.values()];
    for (const s of all) {
      if (s.delivery !== 'awaited') continue;
      try {
        await s.handle(payload);
      } catch (err) {
        this.onFailure(err, event, s.name);
      }
    }
    this.startAll(
      all.filter((s) => s.delivery !== 'awaited'),
      event,
      payload,
    );
  }

  private startAll(subscribers: Subscriber<unknown>[], event: string, payload: unknown): void {
    for (const s of subscribers) {
      void Promise.resolve()
        .then(() => s.handle(payload))
        .catch((err: unknown) => this.onFailure(err, event, s.name));
    }
  }

  subscribe<E extends keyof M & string>(event: E, subscriber: Subscriber<M[E]>): () => void {
    if (subscriber.delivery === 'everywhere' && !this.crossProcess.has(event)) {
      throw new Error(`${subscriber.name}: '${event}' is not carried to other processes, so it cannot be heard everywhere`);
    }
    const subscribers = this.byEvent.get(event) ?? new Map<string, Subscriber<unknown>>();
    this.byEvent.set(event, subscribers);
    // A replaced name keeps no place: delete first so it moves to the end, as a new registration.
    subscribers.delete(subscriber.name);
    subscribers.set(subscriber.name, subscriber as Subscriber<unknown>);
    return () => {
      if (subscribers.get(subscriber.name) === subscriber) subscribers.delete(subscriber.name);
    };
  }

  subscribers(): SubscriberInfo[] {
    return [...this.byEvent].flatMap(([event, subs]) => [...subs.values()].map((s) => ({ event, name: s.name, delivery: s.delivery })));
  }
}
