import type { TeamDto, TeamRoutingDto } from '@leadnest/contracts';
import { captureToasts, renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { TeamPage } from '../components/TeamPage';

const OWNER = { userId: 'a'.repeat(24), firstName: 'Olive', lastName: 'Owner', email: 'olive@example.com', role: 'owner', status: 'active' } as const;
const AGENT = { userId: 'b'.repeat(24), firstName: 'Andy', lastName: 'Agent', email: 'andy@example.com', role: 'agent', status: 'away' } as const;
const INVITE = { id: 'd'.repeat(24), email: 'ivy@example.com', role: 'admin', expiresAt: '2026-12-01T17:00:00.000Z' } as const;
const TEAM: TeamDto = {
  id: 'c'.repeat(24),
  name: 'Olive’s team',
  plan: 'agency',
  seats: { used: 2, included: 10 },
  members: [OWNER, AGENT],
  invites: [INVITE],
  myRole: 'owner',
};
const ROUTING: TeamRoutingDto = { mode: 'owner', claimWindowMinutes: 5, reassignAfterMinutes: 0, rules: [] };
const PROFILE = { id: OWNER.userId, email: OWNER.email, firstName: 'Olive', plan: 'agency' as const, timeZone: 'America/New_York' };
const PLAN_FEATURE_MESSAGE = 'Multi-agent team management is included in the Agency plan and above. Upgrade on the Billing page to use it.';

type Answer = { status?: number; body?: unknown };

/** The team API as the tests need it; `extra` answers what a test sends (`'POST /api/team/invites'`). */
function mockTeamApi(team: TeamDto = TEAM, extra: Record<string, (body: unknown) => Answer> = {}) {
  return routeFetch((method, url, body) => {
    const own = extra[`${method} ${url}`];
    if (own) return own(body);
    if (method === 'GET' && url === '/api/team') return { body: team };
    if (method === 'GET' && url === '/api/team/routing') return { body: ROUTING };
    return { status: 404, body: { message: 'not here' } };
  });
}

const sent = (fetch: ReturnType<typeof routeFetch>, call: string) => {
  const found = fetch.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === call);
  return found ? JSON.parse(String(found[1]!.body)) : undefined;
};

const renderTeam = () => renderWithClient(<TeamPage />, '/team', { profile: PROFILE });

