import { createConversationEvents, profileQueryKey, subscribeConversationEvents, subscribeNotifications } from '@leadnest/session';
import { FakeBrowser, FakeEventSource, settle, stubBrowserGlobals } from '@leadnest/session/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';

import { NeedsAgentAlerts, needsAgentToast } from '../NeedsAgentAlerts';

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
    // Only this feature's notifications (each sends the agent to Conversations): the web project shares one
    // notification bus across its files, and another file's mutation that settles late (a porting request)
    // may notify during this test.
    unsubscribe = subscribeNotifications((n) => {
      if (n.description?.includes('Open Conversations')) seen.push(`${n.title}: ${n.description}`);
    });
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

  it('says why: a question the assistant could not answer, from the event; a person asked for stays as it was', () => {
    vi.stubGlobal('EventSource', PageEventSource);
    renderSignedIn('professional');
    const question = { reason: 'unsure', questions: ['Does the HOA allow short-term rentals?'], at: '2026-11-29T10:00:00.000Z' };
    opened[0]!.emit({ conversation: { leadName: 'Dana', handoff: question }, lastSeq: 4, needsAgent: true, handoff: question });
    opened[0]!.emit({
      conversation: { leadName: 'Dana', handoff: { ...question, reason: 'asked' } },
      lastSeq: 5,
      needsAgent: true,
      handoff: { ...question, reason: 'asked' },
    });
    expect(seen).toEqual(['A lead has a question for you: Dana asked a question the assistant could not answer. Open Conversations to reply.', ASKING]);
  });

  it.each([
    [undefined, undefined, ASKING],
    ['asked', undefined, ASKING],
    [undefined, 'asked', ASKING],
    ['unsure', undefined, 'A lead has a question for you: Dana asked a question the assistant could not answer. Open Conversations to reply.'],
    // The row may say more than an event from an API that sends no reason of its own.
    [undefined, 'unsure', 'A lead has a question for you: Dana asked a question the assistant could not answer. Open Conversations to reply.'],
    ['no-slots', undefined, 'A lead wants a showing: Dana wants a showing and no open time fitted. Open Conversations to find one.'],
    ['time-noted', undefined, 'A showing time to confirm: Dana asked for a showing time for you to confirm. Open Conversations to confirm it.'],
    ['booked', undefined, 'A lead with a showing needs you: Dana has a showing booked and needs you to follow up. Open Conversations to reply.'],
    ['ai-paused', undefined, 'A lead is waiting for you: Dana is waiting for you: the AI assistant is paused. Open Conversations to reply.'],
  ])('the toast for reason %s (row: %s)', (reason, rowReason, text) => {
    const toast = needsAgentToast({
      conversation: { leadName: 'Dana', handoff: rowReason ? { reason: rowReason } : null },
      needsAgent: true,
      ...(reason ? { handoff: { reason } } : {}),
    });
    expect(`${toast.title}: ${toast.description}`).toBe(text);
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
