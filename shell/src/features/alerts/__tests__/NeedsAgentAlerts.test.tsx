import { profileQueryKey, subscribeNotifications } from '@leadnest/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';

import { NeedsAgentAlerts } from '../NeedsAgentAlerts';

/** A stand-in EventSource the test drives: the browser's is not in jsdom. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  listeners = new Map<string, (e: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, fn);
  }
  close() {
    this.closed = true;
  }
  emit(data: unknown) {
    this.listeners.get('conversation')?.({ data: JSON.stringify(data) } as MessageEvent<string>);
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

describe('NeedsAgentAlerts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeEventSource.last = undefined;
  });

  it('toasts when a lead asks for a person, and only then', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const seen: string[] = [];
    const unsubscribe = subscribeNotifications((n) => seen.push(`${n.title}: ${n.description}`));
    const view = renderSignedIn('professional');
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/conversations/events'));
    FakeEventSource.last!.emit({ conversation: { leadName: 'Sam' }, lastSeq: 3, needsAgent: false });
    FakeEventSource.last!.emit({ conversation: { leadName: 'Dana' }, lastSeq: 4, needsAgent: true });
    expect(seen).toEqual(['A lead is asking for you: Dana asked to talk to a real person. Open Conversations to take over.']);
    view.unmount();
    expect(FakeEventSource.last!.closed).toBe(true);
    unsubscribe();
  });

  it('does not listen without a plan', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    renderSignedIn(null);
    expect(FakeEventSource.last).toBeUndefined();
  });
});
