import { captureToasts, renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { analyticsKeys } from '../api/keys';
import { AnalyticsPage } from '../components/AnalyticsPage';
import { formatSpeed } from '../lib/labels';

const EMPTY_SOURCES = { facebook: 0, instagram: 0, website: 0, sms: 0, email: 0, other: 0 };
const ZERO = { totalLeads: 0, qualifiedLeads: 0, appointmentsBooked: 0, closedDeals: 0, totalRevenue: 0 };

function detailed(period: string) {
  return {
    range: { period, start: '2030-02-14T08:00:00.000Z', end: '2030-03-16T07:00:00.000Z', timeZone: 'America/Los_Angeles' },
    ...ZERO,
    conversionRate: 0,
    avgResponseTime: 0,
    leadSources: EMPTY_SOURCES,
    monthlyTrends: [],
    previous: ZERO,
    change: { totalLeads: '+0%', qualifiedLeads: '+0%', appointmentsBooked: '+0%', closedDeals: '+0%', totalRevenue: '+0%' },
  };
}

const member = (userId: string, firstName: string, figures: Record<string, number | null> = {}) => ({
  userId,
  firstName,
  lastName: 'Doe',
  leadsAssigned: 0,
  speedToLeadMedianSeconds: null,
  contacted: 0,
  showings: 0,
  closed: 0,
  revenue: 0,
  ...figures,
});
const teamOf = (ids: string[]) => ({
  id: 't1',
  name: 'Doe Realty',
  plan: 'agency',
  seats: { used: ids.length, included: 10 },
  members: ids.map((userId, i) => ({ userId, firstName: userId, lastName: '', email: `${userId}@example.com`, role: i ? 'agent' : 'owner', status: 'active' })),
  invites: [],
  myRole: 'agent',
});

/** The page's reads, with the team's figures per period from `figures`. */
function serve(team: unknown, figures: (period: string) => { status?: number; body: unknown }) {
  return routeFetch((_m, url) => {
    if (url === '/api/user/profile') return { body: { id: 'u2' } };
    if (url === '/api/team') return { body: team };
    const period = new URL(url, 'http://x').searchParams.get('period') ?? '30d';
    if (url.startsWith('/api/analytics/team')) return figures(period);
    if (url.startsWith('/api/analytics/detailed')) return { body: detailed(period) };
    return { status: 404, body: { message: 'no' } };
  });
}

const THREE = {
  '30d': [
    member('u1', 'Ann', { leadsAssigned: 8, speedToLeadMedianSeconds: 252, contacted: 7, showings: 3, closed: 2, revenue: 27000.4 }),
    member('u2', 'Bea', { leadsAssigned: 5, speedToLeadMedianSeconds: 40, contacted: 5, showings: 1, closed: 1, revenue: 9000 }),
    member('u3', 'Cal', { leadsAssigned: 1, contacted: 0 }),
  ],
  '7d': [member('u2', 'Bea', { leadsAssigned: 2, speedToLeadMedianSeconds: 3900, contacted: 2 }), member('u1', 'Ann'), member('u3', 'Cal')],
} as Record<string, unknown[]>;

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => `${td.dataset.label}=${td.textContent}`).join(' ');

// The first render loads the page's tree and Chart.js's lazy chunk; the machine is shared, so waits are generous.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

describe('/analytics, Team tab', () => {
  const toasts = captureToasts();

  it('is not offered to a team of one, whose figures are never asked for', async () => {
    const fetch = serve(teamOf(['u2']), () => ({ body: { period: '30d', members: [] } }));
    const { queryClient } = renderWithClient(<AnalyticsPage />, '/analytics?tab=team');
    await screen.findByTestId('analytics-ready');
    await waitFor(() => expect(queryClient.getQueryState(analyticsKeys.team())?.status).toBe('success'));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Conversions', 'AI Performance', 'ROI Analysis']);
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith('/api/analytics/team'))).toBe(false);
  });

  it('is not offered, and raises no toast, when the team cannot be read', async () => {
    routeFetch((_m, url) => {
      if (url === '/api/user/profile') return { body: { id: 'u2' } };
      if (url.startsWith('/api/analytics/detailed')) return { body: detailed('30d') };
      return { status: 402, body: { message: 'Choose a plan.' } };
    });
    const { queryClient } = renderWithClient(<AnalyticsPage />, '/analytics');
    await screen.findByTestId('analytics-ready');
    await waitFor(() => expect(queryClient.getQueryState(analyticsKeys.team())?.status).toBe('error'));
    expect(screen.queryByRole('tab', { name: 'Team' })).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('shows a team of three ranked in a table of the six figures, the viewer marked, and follows the period selector', async () => {
    const fetch = serve(teamOf(['u1', 'u2', 'u3']), (period) => ({ body: { period, members: THREE[period] ?? [] } }));
    renderWithClient(<AnalyticsPage />, '/analytics');
    await userEvent.click(await screen.findByRole('tab', { name: 'Team' }));
    const table = await screen.findByRole('table', { name: 'Team members, best first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      '#=1 Member=Ann Doe Leads assigned=8 Speed to lead=4m 12s Contacted=7 Showings=3 Closed=2 Revenue=$27,000',
      '#=2 Member=Bea Doe (you) Leads assigned=5 Speed to lead=40s Contacted=5 Showings=1 Closed=1 Revenue=$9,000',
      '#=3 Member=Cal Doe Leads assigned=1 Speed to lead=— Contacted=0 Showings=0 Closed=0 Revenue=$0',
    ]);
    expect(rows[1]!.querySelector('[data-me]')).not.toBeNull();
    expect(screen.getByText(/^Revenue \(commissions\) per member, the last 30 days/)).toBeVisible();
    expect(fetch.mock.calls.map(([u]) => String(u))).toContain('/api/analytics/team?period=30d');

    await userEvent.selectOptions(screen.getByLabelText('Period'), '7d');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Team members, best first' })).getAllByRole('row')[1]!.textContent).toContain('Bea Doe (you)'),
    );
    expect(fetch.mock.calls.map(([u]) => String(u))).toContain('/api/analytics/team?period=7d');
    // Nobody closed in the last 7 days: the chart shows who was given leads instead of a row of zero bars.
    expect(screen.getByText(/^Leads assigned per member, the last 7 days/)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Team', selected: true })).toBeVisible();
  });

  it('says there is no team activity yet instead of a table of zeros', async () => {
    serve(teamOf(['u1', 'u2', 'u3']), (period) => ({ body: { period, members: [member('u1', 'Ann'), member('u2', 'Bea'), member('u3', 'Cal')] } }));
    renderWithClient(<AnalyticsPage />, '/analytics?tab=team');
    expect(await screen.findByText('No team activity yet')).toBeVisible();
    expect(screen.getByText('No member was given a lead, booked a showing or closed a deal during the last 30 days.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Team members, best first' })).toBeNull();
  });

  it('says the figures could not be loaded, with the server’s message in a toast', async () => {
    serve(teamOf(['u1', 'u2']), () => ({ status: 500, body: { message: 'Figures are resting.', requestId: 'r1' } }));
    renderWithClient(<AnalyticsPage />, '/analytics?tab=team');
    expect(await screen.findByText('These figures could not be loaded. Please try again.')).toBeVisible();
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ title: 'Could not load team figures', description: 'Figures are resting.' })));
  });

  it('writes speed to lead in minutes and seconds', () => {
    expect([formatSpeed(null), formatSpeed(9), formatSpeed(252), formatSpeed(3900)]).toEqual(['—', '9s', '4m 12s', '1h 5m']);
  });
});
