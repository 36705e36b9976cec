import { RemotePanelContext } from '@leadnest/remote-kit';
import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import type { RemotePanelRequest } from '@leadnest/remotes';
import { subscribeNotifications } from '@leadnest/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DashboardPage } from '../components/DashboardPage';
import { showsPhonePanel } from '../lib/labels';

const metrics = {
  totalLeads: 52,
  recentLeads: 21,
  leadsGrowth: '+200%',
  totalAppointments: 6,
  recentAppointments: 6,
  scheduledAppointments: 4,
  responseRate: '100%',
  conversionRate: '31%',
  totalMessages: 20,
  activeConversations: 4,
  propertyShowings: 6,
  closedDeals: 5,
  avgResponseTime: '<1s',
  hotLeads: 15,
  showingsThisWeek: 6,
  needsAgent: 2,
  timeZone: 'America/New_York',
};
const row = (id: string, leadName: string, leadScore: string) => ({
  id,
  leadId: `${id}-lead`,
  leadName,
  platform: 'website',
  leadScore,
  score: 50,
  status: 'active',
  lastMessage: null,
  updatedAt: '',
  aiPaused: false,
  leadStage: 'new',
  unread: false,
});

const NOT_SET_UP = { status: 409, body: { message: 'Configure Twilio in API Settings to enable calling', code: 'CALLING_NOT_CONFIGURED' } };

function api(profile: Record<string, unknown>, conversations = true, callAnswer: { status?: number; body?: unknown } = NOT_SET_UP) {
  return routeFetch((method, url) => {
    if (url === '/api/user/profile') return { body: profile };
    if (url.startsWith('/api/dashboard/metrics/')) return { body: metrics };
    if (url.startsWith('/api/analytics/')) return { body: { totalConversations: 4, totalAppointments: 6 } };
    if (url.startsWith('/api/conversations?filter=qualified'))
      return { body: { conversations: [row('c1', 'Jordan Reyes', 'hot')], page: 1, limit: 8, hasMore: false } };
    if (url.startsWith('/api/conversations'))
      return {
        body: {
          conversations: conversations ? [row('c1', 'Jordan Reyes', 'hot'), row('c2', 'Sam Ortiz', 'qualified-ish')] : [],
          page: 1,
          limit: 8,
          hasMore: false,
        },
      };
    if (url.startsWith('/api/appointments')) return { body: { appointments: [] } };
    if (method === 'POST' && url.endsWith('/call')) return callAnswer;
    return { status: 404, body: {} };
  });
}

