import { profileQueryKey } from '@leadnest/session';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { PRICING_CONTENT } from '../../../content/pricing';
import { PRICING_HANDOFF_KEY } from '../../../lib/pricing-handoff';
import { mockFetch, renderPage } from '../../../test/render';
import { PricingPageView } from '../components/PricingPage';

// The page's view with its released copy (the container, src/pages, adds the published content).
const PricingPage = () => <PricingPageView content={PRICING_CONTENT} />;

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

describe('PricingPage’s Start Subscription form', () => {
  afterEach(() => sessionStorage.clear());

  it('hands its name, email and plan to signup (in this tab only), which goes on to onboarding', async () => {
    mockFetch(401);
    renderPage(<PricingPage />, '/pricing');
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: ' Avery Lane Nguyen ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'avery@example.com' } });
    expect((screen.getByRole('radio', { name: /Professional/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Enterprise/ }));
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Start Subscription' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/signup?next=%2Fonboarding');
    expect(JSON.parse(sessionStorage.getItem(PRICING_HANDOFF_KEY)!)).toEqual({ fullName: 'Avery Lane Nguyen', email: 'avery@example.com', plan: 'enterprise' });
  });

  it('sends a signed-in user straight to onboarding: the account exists', async () => {
    mockFetch(200, { id: 'u1', email: 'a@example.com', plan: null });
    const { queryClient } = renderPage(<PricingPage />, '/pricing');
    act(() => queryClient.setQueryData(profileQueryKey, { id: 'u1', email: 'a@example.com', plan: null }));
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Start Subscription' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/onboarding');
  });
});
