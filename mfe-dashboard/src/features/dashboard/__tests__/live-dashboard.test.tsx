import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { profileQueryKey } from '@leadnest/session';
import { FakeEventSource } from '@leadnest/session/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

import { dashboardKeys } from '../api/keys';
import { DashboardPage } from '../components/DashboardPage';
import { DASHBOARD_REFRESH_MS, useLiveDashboard } from '../hooks/useLiveDashboard';
import { throttle } from '../lib/throttle';

/** Every EventSource the page opened (jsdom has none, nor Web Locks: one stream per page here). */
const opened: FakeEventSource[] = [];
class PageEventSource extends FakeEventSource {
  constructor(url: string, init?: EventSourceInit) {
    super(url, init);
    opened.push(this);
  }
}

const agent = { id: 'u1', firstName: 'Dana', plan: 'professional' as const };
const change = (n: number) => ({ conversation: { id: `c${n}`, leadName: `Lead ${n}` }, lastSeq: n, needsAgent: false });

describe('the live dashboard', () => {
  beforeEach(() => {
    opened.length = 0;
    vi.stubGlobal('EventSource', PageEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('throttle: at once, then once at the end of a busy window, then quiet', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const throttled = throttle(run, 1000);
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 49; i += 1) throttled();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(2);
    throttled();
    expect(run).toHaveBeenCalledTimes(3);
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('a burst of 50 conversation events refreshes the dashboard twice, not 50 times', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    client.setQueryData(profileQueryKey, agent);
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const { unmount } = renderHook(() => useLiveDashboard(), {
      wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    expect(opened).toHaveLength(1);
    for (let i = 1; i <= 50; i += 1) opened[0]!.emit(change(i));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: dashboardKeys.all });
    vi.advanceTimersByTime(DASHBOARD_REFRESH_MS);
    expect(invalidate).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(DASHBOARD_REFRESH_MS * 3);
    expect(invalidate).toHaveBeenCalledTimes(2);
    unmount();
    expect(opened[0]!.closed).toBe(true);
  });

  it('the page shows the new figures and conversation after an event', async () => {
    let activeConversations = 4;
    let rows = [
      {
        id: 'c1',
        leadId: 'l1',
        leadName: 'Jordan Reyes',
        platform: 'website',
        leadScore: 'hot',
        score: 80,
        status: 'active',
        lastMessage: null,
        updatedAt: '',
        aiPaused: false,
        leadStage: 'new',
        unread: false,
      },
    ];
    routeFetch((_method, url) => {
      if (url.startsWith('/api/dashboard/metrics/'))
        return { body: { totalLeads: 1, activeConversations, needsAgent: 0, hotLeads: 1, timeZone: 'America/New_York' } };
      if (url.startsWith('/api/analytics/')) return { body: { totalConversations: activeConversations, totalAppointments: 0 } };
      if (url.startsWith('/api/conversations')) return { body: { conversations: rows, page: 1, limit: 8, hasMore: false } };
      if (url.startsWith('/api/appointments')) return { body: { appointments: [] } };
      return { status: 404, body: {} };
    });
    renderWithClient(<DashboardPage />, '/dashboard', { profile: agent });
    await screen.findByText('Jordan Reyes');
    expect(await screen.findByText('4 conversations · 0 appointments')).toBeVisible();

    activeConversations = 5;
    rows = [{ ...rows[0]!, id: 'c2', leadName: 'Riley Quinn' }, ...rows];
    opened[0]!.emit(change(2));
    expect(await screen.findByText('5 conversations · 0 appointments')).toBeVisible();
    expect(await screen.findByText('Riley Quinn')).toBeVisible();
  });
});
