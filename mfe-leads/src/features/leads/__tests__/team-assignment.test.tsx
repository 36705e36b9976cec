import { LEAD_CLAIMED_MESSAGE, type LeadDto, type TeamDto, type TeamMemberDto } from '@leadnest/contracts';
import { captureToasts, renderWithClient } from '@leadnest/remote-kit/testing';
import { ApiError } from '@leadnest/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { leadDetail, leadRow, routeLeadsApi, sentBody } from '../../../test/leads-api';
import { leadKeys } from '../api/keys';
import { leadCountsUrl } from '../api/lead-counts';
import { leadListUrl } from '../api/list-leads';
import { teamKeys } from '../api/team';
import { LeadsPage } from '../components/LeadsPage';
import { claimFailedToast } from '../lib/assignment';
import { filtersOfSearch } from '../lib/url-state';

const member = (id: string, firstName: string, lastName: string, role: TeamMemberDto['role'], status: TeamMemberDto['status'] = 'active'): TeamMemberDto => ({
  userId: id.repeat(24),
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  role,
  status,
});
const OLIVE = member('c', 'Olive', 'Owner', 'owner');
const DANA = member('d', 'Dana', 'Admin', 'admin');
const ANDY = member('e', 'Andy', 'Agent', 'agent', 'away');

const teamOf = (members: TeamMemberDto[], myRole: TeamDto['myRole']): TeamDto => ({
  id: '9'.repeat(24),
  name: 'Summit Homes',
  plan: 'agency',
  seats: { used: members.length, included: 10 },
  members,
  invites: [],
  myRole,
});

const ANN = 'a'.repeat(24);
const BO = 'b'.repeat(24);
const ASSIGNED_AT = '2030-01-02T15:00:00.000Z';
const ann = leadRow({ id: ANN, name: 'Ann Lee', assignedTo: null, assignedAt: null });
const bo = leadRow({ id: BO, name: 'Bo Diaz', assignedTo: DANA.userId, assignedAt: ASSIGNED_AT });

type Answer = { status?: number; body?: unknown };

/** The /leads API with GET /api/team answering `team`; `routes` answers a test's own requests first. */
function mockApi(team: TeamDto, options: { detail?: LeadDto; routes?: (method: string, url: string, body: unknown) => Answer | undefined } = {}) {
  return routeLeadsApi({
    leads: [ann, bo],
    detail: leadDetail(options.detail ?? ann),
    routes: (method, url, body) => options.routes?.(method, url, body) ?? (method === 'GET' && url === '/api/team' ? { body: team } : undefined),
  });
}

const urlsOf = (fetch: ReturnType<typeof mockApi>) => fetch.mock.calls.map((c) => String(c[0]));

/** Renders /leads (or `path`) and waits until both the rows and the team are in, so what is absent is absent for good. */
async function renderPage(path = '/leads') {
  const view = renderWithClient(<LeadsPage />, path);
  await screen.findAllByTestId('lead-row');
  await waitFor(() => expect(view.queryClient.getQueryState(teamKeys.detail())?.status).toBe('success'));
  return view;
}

vi.setConfig({ testTimeout: 60_000 });
const toasts = captureToasts();

