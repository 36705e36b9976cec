import type { TeamDto, TeamRoutingDto } from '@leadnest/contracts';
import { captureToasts, renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { TeamPage } from '../components/TeamPage';

const OWNER = { userId: 'a'.repeat(24), firstName: 'Olive', lastName: 'Owner', email: 'olive@example.com', role: 'owner', status: 'active' } as const;
const AGENT = { userId: 'b'.repeat(24), firstName: 'Andy', lastName: 'Agent', email: 'andy@example.com', role: 'agent', status: 'active' } as const;
const TEAM: TeamDto = {
  id: 'c'.repeat(24),
  name: 'Olive’s team',
  plan: 'agency',
  seats: { used: 2, included: 10 },
  members: [OWNER, AGENT],
  invites: [],
  myRole: 'admin',
};
const ROUTING: TeamRoutingDto = { mode: 'owner', claimWindowMinutes: 5, reassignAfterMinutes: 0, rules: [] };

function mockApi() {
  return routeFetch((method, url, body) => {
    if (method === 'GET' && url === '/api/team') return { body: TEAM };
    if (method === 'GET' && url === '/api/team/routing') return { body: ROUTING };
    if (method === 'PUT' && url === '/api/team/routing') return { body };
    return { status: 404, body: { message: 'not here' } };
  });
}

const puts = (fetch: ReturnType<typeof routeFetch>) =>
  fetch.mock.calls.filter(([url, init]) => init?.method === 'PUT' && String(url) === '/api/team/routing').map(([, init]) => JSON.parse(String(init!.body)));

describe('Lead Routing on /team', () => {
  const toasts = captureToasts();

  it('saves the mode, the claim window and a rule as the API’s schema has them', async () => {
    const fetch = mockApi();
    renderWithClient(<TeamPage />, '/team');
    const form = await screen.findByRole('form', { name: 'Lead routing' });
    // The claim window belongs to first to claim only.
    expect(within(form).queryByLabelText('Claim window (minutes)')).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: /First to claim/ }));
    fireEvent.change(within(form).getByLabelText('Claim window (minutes)'), { target: { value: '10' } });
    fireEvent.change(within(form).getByLabelText('Reassign after (minutes)'), { target: { value: '60' } });
    expect(within(form).getByText('No rules')).toBeVisible();
    fireEvent.click(within(form).getByRole('button', { name: 'Add Rule' }));
    const rule = within(form).getByRole('group', { name: 'Rule 1' });
    fireEvent.click(within(rule).getByRole('checkbox', { name: 'Website' }));
    fireEvent.click(within(rule).getByRole('checkbox', { name: 'Facebook' }));
    fireEvent.change(within(rule).getByLabelText('Areas'), { target: { value: ' Austin, , Round Rock ' } });
    fireEvent.change(within(rule).getByLabelText('Min budget'), { target: { value: '300000' } });
    fireEvent.click(within(rule).getByRole('checkbox', { name: 'Andy Agent' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save Routing' }));

    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Routing Saved'));
    expect(puts(fetch)).toEqual([
      {
        mode: 'first_to_claim',
        claimWindowMinutes: 10,
        reassignAfterMinutes: 60,
        // Sources in the contract's order, whatever order they were ticked in.
        rules: [{ sources: ['facebook', 'website'], areas: ['Austin', 'Round Rock'], minBudget: 300000, maxBudget: null, memberIds: [AGENT.userId] }],
      },
    ]);
  });

  it('refuses a rule without members before asking the server, and a removed rule is not sent', async () => {
    const fetch = mockApi();
    renderWithClient(<TeamPage />, '/team');
    const form = await screen.findByRole('form', { name: 'Lead routing' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Rule' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save Routing' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Routing Not Saved', description: 'Rule 1: A rule needs at least one member.', variant: 'destructive' }),
    );
    expect(puts(fetch)).toEqual([]);

    fireEvent.click(within(form).getByRole('button', { name: 'Remove Rule 1' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save Routing' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Routing Saved'));
    expect(puts(fetch)).toEqual([{ mode: 'owner', claimWindowMinutes: 5, reassignAfterMinutes: 0, rules: [] }]);
  });
});
