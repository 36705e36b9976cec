import { fireEvent, screen } from '@testing-library/react';
import { mockFetch, renderPage } from '../../../test/render';
import { PricingPage } from '../components/PricingPage';

afterEach(() => vi.unstubAllGlobals());

describe('PricingPage', () => {
  it('shows the banner, the three plans with struck-through prices and Best Value', () => {
    renderPage(<PricingPage />, '/pricing');
    expect(screen.getByText('50% OFF PLANS')).toBeTruthy();
    expect(screen.getByTestId('plan-professional').textContent).toContain('Best Value');
    expect(screen.getByTestId('plan-starter').querySelector('s')?.textContent).toBe('$447');
    expect(screen.getByTestId('plan-enterprise').textContent).toContain('$947');
    expect(screen.getAllByRole('link', { name: /Get Started with/ }).map((a) => a.getAttribute('href'))).toEqual(['/register', '/register', '/register']);
  });

  it('gates Start Subscription on the terms and never sends the card fields', () => {
    const fetch = mockFetch(200);
    renderPage(<PricingPage />, '/pricing');
    const start = screen.getByRole('button', { name: 'Start Subscription' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242' } });
    fireEvent.click(screen.getByRole('checkbox'));
    expect(start.disabled).toBe(false);
    fireEvent.click(start);
    expect(screen.getByTestId('navigated')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