describe('lead assignment on /leads', () => {
  it('a team of one sees no Assigned column, filter, Claim or assignment in the panel', async () => {
    const fetch = mockApi(teamOf([OLIVE], 'owner'));
    await renderPage(`/leads/${ANN}?assigned=unassigned`);
    expect(await screen.findByTestId('lead-panel')).toBeVisible();
    expect(screen.queryByLabelText('Assigned')).toBeNull();
    expect(screen.queryAllByTestId('lead-assignee')).toHaveLength(0);
    expect(screen.queryByText('Unassigned')).toBeNull();
    expect(screen.queryByRole('button', { name: /Claim/ })).toBeNull();
    expect(screen.queryByTestId('lead-assignment')).toBeNull();
    // A filter it cannot see no longer narrows its list.
    await waitFor(() => expect(urlsOf(fetch)).toContain('/api/leads?limit=50'));

    fireEvent.click(screen.getByLabelText('Select Ann Lee'));
    expect(within(screen.getByTestId('bulk-bar')).queryByLabelText('Assign to')).toBeNull();
  });

  it('a team of three sees who works each lead and the Assigned filter, which the list and the counts follow', async () => {
    const fetch = mockApi(teamOf([OLIVE, DANA, ANDY], 'agent'));
    await renderPage();
    expect(screen.getAllByTestId('lead-assignee').map((line) => line.textContent)).toEqual(['Unassigned', 'Assigned to Dana Admin']);
    // Claim only on the pool's lead.
    expect(screen.getByRole('button', { name: 'Claim Ann Lee' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Claim Bo Diaz' })).toBeNull();

    const filter = screen.getByLabelText('Assigned') as HTMLSelectElement;
    expect(Array.from(filter.options).map((o) => o.text)).toEqual(['All', 'Mine', 'Unassigned']);
    expect(filter.value).toBe('all');
    fireEvent.change(filter, { target: { value: 'me' } });
    await waitFor(() => expect(urlsOf(fetch)).toContain('/api/leads?assigned=me&limit=50'));
    await waitFor(() => expect(urlsOf(fetch)).toContain('/api/leads/counts?assigned=me'));
    expect((screen.getByLabelText('Assigned') as HTMLSelectElement).value).toBe('me');

    // An agent assigns nothing: no bulk Assign.
    fireEvent.click(screen.getByLabelText('Select Ann Lee'));
    expect(within(screen.getByTestId('bulk-bar')).queryByLabelText('Assign to')).toBeNull();
  });

  it('Claim on a row posts the claim and says so', async () => {
    const fetch = mockApi(teamOf([OLIVE, DANA, ANDY], 'agent'), {
      routes: (method, url) => (method === 'POST' && url === `/api/leads/${ANN}/claim` ? { body: leadDetail({ ...ann, assignedTo: ANDY.userId }) } : undefined),
    });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Claim Ann Lee' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Lead Claimed', description: 'Ann Lee is now yours' }));
    expect(fetch.mock.calls.some(([url, init]) => String(url) === `/api/leads/${ANN}/claim` && init?.method === 'POST')).toBe(true);
  });

  it('a claim someone else won first shows the server’s message and reloads the list', async () => {
    const fetch = mockApi(teamOf([OLIVE, DANA, ANDY], 'agent'), {
      routes: (method, url) =>
        method === 'POST' && url === `/api/leads/${ANN}/claim`
          ? { status: 409, body: { error: { code: 'LEAD_CLAIMED', message: LEAD_CLAIMED_MESSAGE } } }
          : undefined,
    });
    await renderPage();
    const listLoads = () => urlsOf(fetch).filter((u) => u === '/api/leads?limit=50').length;
    const before = listLoads();
    fireEvent.click(screen.getByRole('button', { name: 'Claim Ann Lee' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Already Claimed', description: LEAD_CLAIMED_MESSAGE, variant: 'destructive' }));
    await waitFor(() => expect(listLoads()).toBeGreaterThan(before));
  });

  it('reads the message of a refused claim in either shape the server may send', () => {
    const flat = new ApiError(409, 'Conflict', JSON.stringify({ message: 'Taken already.', code: 'LEAD_CLAIMED' }));
    expect(claimFailedToast(flat)).toEqual({ title: 'Already Claimed', description: 'Taken already.', variant: 'destructive' });
    expect(claimFailedToast(new ApiError(409, 'Conflict', '')).description).toBe(LEAD_CLAIMED_MESSAGE);
    expect(claimFailedToast(new ApiError(404, 'Not Found', JSON.stringify({ message: 'Lead not found' })))).toEqual({
      title: 'Claim Failed',
      description: 'Lead not found',
      variant: 'destructive',
    });
  });

  it('the panel says who has the lead and since when; an admin reassigns it with a PATCH', async () => {
    const fetch = mockApi(teamOf([OLIVE, DANA, ANDY], 'admin'), { detail: bo });
    await renderPage(`/leads/${BO}`);
    const panel = await screen.findByTestId('lead-panel');
    expect(within(panel).getByTestId('lead-assigned-to').textContent).toBe('Assigned to Dana Admin since Jan 2, 2030');
    expect(within(panel).queryByRole('button', { name: 'Claim' })).toBeNull();

    const select = within(panel).getByLabelText('Assign to') as HTMLSelectElement;
    // The pool and the active members (Andy is away).
    expect(Array.from(select.options).map((o) => o.text)).toEqual(['Unassigned', 'Olive Owner', 'Dana Admin']);
    expect(select.value).toBe(DANA.userId);
    fireEvent.change(select, { target: { value: OLIVE.userId } });
    await waitFor(() => expect(sentBody(fetch, 'PATCH', `/api/leads/${BO}`)).toEqual({ assignedTo: OLIVE.userId }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Lead Assigned', description: 'Bo Diaz is now assigned to Olive Owner' }));
  });

  it('an agent gets Claim in the panel of a lead in the pool, and no assign select', async () => {
    const fetch = mockApi(teamOf([OLIVE, DANA, ANDY], 'agent'), {
      routes: (method, url) => (method === 'POST' && url === `/api/leads/${ANN}/claim` ? { body: leadDetail({ ...ann, assignedTo: ANDY.userId }) } : undefined),
    });
    await renderPage(`/leads/${ANN}`);
    const panel = await screen.findByTestId('lead-panel');
    expect(within(panel).getByTestId('lead-assigned-to').textContent).toBe('Unassigned: in the team’s pool');
    expect(within(panel).queryByLabelText('Assign to')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Lead Claimed'));
    expect(sentBody(fetch, 'POST', `/api/leads/${ANN}/claim`)).toBeUndefined(); // no body: the claimant is the session's user
    expect(fetch.mock.calls.some(([url, init]) => String(url) === `/api/leads/${ANN}/claim` && init?.method === 'POST')).toBe(true);
  });

  it('an owner assigns the ticked leads from the bulk bar', async () => {
    const fetch = mockApi(teamOf([OLIVE, DANA, ANDY], 'owner'), {
      routes: (method, url) => (method === 'POST' && url === '/api/leads/bulk' ? { body: { action: 'assign', count: 2 } } : undefined),
    });
    await renderPage();
    fireEvent.click(screen.getByLabelText('Select Ann Lee'));
    fireEvent.click(screen.getByLabelText('Select Bo Diaz'));
    const bar = screen.getByTestId('bulk-bar');
    fireEvent.change(within(bar).getByLabelText('Assign to'), { target: { value: DANA.userId } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(sentBody(fetch, 'POST', '/api/leads/bulk')).toEqual({ action: 'assign', ids: [ANN, BO], assignedTo: DANA.userId }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Leads Assigned', description: '2 leads assigned to Dana Admin' }));
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).toBeNull());
  });

  it('keeps the filter in the URL, the query string and the keys only when it narrows', () => {
    expect(filtersOfSearch('?assigned=me')).toEqual({ stage: 'all', source: 'all', q: '', assigned: 'me', sort: 'created' });
    expect('assigned' in filtersOfSearch('?assigned=all')).toBe(false);
    expect('assigned' in filtersOfSearch('?assigned=someone')).toBe(false);
    const mine = { stage: 'all' as const, source: 'all' as const, q: '', assigned: 'unassigned' as const };
    expect(leadListUrl(mine)).toBe('/api/leads?assigned=unassigned&limit=50');
    expect(leadCountsUrl(mine)).toBe('/api/leads/counts?assigned=unassigned');
    expect(leadKeys.counts(mine)).toEqual(['leads', 'counts', { source: 'all', q: '', assigned: 'unassigned' }]);
    expect(leadKeys.counts({ ...mine, assigned: 'all' })[2]).toStrictEqual({ source: 'all', q: '' });
  });
});
