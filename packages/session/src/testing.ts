import { vi } from 'vitest';

import type { BroadcastChannelLike, ConversationEventsEnv, LockManagerLike } from './conversation-events';
import type { EventSourceLike, StreamEventType } from './event-stream';

/**
 * Test helpers (only tests import `@leadnest/session/testing`; never bundled).
 * Stand-ins for the browser APIs the event stream uses, none of which
 * jsdom has: EventSource, BroadcastChannel and Web Locks. A "tab" is one
 * environment; tabs of one browser share its channels and locks. Channel
 * messages and lock grants arrive asynchronously, as in a browser: a test
 * awaits `settle()` (microtasks only, so fake timers do not get in the way).
 */
export class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;
  closed = false;
  private readonly listeners: { type: StreamEventType; listener: (event: MessageEvent<string>) => void }[] = [];
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {}
  addEventListener(type: StreamEventType, listener: (event: MessageEvent<string>) => void) {
    this.listeners.push({ type, listener });
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  /** The server answered: the stream is open. */
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  /** The connection dropped; `giveUp` as after an HTTP error answer (the browser will not reconnect). */
  fail(giveUp = false) {
    this.readyState = giveUp ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
  /** The server sent an event: a `conversation` one unless told. */
  emit(data: unknown, type: StreamEventType = 'conversation') {
    for (const entry of this.listeners) if (entry.type === type) entry.listener({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

/** One browser: its broadcast channels and its lock manager. */
export class FakeBrowser {
  private readonly channels = new Set<FakeChannel>();
  private readonly held = new Set<string>();
  private readonly waiting: { name: string; grant: () => void }[] = [];

  readonly locks: LockManagerLike = {
    request: (name, options, callback) =>
      new Promise((resolve, reject) => {
        const entry = {
          name,
          grant: () => {
            this.held.add(name);
            callback()
              .then(resolve, reject)
              .finally(() => {
                this.held.delete(name);
                this.grantNext();
              });
          },
        };
        options.signal?.addEventListener('abort', () => {
          const at = this.waiting.indexOf(entry);
          if (at < 0) return;
          this.waiting.splice(at, 1);
          reject(new DOMException('The request was aborted.', 'AbortError'));
        });
        this.waiting.push(entry);
        queueMicrotask(() => this.grantNext());
      }),
  };

  private grantNext() {
    const at = this.waiting.findIndex((entry) => !this.held.has(entry.name));
    if (at < 0) return;
    const [entry] = this.waiting.splice(at, 1);
    entry!.grant();
  }

  /** A tab of this browser: its own EventSource class (to count what it opened) and the shared channels and locks. */
  tab(): { env: () => ConversationEventsEnv; sources: FakeEventSource[] } {
    const sources: FakeEventSource[] = [];
    const channels = this.channels;
    class TabEventSource extends FakeEventSource {
      constructor(url: string, init?: EventSourceInit) {
        super(url, init);
        sources.push(this);
      }
    }
    class TabChannel extends FakeChannel {
      constructor(name: string) {
        super(name, channels);
      }
    }
    return { env: () => ({ EventSource: TabEventSource, BroadcastChannel: TabChannel, locks: this.locks }), sources };
  }
}

class FakeChannel implements BroadcastChannelLike {
  onmessage: ((event: MessageEvent) => unknown) | null = null;
  constructor(
    readonly name: string,
    private readonly all: Set<FakeChannel>,
  ) {
    all.add(this);
  }
  /** Like a browser: to every other open channel of the name, never to itself, a copy, later. */
  postMessage(message: unknown) {
    const copy = structuredClone(message);
    for (const other of this.all) {
      if (other === this || other.name !== this.name) continue;
      queueMicrotask(() => {
        if (other.all.has(other)) other.onmessage?.({ data: copy } as MessageEvent);
      });
    }
  }
  close() {
    this.all.delete(this);
  }
}

/** Lets every queued channel message and lock grant happen (several rounds: one may queue the next). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/**
 * Makes `env` the browser of this page: the page's own hub (what the hooks
 * use) reads these globals each time its first subscriber arrives. Undone
 * by `vi.unstubAllGlobals()`.
 */
export function stubBrowserGlobals(env: ConversationEventsEnv): void {
  vi.stubGlobal('EventSource', env.EventSource);
  vi.stubGlobal('BroadcastChannel', env.BroadcastChannel);
  // jsdom's navigator with `locks` added: everything else still answers from the real one, methods bound to it.
  const real = navigator;
  const withLocks = new Proxy(real, {
    get: (target, key) => {
      if (key === 'locks') return env.locks;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  vi.stubGlobal('navigator', withLocks);
}
