import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { FakeEventSource } from '@leadnest/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { InboxPage } from '../components/InboxPage';

const row = (id: string, leadName: string) => ({
  id,
  leadId: null,
  leadName,
  platform: 'website',
  leadScore: 'warm',
  score: 50,
  status: 'active',
  lastMessage: 'hi',
  updatedAt: new Date().toISOString(),
  aiPaused: false,
  leadStage: null,
  unread: false,
});
const member = (userId: string) => ({ userId, firstName: userId, lastName: '', email: '', role: 'agent', status: 'active' });

function api(members: number) {
  return routeFetch((_method, url) => {
    if (url === '/api/team') return { body: { members: Array.from({ length: members }, (_, i) => member(`u${i}`)) } };
    if (url.startsWith('/api/conversations?')) {
      const mine = url.includes('assigned=mine');
      const rows = url.includes('needs-agent')
        ? []
        : mine
          ? [row('a'.repeat(24), 'Mine Lead')]
          : [row('a'.repeat(24), 'Mine Lead'), row('b'.repeat(24), 'Pool Lead')];
      return { body: { conversations: rows, page: 1, limit: 25, hasMore: false } };
    }
    return { status: 404, body: {} };
  });
}

const profile = { id: 'u0', email: 'a@example.com', role: 'user', firstName: 'Ann', plan: 'agency' } as never;

describe('the inbox for a team member', () => {
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterEach(() => vi.unstubAllGlobals());

  it('offers Mine and Team; Mine asks for the member’s own leads’ conversations', async () => {
    const fetch = api(3);
    renderWithClient(<InboxPage />, '/conversations', { profile });
    const group = await screen.findByRole('group', { name: 'Whose conversations' });
    const list = () => screen.getByRole('list', { name: 'All conversations' });
    await waitFor(() => expect(within(list()).getAllByRole('link')).toHaveLength(2));
    expect(within(group).getByRole('button', { name: 'Team' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(within(group).getByRole('button', { name: 'Mine' }));
    await waitFor(() => expect(within(list()).getAllByRole('link')).toHaveLength(1));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('assigned=mine'))).toBe(true);
    expect(within(group).getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a team of one sees no choice and every conversation', async () => {
    const fetch = api(1);
    renderWithClient(<InboxPage />, '/conversations', { profile });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'All conversations' })).getAllByRole('link')).toHaveLength(2));
    expect(screen.queryByRole('group', { name: 'Whose conversations' })).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('assigned=mine'))).toBe(false);
  });
});
