import type { TeamInvitePreviewDto } from '@leadnest/contracts';
import { captureToasts, routeFetch } from '@leadnest/remote-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { renderPage } from '../../../test/render';
import { JoinPage } from '../components/JoinPage';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const PREVIEW: TeamInvitePreviewDto = {
  teamName: 'Summit Homes',
  email: 'ivy@example.com',
  role: 'admin',
  invitedBy: 'Olive Owner',
  expiresAt: '2026-12-01T17:00:00.000Z',
};
const IVY = { id: 'b'.repeat(24), email: 'ivy@example.com', firstName: 'Ivy', timeZone: 'America/New_York' };
const TEAM = { id: 'c'.repeat(24), name: 'Summit Homes', plan: 'agency', seats: { used: 2, included: 10 }, members: [], invites: [], myRole: 'admin' };
const INVALID = 'This invitation link is no longer valid. Ask the team’s owner for a new one.';

type Answer = { status?: number; body?: unknown };

/** The preview, the session (`profile` null: signed out) and the join, as a test needs them. */
function mockJoinApi({ profile = IVY as object | null, preview = { body: PREVIEW } as Answer, join = { body: TEAM } as Answer } = {}) {
  return routeFetch((method, url) => {
    if (method === 'GET' && url === '/api/user/profile') return profile ? { body: profile } : { status: 401, body: { message: 'Not signed in.' } };
    if (method === 'GET' && url === `/api/team/join?token=${TOKEN}`) return preview;
    if (method === 'POST' && url === '/api/team/join') return join;
    return { status: 404, body: { message: 'not here' } };
  });
}

const joinPath = `/join?token=${TOKEN}`;

describe('JoinPage', () => {
  const toasts = captureToasts();

  it('signed in: says who invites whom, joins with the link’s token and goes to /leads', async () => {
    const fetch = mockJoinApi();
    renderPage(<JoinPage />, joinPath);
    expect(screen.getByRole('status', { name: 'Loading the invitation' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Join Summit Homes' })).toBeVisible();
    expect(screen.getByText('Olive Owner invited ivy@example.com to join as an admin.')).toBeVisible();
    expect(screen.getByText('The link works until Dec 1, 2026.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Join Team' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/leads');
    const post = fetch.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url) === '/api/team/join');
    expect(JSON.parse(String(post![1]!.body))).toEqual({ token: TOKEN });
    expect(toasts.map((t) => t.title)).toContain('Welcome to Summit Homes');
  });

  it('signed out: offers Sign In and Create Account, each coming back to this link', async () => {
    mockJoinApi({ profile: null });
    renderPage(<JoinPage />, joinPath);
    const next = encodeURIComponent(joinPath);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', `/login?next=${next}`);
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', `/signup?next=${next}`);
    expect(screen.queryByRole('button', { name: 'Join Team' })).toBeNull();
  });

  it('shows the server’s message when joining is refused (already on a team of more than one)', async () => {
    const message = 'You are on a team with other members. Leave it (ask its owner to remove you) before joining another.';
    mockJoinApi({ join: { status: 409, body: { message, code: 'LEAVE_TEAM_FIRST' } } });
    renderPage(<JoinPage />, joinPath);
    fireEvent.click(await screen.findByRole('button', { name: 'Join Team' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Could Not Join', description: message, variant: 'destructive' }));
    expect(screen.getByRole('button', { name: 'Join Team' })).toBeVisible();
    expect(screen.queryByTestId('navigated')).toBeNull();
  });

  it('says an unknown, spent or expired link is no longer valid', async () => {
    mockJoinApi({ preview: { status: 404, body: { message: INVALID, code: 'INVITE_INVALID' } } });
    renderPage(<JoinPage />, joinPath);
    const empty = await screen.findByRole('alert');
    expect(empty).toHaveTextContent('This invitation link is no longer valid.');
    expect(empty).toHaveTextContent('Ask the team’s owner to send you a new invitation.');
    expect(screen.queryByRole('button', { name: 'Join Team' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('says so without asking the server when the link has no token', () => {
    const fetch = mockJoinApi();
    renderPage(<JoinPage />, '/join');
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is no longer valid.');
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/team'))).toEqual([]);
  });
});
