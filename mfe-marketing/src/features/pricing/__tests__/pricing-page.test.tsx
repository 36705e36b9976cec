import { fireEvent, screen, waitFor } from '@testing-library/react';

import { mockFetch, renderPage } from '../../../test/render';
import { PricingPage } from '../components/PricingPage';

afterEach(() => vi.unstubAllGlobals());

describe('PricingPage', () => {
  it('shows the banner, the three plans with struck-through prices and Best Value', () => {
    renderPage(<PricingPage />, '/pricing');
    expect(screen.getByText('50% OFF PLANS')).toBeVisible();
    expect(screen.getByTestId('plan-professional').textContent).toContain('Best Value');
    expect(screen.getByTestId('plan-starter').querySelector('s')?.textContent).toBe('$447');
    expect(screen.getByTestId('plan-enterprise').textContent).toContain('$947');
    expect(screen.getAllByRole('link', { name: /Get Started with/ }).map((a) => a.getAttribute('href'))).toEqual([
      '/signup?next=%2Fbilling%3Fplan%3Dstarter',
      '/register?plan=professional',
      '/register?plan=enterprise',
    ]);
  });

  it('sends a signed-in user’s Get Started to /billing with the plan chosen', async () => {
    mockFetch(200, { id: 'u1', email: 'a@example.com', plan: null });
    renderPage(<PricingPage />, '/pricing');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Get Started with/ })[0]?.getAttribute('href')).toBe('/billing?plan=starter'));
  });

  it('gates Start Subscription on the terms, and has no card fields (Stripe Checkout takes cards)', () => {
    const fetch = mockFetch(401);
    renderPage(<PricingPage />, '/pricing');
    const start = screen.getByRole('button', { name: 'Start Subscription' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(start.disabled).toBe(false);
    fireEvent.click(start);
    expect(screen.getByTestId('navigated')).toBeVisible();
    expect(fetch.mock.calls.filter(([url]) => !String(url).endsWith('/api/user/profile'))).toEqual([]);
  });
});
