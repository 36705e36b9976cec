import type { ConversationEventDto, LeadOfferEventDto } from '@leadnest/contracts';

import { CONVERSATION_EVENTS_CHANNEL, createConversationEvents } from '../conversation-events';
import { FakeBrowser, FakeEventSource, settle } from '../testing';

/*
 * Leads offered to claim (first to claim, docs/decisions/0034-teams.md)
 * arrive on the one event stream of the browser
 * (docs/decisions/0032-one-event-stream-per-browser.md) as `lead-offered`
 * events, beside the conversation events.
 */

const offer = (leadName: string, claimWindowMinutes = 5): LeadOfferEventDto => ({
  leadId: `l-${leadName}`,
  leadName,
  claimWindowMinutes,
  offeredAt: '2026-03-02T10:00:00.000Z',
});
const conversation = (leadName: string) =>
  ({ conversation: { id: `c-${leadName}`, leadName }, lastSeq: 1, needsAgent: false }) as unknown as ConversationEventDto;

/** A tab: its hub, and what its offer and conversation listeners heard. */
function tabOf(browser: FakeBrowser) {
  const { env, sources } = browser.tab();
  const hub = createConversationEvents(env);
  const offers: string[] = [];
  const conversations: string[] = [];
  return {
    hub,
    sources,
    offers,
    conversations,
    listenToOffers: () => hub.subscribeLeadOffers((o) => offers.push(o.leadName)),
    listenToConversations: () => hub.subscribe((e) => conversations.push(e.conversation.leadName)),
  };
}

describe('lead offers in one page', () => {
  it('an offer listener alone opens the stream; each listener hears its own kind; the stream closes when the last of either leaves', () => {
    const sources: FakeEventSource[] = [];
    const hub = createConversationEvents(() => ({
      EventSource: class extends FakeEventSource {
        constructor(url: string, init?: EventSourceInit) {
          super(url, init);
          sources.push(this);
        }
      },
    }));
    const offers: LeadOfferEventDto[] = [];
    const conversations: string[] = [];
    const stopOffers = hub.subscribeLeadOffers((o) => offers.push(o));
    expect(sources).toHaveLength(1);
    expect(hub.state()).toBe('connecting');
    const stopConversations = hub.subscribe((e) => conversations.push(e.conversation.leadName));
    expect(sources).toHaveLength(1);

    sources[0]!.open();
    sources[0]!.emit(offer('Dana', 1), 'lead-offered');
    sources[0]!.emit(conversation('Sam'));
    expect(offers).toEqual([offer('Dana', 1)]);
    expect(conversations).toEqual(['Sam']);

    stopConversations();
    expect(sources[0]!.closed).toBe(false); // the offer listener still listens
    sources[0]!.emit(offer('Riley'), 'lead-offered');
    expect(offers.map((o) => o.leadName)).toEqual(['Dana', 'Riley']);
    stopOffers();
    expect(sources[0]!.closed).toBe(true);
    expect(hub.state()).toBe('idle');
  });

  it('a conversation listener alone keeps the stream open when an offer listener leaves', () => {
    const sources: FakeEventSource[] = [];
    const hub = createConversationEvents(() => ({
      EventSource: class extends FakeEventSource {
        constructor(url: string) {
          super(url);
          sources.push(this);
        }
      },
    }));
    const stopConversations = hub.subscribe(() => undefined);
    const stopOffers = hub.subscribeLeadOffers(() => undefined);
    stopOffers();
    expect(sources[0]!.closed).toBe(false);
    stopConversations();
    expect(sources[0]!.closed).toBe(true);
  });
});

describe('lead offers across tabs', () => {
  it('the leader relays each offer; a follower’s offer listeners hear it, its conversation listeners do not', async () => {
    const browser = new FakeBrowser();
    const leader = tabOf(browser);
    const follower = tabOf(browser);
    leader.listenToConversations();
    await settle();
    follower.listenToOffers();
    follower.listenToConversations();
    await settle();
    expect(follower.sources).toHaveLength(0);

    leader.sources[0]!.open();
    leader.sources[0]!.emit(offer('Dana'), 'lead-offered');
    leader.sources[0]!.emit(conversation('Sam'));
    await settle();
    expect(follower.offers).toEqual(['Dana']);
    expect(follower.conversations).toEqual(['Sam']);
    expect(leader.conversations).toEqual(['Sam']);
    expect(follower.hub.state()).toBe('open');
  });

  it('a tab listening to offers alone leads: it opens the stream and relays to the others', async () => {
    const browser = new FakeBrowser();
    const first = tabOf(browser);
    const second = tabOf(browser);
    first.listenToOffers();
    await settle();
    second.listenToOffers();
    await settle();
    expect([first.sources.length, second.sources.length]).toEqual([1, 0]);
    first.sources[0]!.emit(offer('Riley'), 'lead-offered');
    await settle();
    expect(first.offers).toEqual(['Riley']);
    expect(second.offers).toEqual(['Riley']);
  });

  it('relays an offer as a message type of its own, which a tab of an older build (knowing `event` and `state` only) ignores', async () => {
    const browser = new FakeBrowser();
    const leader = tabOf(browser);
    leader.listenToOffers();
    await settle();
    const { BroadcastChannel: Channel } = browser.tab().env();
    const olderTab = new Channel!(CONVERSATION_EVENTS_CHANNEL);
    const relayed: unknown[] = [];
    olderTab.onmessage = ({ data }) => relayed.push(data);
    leader.sources[0]!.emit(offer('Dana'), 'lead-offered');
    await settle();
    expect(relayed).toEqual([{ type: 'lead-offer', offer: offer('Dana') }]);
    olderTab.close();
  });
});
