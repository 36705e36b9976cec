import type { SubscriptionDto } from '@leadnest/contracts';
import { Badge, Button, StatCard, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { cardExpiry, formatDay, paymentMethodText, perMonth, planLabel } from '../format';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
`;

export interface CurrentPlanProps {
  subscription: SubscriptionDto;
  onCancel: () => void;
  onUpgrade: () => void;
  upgrading: boolean;
  /** Stripe mode: opens Stripe's customer portal for the card. */
  onManagePayment: () => void;
  openingPortal: boolean;
  /** The agent's time zone, for the dates. */
  timeZone?: string;
}

/** Current plan, price, next billing date (or when access ends), payment method; Cancel, and Upgrade to Professional on starter. */
export function CurrentPlan({ subscription, onCancel, onUpgrade, upgrading, onManagePayment, openingPortal, timeZone }: CurrentPlanProps) {
  const { plan, cancelAtPeriodEnd, currentPeriodEnd, nextBillingDate, priceCents } = subscription;
  // No plan: the card's value says so already.
  const status = !plan ? undefined : cancelAtPeriodEnd ? <Badge tone="orange">Cancelled</Badge> : <Badge tone="green">Active</Badge>;
  return (
    <section aria-labelledby="current-plan-heading">
      <h2 id="current-plan-heading">Current plan</h2>
      <StyledGrid>
        <StatCard as="li" label="Plan" value={planLabel(plan)} hint={status} data-testid="current-plan" />
        <StatCard as="li" label="Price" value={priceCents === null ? '—' : perMonth(priceCents)} />
        <StatCard
          as="li"
          label={cancelAtPeriodEnd ? 'Access ends' : 'Next billing date'}
          value={cancelAtPeriodEnd && currentPeriodEnd ? formatDay(currentPeriodEnd, timeZone) : nextBillingDate ? formatDay(nextBillingDate, timeZone) : '—'}
          data-testid="next-billing"
        />
        <StatCard as="li" label="Payment method" value={paymentMethodText(subscription)} hint={cardExpiry(subscription)} data-testid="payment-method" />
      </StyledGrid>
      {plan ? (
        <StyledActions>
          {plan === 'starter' ? (
            <Button onClick={onUpgrade} disabled={upgrading}>
              {upgrading ? 'Upgrading…' : 'Upgrade to Professional'}
            </Button>
          ) : null}
          {subscription.billingMode === 'stripe' && subscription.paymentMethod ? (
            <Button variant="secondary" onClick={onManagePayment} disabled={openingPortal}>
              {openingPortal ? 'Opening…' : 'Manage payment method'}
            </Button>
          ) : null}
          {!cancelAtPeriodEnd ? (
            <Button variant="secondary" onClick={onCancel}>
              Cancel Subscription
            </Button>
          ) : null}
        </StyledActions>
      ) : null}
    </section>
  );
}
