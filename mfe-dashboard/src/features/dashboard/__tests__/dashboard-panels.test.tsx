import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DashboardPage } from '../components/DashboardPage';

const profile = { id: 'u1', firstName: 'Dana', plan: 'professional', timeZone: 'Asia/Tokyo' };
const metrics = {
  totalLeads: 5000,
  recentLeads: 3,
  leadsGrowth: null as string | null,
  totalAppointments: 6,
  recentAppointments: 1200,
  scheduledAppointments: 4,
  responseRate: '100%',
  conversionRate: '31%',
  totalMessages: 20,
  activeConversations: 4,
  propertyShowings: 6,
  closedDeals: 5,
  avgResponseTime: '<1s',
  hotLeads: 1,
  showingsThisWeek: 6,
  needsAgent: 0,
  timeZone: 'Asia/Tokyo',
};
const row = (id: string, leadName: string, extra: Record<string, unknown> = {}) => ({
  id,
  leadId: `${id}-lead`,
  leadName,
  platform: 'website',
  leadScore: 'hot',
  score: 80,
  status: 'active',
  lastMessage: null,
  updatedAt: '',
  aiPaused: false,
  leadStage: 'new',
  unread: false,
  ...extra,
});

type Part = 'metrics' | 'analytics' | 'conversations' | 'appointments';
const FAILED = { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };

/** The dashboard's API, each call answering or failing on its own (`failing`, changeable mid-test). */
function api(failing: Set<Part>, answers: { metrics?: typeof metrics; rows?: ReturnType<typeof row>[] } = {}) {
  return routeFetch((_method, url) => {
    if (url === '/api/user/profile') return { body: profile };
    if (url.startsWith('/api/dashboard/metrics/')) return failing.has('metrics') ? FAILED : { body: answers.metrics ?? metrics };
    if (url.startsWith('/api/analytics/')) return failing.has('analytics') ? FAILED : { body: { totalConversations: 1, totalAppointments: 1200 } };
    if (url.startsWith('/api/conversations'))
      return failing.has('conversations')
        ? FAILED
        : { body: { conversations: answers.rows ?? [row('c1', 'Jordan Reyes')], page: 1, limit: 8, hasMore: false } };
    if (url.startsWith('/api/appointments'))
      return failing.has('appointments')
        ? FAILED
        : {
            body: {
              appointments: [{ id: 'a1', leadName: 'Avery Nguyen', scheduledAt: new Date().toISOString(), propertyAddress: '12 Elm St', status: 'scheduled' }],
            },
          };
    return { status: 404, body: {} };
  });
}

const panel = (name: string) => within(screen.getByRole('region', { name }));

describe('each dashboard panel loads and fails on its own', { timeout: 40_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a failed figures call: the cards and This Week say so with Retry; Today’s Property Showings and the rest still load', async () => {
    const failing = new Set<Part>(['metrics']);
    api(failing);
    renderWithClient(<DashboardPage />, '/dashboard');
    // Today's showings no longer wait for the figures' time zone: they read the profile's.
    expect(await screen.findByText('Avery Nguyen')).toBeVisible();
    expect(panel("Today's Property Showings").queryByRole('status')).toBeNull();
    expect(await screen.findByText('Your figures could not be loaded')).toBeVisible();
    expect(panel('This Week').getByRole('alert').textContent).toContain("This week's figures could not be loaded");
    expect(panel('Client Conversations').getByText('Jordan Reyes')).toBeVisible();
    expect(screen.getByTestId('totals').textContent).toBe('1 conversation · 1,200 appointments');
    expect(screen.queryByRole('status', { name: /Loading/ })).toBeNull();

    failing.clear();
    await userEvent.click(panel('Key figures').getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(screen.getByTestId('stat-prospects')).getByText('5,000')).toBeVisible());
    expect(screen.getByTestId('this-week').textContent).toContain('1,200');
  });

  it('a failed showings call: only that panel says so, with Retry that loads them', async () => {
    const failing = new Set<Part>(['appointments']);
    api(failing);
    renderWithClient(<DashboardPage />, '/dashboard');
    expect(await panel("Today's Property Showings").findByText('Showings could not be loaded')).toBeVisible();
    expect(panel("Today's Property Showings").getByText('Something went wrong on our side. Please try again.')).toBeVisible();
    await waitFor(() => expect(within(screen.getByTestId('stat-prospects')).getByText('5,000')).toBeVisible());
    expect(panel('Client Conversations').getByText('Jordan Reyes')).toBeVisible();
    failing.clear();
    await userEvent.click(panel("Today's Property Showings").getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Avery Nguyen')).toBeVisible();
  });

  it('a failed conversations call and a failed totals call: each says so with Retry; the figures and showings load', async () => {
    const failing = new Set<Part>(['conversations', 'analytics']);
    api(failing);
    renderWithClient(<DashboardPage />, '/dashboard');
    expect(await panel('Client Conversations').findByText('Conversations could not be loaded')).toBeVisible();
    expect(await screen.findByText('Your totals could not be loaded.')).toBeVisible();
    expect(await screen.findByText('Avery Nguyen')).toBeVisible();
    await waitFor(() => expect(within(screen.getByTestId('stat-prospects')).getByText('5,000')).toBeVisible());
    failing.clear();
    await userEvent.click(panel('Client Conversations').getByRole('button', { name: 'Retry' }));
    expect(await panel('Client Conversations').findByText('Jordan Reyes')).toBeVisible();
    await userEvent.click(within(screen.getByTestId('totals')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('totals').textContent).toBe('1 conversation · 1,200 appointments'));
  });
});

describe('what the dashboard says', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks a taken-over conversation as the inbox does, and opens it rather than taking it over again', async () => {
    api(new Set(), { rows: [row('c1', 'Jordan Reyes', { status: 'taken-over', aiPaused: true }), row('c2', 'Sam Ortiz')] });
    renderWithClient(<DashboardPage />, '/dashboard');
    await waitFor(() => expect(screen.getAllByTestId('conversation-row')).toHaveLength(2));
    const [taken, other] = screen.getAllByTestId('conversation-row');
    expect(within(taken!).getByTestId('taken-over').textContent).toBe('Taken over: you are answering');
    expect(within(taken!).getByRole('link', { name: 'Open Chat' }).getAttribute('href')).toBe('/conversations/c1');
    expect(within(taken!).queryByRole('button', { name: 'Take Over Chat' })).toBeNull();
    expect(within(other!).queryByTestId('taken-over')).toBeNull();
    expect(within(other!).getByRole('button', { name: 'Take Over Chat' })).toBeVisible();
  });

  it('lead growth after a week with no leads reads in words, never a percentage of zero', async () => {
    api(new Set());
    const { unmount } = renderWithClient(<DashboardPage />, '/dashboard');
    await waitFor(() => expect(screen.getByTestId('stat-prospects').textContent).toContain('3 this week (new: none the week before)'));
    expect(screen.getByTestId('stat-prospects').textContent).not.toContain('%');
    expect(screen.getByTestId('stat-inquiries').textContent).toContain('1 hot lead');
    unmount();
    api(new Set(), { metrics: { ...metrics, recentLeads: 0 } });
    renderWithClient(<DashboardPage />, '/dashboard');
    await waitFor(() => expect(screen.getByTestId('stat-prospects').textContent).toContain('0 this week (no earlier data to compare)'));
  });
});
