import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LeadDetailDto } from '@leadnest/contracts';
import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { LeadsPage } from '../components/LeadsPage';

// Issue 16: the lead panel in /leads links to the lead's conversation in the inbox.
const leadId = 'a'.repeat(24);
const conversationId = 'c'.repeat(24);
const detail = {
  id: leadId,
  userId: 'u'.repeat(24),
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: null,
  address: null,
  source: 'website',
  stage: 'new',
  score: 42,
  lastMessage: null,
  followUpDate: null,
  capturePageId: null,
  consent: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
  notes: [],
  activities: [],
  qualification: null,
  deal: { salePrice: null, commission: null, closedAt: null },
} as LeadDetailDto;

function mockApi(conversations: { id: string }[]) {
  return routeFetch((method, url) => {
    if (url.startsWith('/api/leads/counts')) return { body: { counts: { new: 1, contacted: 0, qualified: 0, showing: 0, offer: 0, closed: 0 }, lost: 0, total: 1 } };
    if (method === 'GET' && url.startsWith('/api/leads?')) return { body: { leads: [detail], nextCursor: null } };
    if (url.startsWith('/api/conversations?')) return { body: { conversations: url.includes(`leadId=${leadId}`) ? conversations : [], hasMore: false } };
    return { body: detail };
  });
}

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.unstubAllGlobals());

describe('the lead panel’s conversation link', () => {
  it('opens the lead’s conversation in the inbox', async () => {
    const fetch = mockApi([{ id: conversationId }]);
    renderWithClient(<LeadsPage />);
    fireEvent.click(await screen.findByTestId('lead-row'));
    const link = await within(await screen.findByTestId('lead-panel')).findByTestId('lead-conversation-link');
    expect(link.getAttribute('href')).toBe(`/conversations/${conversationId}`);
    expect(fetch.mock.calls.some((c) => String(c[0]).startsWith(`/api/conversations?leadId=${leadId}`))).toBe(true);
  });

  it('is not there for a lead without a conversation', async () => {
    const fetch = mockApi([]);
    renderWithClient(<LeadsPage />);
    fireEvent.click(await screen.findByTestId('lead-row'));
    const panel = await screen.findByTestId('lead-panel');
    // Asked, and answered with nothing: then no link.
    await waitFor(() => expect(fetch.mock.calls.some((c) => String(c[0]).startsWith(`/api/conversations?leadId=${leadId}`))).toBe(true));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(panel).queryByTestId('lead-conversation-link')).toBeNull();
  });
});