describe('the dashboard', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the welcome, the four cards with their secondary figures, and This Week from the API', async () => {
    api({ id: 'u1', firstName: 'Dana', plan: 'professional' });
    renderWithClient(<DashboardPage />, '/dashboard');
    expect(await screen.findByText('Welcome back, Dana!')).toBeVisible();
    await waitFor(() => expect(within(screen.getByTestId('stat-prospects')).getByText('52')).toBeVisible());
    expect(screen.getByTestId('stat-inquiries').textContent).toContain('15 hot leads');
    expect(screen.getByTestId('stat-showings').textContent).toContain('6 this week');
    expect(screen.getByTestId('stat-response').textContent).toContain('31% lead-to-showing');
    expect(screen.getByTestId('this-week').textContent).toContain('<1s');
    expect(screen.getByTestId('ai-status').textContent).toBe('AI Online');
    expect(await screen.findByText('No property showings scheduled for today')).toBeVisible();
    expect(screen.queryByTestId('phone-panel-slot')).toBeNull();
  });

  it('a team member who is not its owner gets their work, not the account’s settings (docs/decisions/0034-teams.md)', async () => {
    api({ id: 'u1', firstName: 'Alex', plan: 'agency', teamRole: 'agent' });
    renderWithClient(<DashboardPage />, '/dashboard');
    expect(await screen.findByText('Welcome back, Alex!')).toBeVisible();
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(actions.getAllByRole('link').map((a) => a.textContent)).toEqual(['Claim from the Pool', 'My Calendar', 'Browse Templates']);
    expect(screen.queryByRole('link', { name: 'Billing' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'AI settings' })).toBeNull();
    expect(screen.queryByTestId('phone-panel-slot')).toBeNull();
  });

  it('filters conversations on the server, labels scores, and shows Setup Required when calling is not set up', async () => {
    const fetch = api({ id: 'u1', firstName: 'Dana', plan: 'professional' });
    const seen: string[] = [];
    const unsubscribe = subscribeNotifications((n) => seen.push(`${n.title}: ${n.description}`));
    renderWithClient(<DashboardPage />, '/dashboard');
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByTestId('conversation-row')).toHaveLength(2));
    expect(screen.getAllByTestId('score-label').map((b) => b.textContent)).toEqual(['hot', 'qualified-ish']);
    await user.click(screen.getByRole('button', { name: 'Qualified' }));
    await waitFor(() => expect(screen.getAllByTestId('conversation-row')).toHaveLength(1));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('filter=qualified'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Call Now' }));
    await waitFor(() => expect(seen).toEqual(['Setup Required: Configure Twilio in API Settings to enable calling']));
    unsubscribe();
  });

  it('says why the rules refused a call (not "Setup Required" when calling is set up)', async () => {
    api({ id: 'u1', firstName: 'Dana', plan: 'professional' }, true, {
      status: 409,
      body: { message: 'It is outside 8 am–9 pm where this lead lives. Try again in their morning.', code: 'CALL_QUIET_HOURS' },
    });
    const seen: string[] = [];
    const unsubscribe = subscribeNotifications((n) => seen.push(`${n.title}: ${n.description}`));
    renderWithClient(<DashboardPage />, '/dashboard');
    await waitFor(() => expect(screen.getAllByTestId('conversation-row')).toHaveLength(2));
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Call Now' })[0]!);
    await waitFor(() => expect(seen).toEqual(['Call Not Placed: It is outside 8 am–9 pm where this lead lives. Try again in their morning.']));
    unsubscribe();
  });

  it('Call Now toasts who is called and at which number, from the call’s answer', async () => {
    api({ id: 'u1', firstName: 'Dana', plan: 'professional' }, true, { body: { success: true, name: 'Jordan Reyes', phone: '+15125550101', callSid: 'CA1' } });
    const seen: string[] = [];
    const unsubscribe = subscribeNotifications((n) => seen.push(`${n.title}: ${n.description}`));
    renderWithClient(<DashboardPage />, '/dashboard');
    await waitFor(() => expect(screen.getAllByTestId('conversation-row')).toHaveLength(2));
    await userEvent.click(screen.getAllByRole('button', { name: 'Call Now' })[0]!);
    await waitFor(() => expect(seen).toEqual(['Call Initiated: AI calling Jordan Reyes at +15125550101']));
    unsubscribe();
  });

  it('says so when there are no conversations; without a shell the phone slot links to AI Phone', async () => {
    api({ id: 'u1', firstName: 'Dana', plan: 'agency' }, false);
    renderWithClient(<DashboardPage />, '/dashboard');
    expect(await screen.findByText('No client conversations yet...')).toBeVisible();
    expect(within(screen.getByTestId('phone-panel-slot')).getByRole('link', { name: 'Open AI Phone' }).getAttribute('href')).toBe('/ai-phone');
  });

  it("asks the shell to render mfe_phone's ./PhonePanel for an enterprise agent, and not for a professional one", async () => {
    const asked: RemotePanelRequest[] = [];
    const renderRemotePanel = <P extends object>(request: RemotePanelRequest<P>) => {
      asked.push(request);
      return <p>panel of {request.remote}</p>;
    };
    api({ id: 'u1', firstName: 'Dana', plan: 'enterprise' });
    const { unmount } = renderWithClient(
      <RemotePanelContext.Provider value={renderRemotePanel}>
        <DashboardPage />
      </RemotePanelContext.Provider>,
      '/dashboard',
    );
    expect(await screen.findByText('panel of mfe_phone')).toBeVisible();
    expect(asked.at(-1)).toEqual({ remote: 'mfe_phone', expose: './PhonePanel', props: { initialTab: 'overview' } });
    unmount();
    asked.length = 0;
    api({ id: 'u1', firstName: 'Dana', plan: 'professional' });
    renderWithClient(
      <RemotePanelContext.Provider value={renderRemotePanel}>
        <DashboardPage />
      </RemotePanelContext.Provider>,
      '/dashboard',
    );
    expect(await screen.findByText('Welcome back, Dana!')).toBeVisible();
    expect(screen.queryByTestId('phone-panel-slot')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('shows the phone panel for enterprise and agency, or a first name equal to the brand', () => {
    expect([
      showsPhonePanel('enterprise', 'A'),
      showsPhonePanel('agency', ''),
      showsPhonePanel('professional', 'leadNEST '),
      showsPhonePanel('professional', 'Dana'),
      showsPhonePanel(null, undefined),
    ]).toEqual([true, true, true, false, false]);
  });
});
