import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { speedText, TeamLeaderboard } from '../components/TeamLeaderboard';

const member = (userId: string, firstName: string, figures: Partial<Record<string, number | null>> = {}) => ({
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
const teamOf = (ids: string[]) => ({ members: ids.map((userId) => ({ userId, firstName: userId, lastName: '', email: '', role: 'agent', status: 'active' })) });

function api(team: unknown, board: unknown) {
  return routeFetch((_method, url) => {
    if (url === '/api/team') return { body: team };
    if (url.startsWith('/api/analytics/team')) return { body: board };
    return { status: 404, body: {} };
  });
}

const profile = { id: 'u2', email: 'b@example.com', role: 'user', firstName: 'Bea', plan: 'agency' } as never;

describe('the Team Leaderboard card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is not shown for a team of one, and asks for no figures', async () => {
    const fetch = api(teamOf(['u1']), { period: '7d', members: [] });
    const { container } = renderWithClient(<TeamLeaderboard />, '/dashboard', { profile });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/team', expect.anything()));
    expect(container.textContent).toBe('');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/analytics/team'))).toBe(false);
  });

  it('ranks the members of the last 7 days and marks the signed-in one', async () => {
    const fetch = api(teamOf(['u1', 'u2', 'u3']), {
      period: '7d',
      members: [
        member('u1', 'Ann', { leadsAssigned: 5, closed: 2, revenue: 27000, speedToLeadMedianSeconds: 252 }),
        member('u2', 'Bea', { leadsAssigned: 3, speedToLeadMedianSeconds: 40 }),
        member('u3', 'Cal'),
      ],
    });
    renderWithClient(<TeamLeaderboard />, '/dashboard', { profile });
    const list = await screen.findByRole('list', { name: 'Members, best first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('strong')?.textContent)).toEqual(['Ann Doe', 'Bea Doe (you)', 'Cal Doe']);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]!.textContent).toContain('4m 12s');
    expect(rows[0]!.textContent).toContain('$27,000');
    expect(rows[2]!.textContent).toContain('—');
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/analytics/team?period=7d')).toBe(true);
  });

  it('says when the team has no activity yet, never sample figures', async () => {
    api(teamOf(['u1', 'u2']), { period: '7d', members: [member('u1', 'Ann'), member('u2', 'Bea')] });
    renderWithClient(<TeamLeaderboard />, '/dashboard', { profile });
    expect(await screen.findByText('No team activity in the last 7 days yet.')).toBeVisible();
  });

  it('shows the server’s message when the figures cannot be loaded', async () => {
    routeFetch((_method, url) => {
      if (url === '/api/team') return { body: teamOf(['u1', 'u2']) };
      return { status: 503, body: { message: 'Analytics is resting.', requestId: 'r1' } };
    });
    renderWithClient(<TeamLeaderboard />, '/dashboard', { profile });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The leaderboard could not be loaded');
    expect(alert.textContent).toContain('Analytics is resting.');
  });

  it('formats speed to lead', () => {
    expect([speedText(null), speedText(9), speedText(252), speedText(3900)]).toEqual(['—', '9s', '4m 12s', '1h 5m']);
  });
});
