import { createConversationEvents, profileQueryKey, subscribeConversationEvents, subscribeNotifications } from '@leadnest/session';
import { FakeBrowser, FakeEventSource, settle, stubBrowserGlobals } from '@leadnest/session/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';

import { NeedsAgentAlerts } from '../NeedsAgentAlerts';

/** Every EventSource this page opened (jsdom has none, nor Web Locks: one stream per page unless a test gives it a browser). */
const opened: FakeEventSource[] = [];
class PageEventSource extends FakeEventSource {
  constructor(url: string, init?: EventSourceInit) {
    super(url, init);
    opened.push(this);
  }
}

function renderSignedIn(plan: string | null) {
  const client = new QueryClient();
  client.setQueryData(profileQueryKey, { id: 'u1', firstName: 'Jane', plan });
  return render(
    <QueryClientProvider client={client}>
      <NeedsAgentAlerts />
    </QueryClientProvider>,
  );
}

const ASKING = 'A lead is asking for you: Dana asked to talk to a real person. Open Conversations to take over.';

describe('NeedsAgentAlerts', () => {
  const seen: string[] = [];
  let unsubscribe = () => undefined as void;
  beforeEach(() => {
    opened.length = 0;
    seen.length = 0;
    unsubscribe = subscribeNotifications((n) => seen.push(`${n.title}: ${n.description}`));
  });
  afterEach(() => {
    unsubscribe();
    vi.unstubAllGlobals();
  });

  it('toasts when a lead asks for a person, and only then; shares the page stream with the inbox', () => {
    vi.stubGlobal('EventSource', PageEventSource);
    const view = renderSignedIn('professional');
    const inbox: string[] = [];
    const stopInbox = subscribeConversationEvents((e) => inbox.push(e.conversation.leadName)); // what the inbox does on its page
    expect(opened).toHaveLength(1);
    expect(opened[0]!.url).toBe('/api/conversations/events');
    opened[0]!.emit({ conversation: { leadName: 'Sam' }, lastSeq: 3, needsAgent: false });
    opened[0]!.emit({ conversation: { leadName: 'Dana' }, lastSeq: 4, needsAgent: true });
    expect(seen).toEqual([ASKING]);
    expect(inbox).toEqual(['Sam', 'Dana']);
    view.unmount();
    expect(opened[0]!.closed).toBe(false); // the inbox still listens
    stopInbox();
    expect(opened[0]!.closed).toBe(true);
  });

  it('does not listen without a plan', () => {
    vi.stubGlobal('EventSource', PageEventSource);
    renderSignedIn(null);
    expect(opened).toHaveLength(0);
  });

  it('in a second tab: opens no stream and toasts from the event the leading tab relays', async () => {
    const browser = new FakeBrowser();
    const leaderTab = browser.tab();
    const stopLeader = createConversationEvents(leaderTab.env).subscribe(() => undefined);
    await settle();
    const thisTab = browser.tab();
    stubBrowserGlobals(thisTab.env());
    renderSignedIn('professional');
    await settle();
    expect(leaderTab.sources).toHaveLength(1);
    expect(thisTab.sources).toHaveLength(0);

    leaderTab.sources[0]!.emit({ conversation: { leadName: 'Dana' }, lastSeq: 4, needsAgent: true });
    await settle();
    expect(seen).toEqual([ASKING]);
    stopLeader();
  });
});
