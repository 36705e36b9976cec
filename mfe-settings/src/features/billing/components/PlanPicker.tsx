import type { SubscriptionDto } from '@leadnest/contracts';
import { monthlyPriceCents, PLAN_NAMES, PLAN_TIERS, type PlanTier } from '@leadnest/plans';
import { Button, FormField, Select, theme } from '@leadnest/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { perMonth, priceDifference } from '../format';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.md};
  > :first-child {
    flex: 1 1 16rem;
  }
`;

const options = PLAN_TIERS.map((tier) => ({ value: tier, label: `${PLAN_NAMES[tier]} — ${perMonth(monthlyPriceCents(tier))}` }));

export interface PlanPickerProps {
  subscription: SubscriptionDto;
  /** Preselected (from /pricing's ?plan=). */
  initialPlan?: PlanTier;
  pending: boolean;
  onChoose: (plan: PlanTier) => void;
}

/** The plan the picker starts on: the one asked for, else the current one when cancelled (to resume it), else the next tier up. */
function firstChoice(subscription: SubscriptionDto, initialPlan?: PlanTier): PlanTier {
  const current = subscription.plan;
  if (initialPlan) return initialPlan;
  if (!current) return 'professional';
  if (subscription.cancelAtPeriodEnd) return current;
  return PLAN_TIERS[PLAN_TIERS.indexOf(current) + 1] ?? current;
}

/**
 * Choose a plan (no plan yet) or change it, with the monthly price
 * difference stated. In Stripe mode a first plan is paid on Stripe's
 * Checkout page, and the button says so.
 */
export function PlanPicker({ subscription, initialPlan, pending, onChoose }: PlanPickerProps) {
  const current = subscription.plan;
  const [chosen, setChosen] = useState<PlanTier>(() => firstChoice(subscription, initialPlan));
  const same = chosen === current && !subscription.cancelAtPeriodEnd;
  const toCheckout = !current && subscription.billingMode === 'stripe';
  const label = toCheckout
    ? 'Continue to payment'
    : !current
      ? 'Choose plan'
      : chosen === current
        ? subscription.cancelAtPeriodEnd
          ? 'Keep this plan'
          : 'Your current plan'
        : 'Change plan';
  const difference = priceDifference(current ? monthlyPriceCents(current) : null, monthlyPriceCents(chosen));
  const hint = current
    ? `Price difference: ${difference}`
    : toCheckout
      ? `You pay ${difference}. You enter your card on Stripe’s secure checkout page.`
      : `You pay ${difference}`;
  return (
    <section aria-labelledby="plan-picker-heading">
      <h2 id="plan-picker-heading">{current ? 'Change plan' : 'Choose a plan'}</h2>
      <StyledRow>
        <FormField label="Plan" hint={hint}>
          <Select options={options} value={chosen} onChange={setChosen} />
        </FormField>
        <Button onClick={() => onChoose(chosen)} disabled={pending || same}>
          {pending ? 'Saving…' : label}
        </Button>
      </StyledRow>
    </section>
  );
}
