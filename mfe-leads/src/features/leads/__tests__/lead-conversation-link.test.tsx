import { renderWithClient } from '@leadnest/remote-kit/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { leadDetail, routeLeadsApi } from '../../../test/leads-api';
import { LeadsPage } from '../components/LeadsPage';

// The lead panel in /leads links to the lead's conversation in the inbox.
const leadId = 'a'.repeat(24);
const conversationId = 'c'.repeat(24);
const detail = leadDetail({ id: leadId });

function mockApi(conversations: { id: string }[]) {
  return routeLeadsApi({
    leads: [detail],
    detail,
    routes: (_method, url) =>
      url.startsWith('/api/conversations?') ? { body: { conversations: url.includes(`leadId=${leadId}`) ? conversations : [], hasMore: false } } : undefined,
  });
}

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

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
    // The 50 ms for the answer to land pass on the fake clock, not for real.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockApi([]);
    renderWithClient(<LeadsPage />);
    fireEvent.click(await screen.findByTestId('lead-row'));
    const panel = await screen.findByTestId('lead-panel');
    // Asked, and answered with nothing: then no link.
    await waitFor(() => expect(fetch.mock.calls.some((c) => String(c[0]).startsWith(`/api/conversations?leadId=${leadId}`))).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(within(panel).queryByTestId('lead-conversation-link')).toBeNull();
  });
});