describe('TeamPage', () => {
  const toasts = captureToasts();

  it('shows the seats, every member and the pending invites from GET /api/team', async () => {
    mockTeamApi();
    renderTeam();
    expect(screen.getByRole('status', { name: 'Loading your team' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Team members' });
    const [, ownerRow, agentRow] = within(table).getAllByRole('row');
    expect(ownerRow).toHaveTextContent('Olive Owner');
    expect(ownerRow).toHaveTextContent('olive@example.com');
    expect(ownerRow).toHaveTextContent('Owner');
    // The owner's role and membership are theirs for good: no role select, no Remove.
    expect(within(ownerRow!).queryByRole('combobox')).toBeNull();
    expect(within(ownerRow!).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(agentRow!).getByRole('combobox', { name: 'Role of Andy Agent' })).toHaveValue('agent');
    expect(within(agentRow!).getByRole('switch', { name: 'Away' })).toBeChecked();
    expect(within(agentRow!).getByRole('button', { name: 'Remove Andy Agent' })).toBeVisible();

    expect(screen.getByTestId('seats')).toHaveTextContent('2 of 10 seats used');
    const invite = within(screen.getByRole('list', { name: 'Pending invites' })).getByRole('listitem');
    expect(invite).toHaveTextContent('ivy@example.com');
    expect(invite).toHaveTextContent('Admin');
    expect(invite).toHaveTextContent('Expires Dec 1, 2026');
    expect(screen.queryByTestId('team-upgrade-note')).toBeNull();
    expect(await screen.findByRole('radio', { name: /Everything to the owner/ })).toBeChecked();
  });

  it('sends an invite with the address and role typed, then says so', async () => {
    const fetch = mockTeamApi(TEAM, {
      'POST /api/team/invites': () => ({ status: 201, body: { id: 'e'.repeat(24), email: 'new@example.com', role: 'admin', expiresAt: INVITE.expiresAt } }),
    });
    renderTeam();
    const form = await screen.findByRole('form', { name: 'Invite a member' });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: ' New@Example.com ' } });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Invite Sent'));
    expect(sent(fetch, 'POST /api/team/invites')).toEqual({ email: 'new@example.com', role: 'admin' });
    expect(within(form).getByLabelText('Email')).toHaveValue('');
  });

  it('below Agency, notes the plan and shows the server’s 403 PLAN_FEATURE message when an invite is refused', async () => {
    const fetch = mockTeamApi(
      { ...TEAM, plan: 'professional', seats: { used: 1, included: 1 }, members: [OWNER], invites: [] },
      { 'POST /api/team/invites': () => ({ status: 403, body: { message: PLAN_FEATURE_MESSAGE, code: 'PLAN_FEATURE' } }) },
    );
    renderTeam();
    const note = await screen.findByTestId('team-upgrade-note');
    expect(note).toHaveTextContent('Multi-agent team management is included in the Agency plan and above.');
    expect(within(note).getByRole('link')).toHaveAttribute('href', '/billing');
    expect(screen.getByText('No pending invites')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Invite Not Sent', description: PLAN_FEATURE_MESSAGE, variant: 'destructive' }));
    expect(sent(fetch, 'POST /api/team/invites')).toEqual({ email: 'ann@example.com', role: 'agent' });
  });

  it('checks the address before asking the server', async () => {
    const fetch = mockTeamApi();
    renderTeam();
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible();
    expect(sent(fetch, 'POST /api/team/invites')).toBeUndefined();
  });

  it('shows an agent the team read-only: no invite form, no routing, no member controls', async () => {
    const fetch = mockTeamApi({ ...TEAM, myRole: 'agent' });
    renderTeam();
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Only the team’s owner and admins manage the team.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Invite a member' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Invite' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Lead Routing' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByLabelText('Team name')).toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/team/routing');
  });

  it('renames the team and says Team Saved', async () => {
    const fetch = mockTeamApi(TEAM, { 'PATCH /api/team': (body) => ({ body: { ...TEAM, name: (body as { name: string }).name } }) });
    renderTeam();
    fireEvent.change(await screen.findByLabelText('Team name'), { target: { value: '  Summit Homes  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Team Saved'));
    expect(sent(fetch, 'PATCH /api/team')).toEqual({ name: 'Summit Homes' });
  });

  it('resends and revokes a pending invite (the toast survives the row leaving the list)', async () => {
    let revoked = false;
    const fetch = mockTeamApi(TEAM, {
      'GET /api/team': () => ({ body: revoked ? { ...TEAM, invites: [] } : TEAM }),
      [`POST /api/team/invites/${INVITE.id}/resend`]: () => ({ body: { ...INVITE, expiresAt: '2026-12-08T17:00:00.000Z' } }),
      [`DELETE /api/team/invites/${INVITE.id}`]: () => {
        revoked = true;
        return { status: 204 };
      },
    });
    renderTeam();
    const invite = await screen.findByRole('listitem', { name: 'ivy@example.com' });
    fireEvent.click(within(invite).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Invite Resent'));
    expect(toasts.find((t) => t.title === 'Invite Resent')?.description).toContain('Dec 8, 2026');
    fireEvent.click(within(invite).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Invite Revoked'));
    expect(await screen.findByText('No pending invites')).toBeVisible();
    expect(fetch.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url) === `/api/team/invites/${INVITE.id}`)).toBe(true);
  });

  it('removes a member after asking where their open leads go', async () => {
    const fetch = mockTeamApi(TEAM, { [`DELETE /api/team/members/${AGENT.userId}`]: () => ({ status: 204 }) });
    renderTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Andy Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Andy Agent?' });
    const target = within(dialog).getByLabelText('Their open leads go to');
    expect(target).toHaveValue('pool');
    expect(
      within(target)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Back to the unassigned pool', 'Olive Owner']);
    fireEvent.change(target, { target: { value: OWNER.userId } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Member' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Member Removed'));
    expect(sent(fetch, `DELETE /api/team/members/${AGENT.userId}`)).toEqual({ reassignTo: OWNER.userId });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('marks a member away with the switch', async () => {
    const fetch = mockTeamApi(TEAM, {
      [`PATCH /api/team/members/${OWNER.userId}`]: () => ({ body: { ...TEAM, members: [{ ...OWNER, status: 'away' }, AGENT] } }),
    });
    renderTeam();
    const table = await screen.findByRole('table', { name: 'Team members' });
    const ownerRow = within(table).getAllByRole('row')[1]!;
    fireEvent.click(within(ownerRow).getByRole('switch', { name: 'Away' }));
    await waitFor(() => expect(within(ownerRow).getByRole('switch', { name: 'Away' })).toBeChecked());
    expect(sent(fetch, `PATCH /api/team/members/${OWNER.userId}`)).toEqual({ status: 'away' });
    expect(toasts.map((t) => t.title)).toContain('Status Changed');
  });

  it('shows the failure, with Try again, when the team cannot be loaded', async () => {
    routeFetch(() => ({ status: 500, body: { message: 'Something went wrong. Please try again.' } }));
    renderTeam();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your team could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
