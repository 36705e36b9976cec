import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { LeadsPage } from '../components/LeadsPage';
import { filtersOfSearch, leadIdOfLocation } from '../lib/url-state';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const ID = 'b'.repeat(24);
const row = {
  id: ID,
  userId: 'u'.repeat(24),
  name: 'Bo Chen',
  email: 'bo@example.com',
  phone: '+15125550123',
  address: null,
  source: 'sms',
  stage: 'qualified',
  score: 50,
  lastMessage: null,
  followUpDate: null,
  capturePageId: null,
  consent: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
};
const counts = { counts: { new: 0, contacted: 0, qualified: 1, showing: 0, offer: 0, closed: 0 }, lost: 0, total: 1 };

describe('the list’s state in the URL', () => {
  it('reads filters, search and order from the query, ignoring what it does not know', () => {
    expect(filtersOfSearch('?stage=qualified&source=sms&q=bo&sort=score')).toEqual({ stage: 'qualified', source: 'sms', q: 'bo', sort: 'score' });
    expect(filtersOfSearch('?stage=won&source=tiktok&sort=price')).toEqual({ stage: 'all', source: 'all', q: '', sort: 'created' });
    expect(leadIdOfLocation(`/leads/${ID}`, '')).toBe(ID);
    expect(leadIdOfLocation('/leads', `?lead=${ID}`)).toBe(ID);
    expect(leadIdOfLocation('/leads/nope', '')).toBeNull();
  });

  it('a shared link /leads/{id}?stage=…&q=… opens with its filters and that lead’s panel; typing searches once the agent pauses', async () => {
    const fetch = routeFetch((_method, url) => {
      if (url.startsWith('/api/leads/counts')) return { body: counts };
      if (url.startsWith('/api/leads?')) return { body: { leads: [row], nextCursor: null } };
      return { body: { ...row, notes: [], activities: [], qualification: null } };
    });
    renderWithClient(<LeadsPage />, `/leads/${ID}?stage=qualified&q=bo&sort=name`);
    expect(await screen.findByTestId('lead-panel')).toBeVisible();
    const urls = () => fetch.mock.calls.map((c) => String(c[0]));
    expect(urls()).toContain('/api/leads?stage=qualified&q=bo&sort=name&limit=50');
    expect(urls()).toContain(`/api/leads/${ID}`);
    expect((screen.getByLabelText('Search leads') as HTMLInputElement).value).toBe('bo');

    fireEvent.change(screen.getByLabelText('Search leads'), { target: { value: '512 555' } });
    // The debounced search, given time on a loaded machine (the panel now also reads the profile's time zone).
    await waitFor(() => expect(urls()).toContain('/api/leads?stage=qualified&q=512+555&sort=name&limit=50'), { timeout: 5000 });
    expect(urls().filter((u) => u.includes('q=512+55&') || u.includes('q=512+5&'))).toEqual([]);
  });
});
