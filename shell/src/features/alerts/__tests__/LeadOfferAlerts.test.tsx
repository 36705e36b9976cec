import { type AppNotification, createConversationEvents, profileQueryKey, subscribeNotifications } from '@leadnest/session';
import { FakeBrowser, FakeEventSource, settle, stubBrowserGlobals } from '@leadnest/session/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';

import { LeadOfferAlerts } from '../LeadOfferAlerts';
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
      <LeadOfferAlerts />
    </QueryClientProvider>,
  );
}

const offer = (leadName: string, claimWindowMinutes: number) => ({ leadId: 'l1', leadName, claimWindowMinutes, offeredAt: '2026-03-02T10:00:00.000Z' });
const POOL = { label: 'Open the pool', href: '/leads?assigned=unassigned' };

describe('LeadOfferAlerts', () => {
  const seen: AppNotification[] = [];
  let unsubscribe = () => undefined as void;
  beforeEach(() => {
    opened.length = 0;
    seen.length = 0;
    unsubscribe = subscribeNotifications((n) => seen.push(n));
  });
  afterEach(() => {
    unsubscribe();
    vi.unstubAllGlobals();
  });

  it('toasts each lead offered to claim, with the window and a link to the pool, on the page stream the needs-a-person alert uses', () => {
    vi.stubGlobal('EventSource', PageEventSource);
    const view = renderSignedIn('agency');
    expect(opened).toHaveLength(1);
    opened[0]!.emit(offer('Dana Reyes', 5), 'lead-offered');
    opened[0]!.emit(offer('Sam Ortiz', 1), 'lead-offered');
    opened[0]!.emit({ conversation: { leadName: 'Riley' }, lastSeq: 2, needsAgent: false });
    expect(seen).toEqual([
      { title: 'New lead to claim', description: 'Dana Reyes is waiting. The first to claim gets it: you have 5 minutes.', action: POOL },
      { title: 'New lead to claim', description: 'Sam Ortiz is waiting. The first to claim gets it: you have 1 minute.', action: POOL },
    ]);
    view.unmount();
    expect(opened[0]!.closed).toBe(true);
  });

  it('does not listen without a plan', () => {
    vi.stubGlobal('EventSource', PageEventSource);
    renderSignedIn(null);
    expect(opened).toHaveLength(0);
  });

  it('in a second tab: opens no stream and toasts from the offer the leading tab relays', async () => {
    const browser = new FakeBrowser();
    const leaderTab = browser.tab();
    const stopLeader = createConversationEvents(leaderTab.env).subscribeLeadOffers(() => undefined);
    await settle();
    const thisTab = browser.tab();
    stubBrowserGlobals(thisTab.env());
    renderSignedIn('agency');
    await settle();
    expect(thisTab.sources).toHaveLength(0);

    leaderTab.sources[0]!.emit(offer('Dana Reyes', 10), 'lead-offered');
    await settle();
    expect(seen.map((n) => n.description)).toEqual(['Dana Reyes is waiting. The first to claim gets it: you have 10 minutes.']);
    stopLeader();
  });
});
