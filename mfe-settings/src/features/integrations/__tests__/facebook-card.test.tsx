import type { IntegrationDto } from '@leadnest/contracts';
import { captureToasts, renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { integrationKeys } from '../api/integrations';
import { IntegrationsPage } from '../components/IntegrationsPage';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const agent = { id: 'u1', firstName: 'Maya', plan: 'professional' as const };
const FACEBOOK: IntegrationDto = {
  platform: 'facebook',
  isActive: true,
  configured: true,
  account: 'Keystone Realty, Keystone Rentals',
  connectedAt: '2026-11-25T03:00:00.000Z',
  needsReconnect: false,
  pages: [
    { pageId: '101', pageName: 'Keystone Realty', instagramUsername: 'keystone.realty', needsReconnect: false },
    { pageId: '202', pageName: 'Keystone Rentals', instagramUsername: null, needsReconnect: false },
  ],
};
const broken: IntegrationDto = { ...FACEBOOK, needsReconnect: true, pages: [FACEBOOK.pages![0]!, { ...FACEBOOK.pages![1]!, needsReconnect: true }] };

const cardOf = async () => screen.findByRole('region', { name: 'Facebook & Instagram' });

describe('/api-settings: the Facebook card lists the connected pages and their messaging', () => {
  const toasts = captureToasts();
  afterEach(() => vi.restoreAllMocks());

  it('shows each page with its Instagram account, receiving messages, and no toast', async () => {
    routeFetch(() => ({ body: { integrations: [FACEBOOK] } }));
    renderWithClient(<IntegrationsPage />, '/api-settings', { profile: agent });
    const card = await cardOf();
    const pages = within(card).getAllByTestId('meta-page');
    expect(pages.map((p) => p.textContent)).toEqual([
      'Keystone RealtyReceiving messagesInstagram: @keystone.realty',
      'Keystone RentalsReceiving messagesNo Instagram account linked to this page',
    ]);
    expect(within(card).queryByRole('button', { name: /^Reconnect/ })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Disconnect' })).toBeVisible();
    expect(toasts).toEqual([]);
  });

  it('a page to reconnect: says so once on load, and Reconnect starts Meta’s sign-in in its window', async () => {
    const fetch = routeFetch((_method, url) =>
      url === '/api/integrations/facebook/connect'
        ? { body: { authUrl: 'https://www.facebook.com/v21.0/dialog/oauth?state=xyz' } }
        : { body: { integrations: [broken] } },
    );
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { queryClient } = renderWithClient(<IntegrationsPage />, '/api-settings', { profile: agent });
    const card = await cardOf();
    const [fine, rentals] = within(card).getAllByTestId('meta-page');
    expect(within(fine!).getByText('Receiving messages')).toBeVisible();
    expect(within(rentals!).getByText('Needs reconnecting')).toBeVisible();
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({
          title: 'Reconnect Facebook',
          description: expect.stringMatching(/^Keystone Rentals needs reconnecting/),
          variant: 'destructive',
        }),
      ]),
    );
    // Read again (the window's result, a refocus): the same page is not told twice.
    await act(() => queryClient.invalidateQueries({ queryKey: integrationKeys.all }));
    expect(toasts).toHaveLength(1);

    fireEvent.click(within(rentals!).getByRole('button', { name: 'Reconnect Keystone Rentals' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://www.facebook.com/v21.0/dialog/oauth?state=xyz', 'leadnest-facebook', expect.any(String)));
    expect(fetch.mock.calls.some(([url]) => url === '/api/integrations/facebook/connect')).toBe(true);
  });
});
