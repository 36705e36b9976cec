import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AnalyticsPage } from '../components/AnalyticsPage';

const EMPTY_SOURCES = { facebook: 0, instagram: 0, website: 0, sms: 0, email: 0, other: 0 };
const range = (period: string) => ({ period, start: '2030-02-14T08:00:00.000Z', end: '2030-03-16T07:00:00.000Z', timeZone: 'America/Los_Angeles' });
// The previous period had nothing: the API sends no percentage (none of zero).
const change = { totalLeads: null, qualifiedLeads: null, appointmentsBooked: null, closedDeals: null, totalRevenue: null };

function detailed(period: string, totalLeads: number) {
  return {
    range: range(period),
    totalLeads,
    qualifiedLeads: totalLeads ? 2 : 0,
    appointmentsBooked: 0,
    closedDeals: 0,
    totalRevenue: 0,
    conversionRate: 0,
    avgResponseTime: 0,
    leadSources: totalLeads ? { ...EMPTY_SOURCES, facebook: totalLeads } : EMPTY_SOURCES,
    monthlyTrends: totalLeads ? [{ month: '2030-03', leads: totalLeads, appointments: 0, closed: 0 }] : [],
    previous: { totalLeads: 0, qualifiedLeads: 0, appointmentsBooked: 0, closedDeals: 0, totalRevenue: 0 },
    change,
  };
}

function serve(leadsFor: Record<string, number>) {
  return routeFetch((_m, url) => {
    if (url === '/api/user/profile') return { body: { id: 'u1' } };
    const period = new URL(url, 'http://x').searchParams.get('period') ?? '30d';
    if (url.startsWith('/api/analytics/detailed')) return { body: detailed(period, leadsFor[period] ?? 0) };
    if (url.startsWith('/api/analytics/ai-performance'))
      return {
        body: {
          range: range(period),
          avgResponseTime: 0,
          engagementRate: 0,
          qualificationAccuracy: 0,
          appointmentBookingRate: 0,
          conversations: 0,
          topPerformingScripts: [],
        },
      };
    return { status: 404, body: { message: 'no' } };
  });
}

// The first test also loads Chart.js (the lazy chunk); the machine is shared and loaded, so waits are generous.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

describe('/analytics', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts on the last 30 days, shows the agent’s figures and follows the period selector', async () => {
    const fetch = serve({ '30d': 5, '7d': 2 });
    renderWithClient(<AnalyticsPage />, '/analytics');
    expect(await within(await screen.findByTestId('card-total-leads')).findByText('New: none in the previous period')).toBeVisible();
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('30d');
    expect(within(screen.getByTestId('card-total-leads')).getByText('5')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Leads by source' }).textContent).toContain('Facebook');
    await userEvent.selectOptions(screen.getByLabelText('Period'), '7d');
    await waitFor(() => expect(within(screen.getByTestId('card-total-leads')).getByText('2')).toBeVisible());
    expect(fetch.mock.calls.map(([u]) => String(u))).toContain('/api/analytics/detailed?userId=u1&period=7d');
  });

  it('reads a change against an empty previous period in words, and a percentage only against figures', async () => {
    routeFetch((_m, url) => {
      if (url === '/api/user/profile') return { body: { id: 'u1' } };
      if (url.startsWith('/api/analytics/detailed?userId=u1&period=90d')) return { body: { ...detailed('90d', 5), appointmentsBooked: 3, closedDeals: 0 } };
      if (url.startsWith('/api/analytics/detailed'))
        return {
          body: {
            ...detailed('30d', 6),
            previous: { totalLeads: 4, qualifiedLeads: 0, appointmentsBooked: 0, closedDeals: 0, totalRevenue: 0 },
            change: { ...change, totalLeads: '+50%' },
          },
        };
      return { status: 404, body: { message: 'no' } };
    });
    renderWithClient(<AnalyticsPage />, '/analytics');
    const hint = (id: string) => screen.getByTestId(id).textContent;
    await within(await screen.findByTestId('card-total-leads')).findByText('+50% vs the previous period');
    expect(hint('card-qualified-leads')).toContain('New: none in the previous period');
    expect(hint('card-closed-deals')).toContain('No earlier data to compare');
    await userEvent.selectOptions(screen.getByLabelText('Period'), '90d');
    await waitFor(() => expect(hint('card-appointments')).toContain('New: none in the previous period'));
    expect(hint('card-total-leads')).toContain('New: none in the previous period');
    expect(hint('card-closed-deals')).toContain('No earlier data to compare');
    for (const id of ['card-total-leads', 'card-qualified-leads', 'card-appointments', 'card-closed-deals']) expect(hint(id)).not.toMatch(/%/);
  });

  it('shows Monthly Trends and Scripts as tables whose cells carry their column (the kit turns them into cards on a phone)', async () => {
    const scripts = [
      { name: 'Text messages (SMS)', usage: 40, engagement: 75 },
      { name: 'Website chat', usage: 1200, engagement: 60 },
    ];
    routeFetch((_m, url) => {
      if (url === '/api/user/profile') return { body: { id: 'u1' } };
      if (url.startsWith('/api/analytics/detailed')) return { body: detailed('30d', 5) };
      return {
        body: {
          range: range('30d'),
          avgResponseTime: 2,
          answeredConversations: 3,
          engagementRate: 61,
          qualificationAccuracy: 50,
          appointmentBookingRate: 10,
          conversations: 3,
          topPerformingScripts: scripts,
        },
      };
    });
    renderWithClient(<AnalyticsPage />, '/analytics');
    const months = await screen.findByRole('table', { name: 'Leads, appointments and closed deals per month' });
    const march = within(months).getByText('Mar 2030').closest('tr')!;
    expect([...march.querySelectorAll('td')].map((td) => `${td.dataset.label}=${td.textContent}`)).toEqual([
      'Month=Mar 2030',
      'Leads=5',
      'Appointments=0',
      'Closed=0',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'AI Performance' }));
    const ranked = await screen.findByRole('table', { name: 'Scripts ranked by engagement' });
    const rows = within(ranked).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => `${td.dataset.label}=${td.textContent}`).join(' '))).toEqual([
      '#=1 Script=Text messages (SMS) Uses=40 Engagement=75%',
      '#=2 Script=Website chat Uses=1,200 Engagement=60%',
    ]);
  });

  it('says there is no data yet instead of sample figures, on every tab it opens', async () => {
    serve({});
    renderWithClient(<AnalyticsPage />, '/analytics');
    expect(await screen.findByText('No leads yet')).toBeVisible();
    expect(screen.getByText('No data yet')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'AI Performance' }));
    expect(await screen.findByText('No conversations yet')).toBeVisible();
    expect(within(screen.getByTestId('ai-engagement')).getByText('–')).toBeVisible();
  });

  it('exports the figures it shows as a CSV file with the contract’s name', async () => {
    serve({ '30d': 5 });
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => {} }));
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWithClient(<AnalyticsPage />, '/analytics');
    await within(await screen.findByTestId('card-total-leads')).findByText('New: none in the previous period');
    await userEvent.click(screen.getByTestId('export'));
    expect(names[0]).toMatch(/^leadnest-analytics-30d-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await blobs[0]!.text();
    expect(text.split('\r\n')).toContain('"30d","Metrics","Total Leads",5');
    expect(text.split('\r\n')).toContain('"30d","Monthly Trends","2030-03 Leads",5');
    click.mockRestore();
  });
});
