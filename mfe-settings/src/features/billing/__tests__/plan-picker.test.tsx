import type { SubscriptionDto } from '@leadnest/contracts';
import { fireEvent, render, screen } from '@testing-library/react';

import { CurrentPlan } from '../components/CurrentPlan';
import { PlanPicker } from '../components/PlanPicker';

const NONE: SubscriptionDto = {
  userId: 'u1',
  plan: null,
  status: 'none',
  currentPeriodStart: null,
  currentPeriodEnd: null,
  nextBillingDate: null,
  priceCents: null,
  cancelAtPeriodEnd: false,
  paymentMethod: null,
  billingMode: 'off',
};
const ACTIVE: SubscriptionDto = {
  ...NONE,
  plan: 'professional',
  status: 'active',
  currentPeriodStart: '2026-11-25T00:00:00.000Z',
  currentPeriodEnd: '2026-12-25T00:00:00.000Z',
  nextBillingDate: '2026-12-25T00:00:00.000Z',
  priceCents: 29700,
};

const plan = () => (screen.getByLabelText('Plan') as HTMLSelectElement).value;

describe('the billing page’s plan picker', () => {
  it('in billing-off mode chooses the plan asked for, at its price', () => {
    const onChoose = vi.fn();
    render(<PlanPicker subscription={NONE} initialPlan="enterprise" pending={false} onChoose={onChoose} />);
    expect(plan()).toBe('enterprise');
    expect(screen.getByText('You pay $497/month')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Choose plan' }));
    expect(onChoose).toHaveBeenCalledWith('enterprise');
  });

  it('in Stripe mode says the first plan is paid on Stripe’s page', () => {
    const onChoose = vi.fn();
    render(<PlanPicker subscription={{ ...NONE, billingMode: 'stripe' }} initialPlan="agency" pending={false} onChoose={onChoose} />);
    expect(screen.getByText('You pay $997/month. You enter your card on Stripe’s secure checkout page.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onChoose).toHaveBeenCalledWith('agency');
  });

  it('offers the next tier with the price difference, and the current plan to resume once cancelled', () => {
    const { unmount } = render(<PlanPicker subscription={ACTIVE} pending={false} onChoose={vi.fn()} />);
    expect(plan()).toBe('enterprise');
    expect(screen.getByText('Price difference: +$200/month')).toBeVisible();
    unmount();
    const onChoose = vi.fn();
    render(<PlanPicker subscription={{ ...ACTIVE, cancelAtPeriodEnd: true, nextBillingDate: null }} pending={false} onChoose={onChoose} />);
    expect(plan()).toBe('professional');
    fireEvent.click(screen.getByRole('button', { name: 'Keep this plan' }));
    expect(onChoose).toHaveBeenCalledWith('professional');
  });
});

describe('the current plan', () => {
  const props = { onCancel: vi.fn(), onUpgrade: vi.fn(), upgrading: false, onManagePayment: vi.fn(), openingPortal: false, timeZone: 'America/New_York' };

  it('says "No plan" once, with no actions, when there is none', () => {
    render(<CurrentPlan subscription={NONE} {...props} />);
    expect(screen.getAllByText('No plan')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows an active plan with its next billing date and Cancel', () => {
    render(<CurrentPlan subscription={ACTIVE} {...props} />);
    expect(screen.getByTestId('current-plan').textContent).toContain('Active');
    expect(screen.getByTestId('next-billing').textContent).toContain('Dec 24, 2026');
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
    expect(screen.getByTestId('payment-method').textContent).toContain('Not configured');
  });

  it('in Stripe mode shows the card, its expiry and Manage payment method', () => {
    const card = { brand: 'visa', last4: '4242', expMonth: 3, expYear: 2030 };
    render(<CurrentPlan subscription={{ ...ACTIVE, billingMode: 'stripe', paymentMethod: card }} {...props} />);
    expect(screen.getByTestId('payment-method').textContent).toBe('Visa ending 4242Payment methodExpires 03/2030');
    fireEvent.click(screen.getByRole('button', { name: 'Manage payment method' }));
    expect(props.onManagePayment).toHaveBeenCalled();
  });
});
