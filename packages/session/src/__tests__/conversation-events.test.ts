import type { ConversationEventDto } from '@leadnest/contracts';

import { CONVERSATION_EVENTS_LOCK, createConversationEvents } from '../conversation-events';
import { CONVERSATION_EVENTS_URL, type ConversationStreamState, REOPEN_AFTER_CLOSE_MS } from '../event-stream';
import { FakeBrowser, FakeEventSource, settle } from '../testing';

const event = (leadName: string, needsAgent = false) =>
  ({ conversation: { id: `c-${leadName}`, leadName }, lastSeq: 1, needsAgent }) as unknown as ConversationEventDto;
const names = (events: ConversationEventDto[]) => events.map((e) => e.conversation.leadName);

/** A tab: its hub, what it heard and every state it went through. */
function tabOf(browser: FakeBrowser) {
  const { env, sources } = browser.tab();
  const hub = createConversationEvents(env);
  const heard: ConversationEventDto[] = [];
  const states: ConversationStreamState[] = [];
  hub.subscribeState((s) => states.push(s));
  return { hub, sources, heard, states, listen: () => hub.subscribe((e) => heard.push(e)) };
}

describe('conversation events in one page', () => {
  it('opens one EventSource for two subscribers, gives both every event, and closes it when the last one leaves', () => {
    const sources: FakeEventSource[] = [];
    const hub = createConversationEvents(() => ({
      EventSource: class extends FakeEventSource {
        constructor(url: string, init?: EventSourceInit) {
          super(url, init);
          sources.push(this);
        }
      },
    }));
    const alert: ConversationEventDto[] = [];
    const inbox: ConversationEventDto[] = [];
    const stopAlert = hub.subscribe((e) => alert.push(e));
    const stopInbox = hub.subscribe((e) => inbox.push(e));
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe(CONVERSATION_EVENTS_URL);
    expect(sources[0]!.init).toEqual({ withCredentials: true });
    expect(hub.state()).toBe('connecting');
    sources[0]!.open();
    expect(hub.state()).toBe('open');

    sources[0]!.emit(event('Dana', true));
    expect(names(alert)).toEqual(['Dana']);
    expect(names(inbox)).toEqual(['Dana']);

    stopInbox();
    expect(sources[0]!.closed).toBe(false);
    stopAlert();
    expect(sources[0]!.closed).toBe(true);
    expect(hub.state()).toBe('idle');
  });

  it('reports a reconnect, and after the browser gives up, opens the stream again later', () => {
    vi.useFakeTimers();
    try {
      const sources: FakeEventSource[] = [];
      const hub = createConversationEvents(() => ({
        EventSource: class extends FakeEventSource {
          constructor(url: string) {
            super(url);
            sources.push(this);
          }
        },
      }));
      const stop = hub.subscribe(() => undefined);
      sources[0]!.open();
      sources[0]!.fail();
      expect(hub.state()).toBe('connecting');
      sources[0]!.open();
      sources[0]!.fail(true);
      expect(hub.state()).toBe('closed');
      vi.advanceTimersByTime(REOPEN_AFTER_CLOSE_MS - 1);
      expect(sources).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(sources).toHaveLength(2);
      expect(hub.state()).toBe('connecting');
      stop();
      expect(sources[1]!.closed).toBe(true);
      vi.advanceTimersByTime(REOPEN_AFTER_CLOSE_MS);
      expect(sources).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without EventSource it opens nothing and says closed (the inbox polls)', () => {
    const hub = createConversationEvents(() => ({}));
    const stop = hub.subscribe(() => undefined);
    expect(hub.state()).toBe('closed');
    stop();
    expect(hub.state()).toBe('idle');
  });
});

describe('conversation events across tabs (Web Locks and BroadcastChannel)', () => {
  it('the first tab leads; a follower opens no EventSource and hears the events and the state over the channel', async () => {
    const browser = new FakeBrowser();
    const leader = tabOf(browser);
    const follower = tabOf(browser);
    leader.listen();
    await settle();
    expect(leader.sources).toHaveLength(1);

    follower.listen();
    await settle();
    expect(follower.sources).toHaveLength(0);
    expect(follower.hub.state()).toBe('connecting');

    leader.sources[0]!.open();
    await settle();
    expect(follower.hub.state()).toBe('open');

    leader.sources[0]!.emit(event('Sam'));
    leader.sources[0]!.emit(event('Dana', true));
    await settle();
    expect(names(leader.heard)).toEqual(['Sam', 'Dana']);
    expect(names(follower.heard)).toEqual(['Sam', 'Dana']);
    expect(follower.heard[1]!.needsAgent).toBe(true);

    leader.sources[0]!.fail();
    await settle();
    expect(follower.hub.state()).toBe('connecting');
    expect(follower.sources).toHaveLength(0);
  });

  it('a tab that joins after the stream opened learns its state from the leader', async () => {
    const browser = new FakeBrowser();
    const leader = tabOf(browser);
    leader.listen();
    await settle();
    leader.sources[0]!.open();

    const late = tabOf(browser);
    late.listen();
    await settle();
    expect(late.hub.state()).toBe('open');
    expect(late.sources).toHaveLength(0);
  });

  it('hands over: when the leader lets the lock go, a follower takes it, opens the stream and relays to the rest', async () => {
    const browser = new FakeBrowser();
    const first = tabOf(browser);
    const second = tabOf(browser);
    const third = tabOf(browser);
    const stopFirst = first.listen();
    await settle();
    second.listen();
    third.listen();
    await settle();
    first.sources[0]!.open();
    await settle();
    expect([second.sources.length, third.sources.length]).toEqual([0, 0]);

    stopFirst(); // the leader tab stops listening (closing the tab lets the lock go the same way)
    expect(first.sources[0]!.closed).toBe(true);
    await settle();
    expect(third.hub.state()).toBe('connecting');
    const [next, other] = second.sources.length ? [second, third] : [third, second];
    expect(next.sources).toHaveLength(1);
    expect(other.sources).toHaveLength(0);

    next.sources[0]!.open();
    next.sources[0]!.emit(event('Riley'));
    await settle();
    expect(other.hub.state()).toBe('open');
    expect(names(other.heard)).toEqual(['Riley']);
    expect(names(first.heard)).toEqual([]);
  });

  it('a follower that stops listening leaves the queue for the lock and hears nothing more', async () => {
    const browser = new FakeBrowser();
    const leader = tabOf(browser);
    const follower = tabOf(browser);
    const stopLeader = leader.listen();
    await settle();
    const stopFollower = follower.listen();
    await settle();
    stopFollower();
    expect(follower.hub.state()).toBe('idle');
    leader.sources[0]!.emit(event('Sam'));
    stopLeader();
    await settle();
    expect(follower.heard).toEqual([]);
    expect(follower.sources).toHaveLength(0);

    // The lock is free again: the next tab to listen leads.
    const next = tabOf(browser);
    next.listen();
    await settle();
    expect(next.sources).toHaveLength(1);
  });

  it('the lock is the one the decision record names, held while the tab leads', async () => {
    const browser = new FakeBrowser();
    const requested: string[] = [];
    const request = browser.locks.request.bind(browser.locks);
    browser.locks.request = (name, options, callback) => {
      requested.push(name);
      return request(name, options, callback);
    };
    const tab = tabOf(browser);
    tab.listen();
    await settle();
    expect(requested).toEqual([CONVERSATION_EVENTS_LOCK]);
    expect(CONVERSATION_EVENTS_LOCK).toBe('leadnest-conversation-events');
  });
});
