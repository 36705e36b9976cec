import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { screen, within } from '@testing-library/react';

import { CalendarLinksCard } from '../components/CalendarLinksCard';

const integration = (platform: string, isActive: boolean, account: string | null = null) => ({
  platform,
  isActive,
  configured: true,
  account,
  connectedAt: isActive ? '2026-11-20T10:00:00.000Z' : null,
});

describe('CalendarLinksCard', () => {
  it('shows which calendar is connected, to which account', async () => {
    routeFetch((method, url) =>
      method === 'GET' && url === '/api/integrations'
        ? {
            body: {
              integrations: [
                integration('twilio', true),
                integration('google_calendar', false),
                integration('outlook_calendar', true, 'agent@outlook.example'),
                integration('facebook', false),
              ],
            },
          }
        : { status: 404 },
    );
    renderWithClient(<CalendarLinksCard />);
    const list = await screen.findByRole('list', { name: 'Calendars' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Google CalendarNot Connected', 'Outlook Calendaragent@outlook.exampleConnected']);
    expect(screen.getByText(/Busy times in your connected calendar block showings/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage calendar connections' }).getAttribute('href')).toBe('/api-settings');
  });

  it('still explains and links to /api-settings when the list cannot be read', async () => {
    const fetch = routeFetch(() => ({ status: 500, body: { message: 'down' } }));
    renderWithClient(<CalendarLinksCard />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByText(/Connect Google Calendar or Outlook/)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Calendars' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage calendar connections' })).toBeVisible();
  });
});
