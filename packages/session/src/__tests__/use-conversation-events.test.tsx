import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import { profileQueryKey } from '../profile';
import { FakeEventSource } from '../testing';
import { useConversationEventListener, useConversationStreamState, useLeadOfferListener } from '../use-conversation-events';

// The page's own hub reads the browser's globals; jsdom has no Web Locks, so this is one EventSource per page.
const sources: FakeEventSource[] = [];
class PageEventSource extends FakeEventSource {
  constructor(url: string, init?: EventSourceInit) {
    super(url, init);
    sources.push(this);
  }
}

function signedIn(plan: string | null) {
  const client = new QueryClient();
  client.setQueryData(profileQueryKey, { id: 'u1', firstName: 'Jane', plan });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

describe('useConversationEventListener and useConversationStreamState', () => {
  beforeEach(() => {
    sources.length = 0;
    vi.stubGlobal('EventSource', PageEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('two components of a page share one stream; signing out closes it', async () => {
    const { client, wrapper } = signedIn('professional');
    const heard: string[] = [];
    const { result } = renderHook(
      () => {
        useConversationEventListener((e) => heard.push(`alert:${e.conversation.leadName}`));
        useConversationEventListener((e) => heard.push(`inbox:${e.conversation.leadName}`));
        return useConversationStreamState();
      },
      { wrapper },
    );
    expect(sources).toHaveLength(1);
    expect(result.current).toBe('connecting');
    act(() => sources[0]!.open());
    expect(result.current).toBe('open');
    act(() => sources[0]!.emit({ conversation: { leadName: 'Dana' }, lastSeq: 2, needsAgent: true }));
    expect(heard).toEqual(['alert:Dana', 'inbox:Dana']);

    // What useLogout does on success; react-query tells its observers on its next tick.
    act(() => client.setQueryData(profileQueryKey, null));
    await waitFor(() => expect(sources[0]!.closed).toBe(true));
    expect(result.current).toBe('idle');
    expect(sources).toHaveLength(1);
  });

  it('opens nothing for an agent without a plan, nor for a signed-out visitor', () => {
    renderHook(() => useConversationEventListener(() => undefined), { wrapper: signedIn(null).wrapper });
    const client = new QueryClient();
    renderHook(() => useConversationEventListener(() => undefined), {
      wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    expect(sources).toHaveLength(0);
    expect(client.getQueryState(profileQueryKey)?.fetchStatus ?? 'idle').toBe('idle'); // the profile is never fetched from here
  });

  it('a new listener on a later render takes the next event without reopening the stream', () => {
    const { wrapper } = signedIn('starter');
    const heard: string[] = [];
    const { rerender, unmount } = renderHook(({ tag }) => useConversationEventListener((e) => heard.push(`${tag}:${e.conversation.leadName}`)), {
      wrapper,
      initialProps: { tag: 'first' },
    });
    rerender({ tag: 'second' });
    act(() => sources[0]!.emit({ conversation: { leadName: 'Sam' }, lastSeq: 1, needsAgent: false }));
    expect(heard).toEqual(['second:Sam']);
    expect(sources).toHaveLength(1);
    unmount();
    expect(sources[0]!.closed).toBe(true);
  });
});

describe('useLeadOfferListener', () => {
  beforeEach(() => {
    sources.length = 0;
    vi.stubGlobal('EventSource', PageEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('alone opens the page’s stream and hears the offers; signing out closes it', async () => {
    const { client, wrapper } = signedIn('agency');
    const heard: string[] = [];
    renderHook(() => useLeadOfferListener((o) => heard.push(`${o.leadName}:${o.claimWindowMinutes}`)), { wrapper });
    expect(sources).toHaveLength(1);
    act(() => sources[0]!.emit({ leadId: 'l1', leadName: 'Dana', claimWindowMinutes: 5, offeredAt: '2026-03-02T10:00:00.000Z' }, 'lead-offered'));
    act(() => sources[0]!.emit({ conversation: { leadName: 'Sam' }, lastSeq: 1, needsAgent: true }));
    expect(heard).toEqual(['Dana:5']);
    act(() => client.setQueryData(profileQueryKey, null));
    await waitFor(() => expect(sources[0]!.closed).toBe(true));
  });

  it('opens nothing for an agent without a plan', () => {
    renderHook(() => useLeadOfferListener(() => undefined), { wrapper: signedIn(null).wrapper });
    expect(sources).toHaveLength(0);
  });
});
