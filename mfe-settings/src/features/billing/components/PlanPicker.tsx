import { useState } from 'react';
import styled from 'styled-components';
import type { SubscriptionDto } from '@leadnest/contracts';
import { monthlyPriceCents, PLAN_NAMES, PLAN_TIERS, type PlanTier } from '@leadnest/plans';
import { Button, FormField, Select, theme } from '@leadnest/ui';
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

/** Choose a plan (no plan yet) or change it, with the monthly price difference stated. */
export function PlanPicker({ subscription, initialPlan, pending, onChoose }: PlanPickerProps) {
  const current = subscription.plan;
  const [chosen, setChosen] = useState<PlanTier>(initialPlan ?? (current && current !== 'agency' ? PLAN_TIERS[PLAN_TIERS.indexOf(current) + 1] : 'professional') ?? 'professional');
  const same = chosen === current && !subscription.cancelAtPeriodEnd;
  const label = !current ? 'Choose plan' : chosen === current ? (subscription.cancelAtPeriodEnd ? 'Keep this plan' : 'Your current plan') : 'Change plan';
  const difference = priceDifference(current ? monthlyPriceCents(current) : null, monthlyPriceCents(chosen));
  return (
    <section aria-labelledby="plan-picker-heading">
      <h2 id="plan-picker-heading">{current ? 'Change plan' : 'Choose a plan'}</h2>
      <StyledRow>
        <FormField label="Plan" hint={current ? `Price difference: ${difference}` : `You pay ${difference}`}>
          <Select options={options} value={chosen} onChange={setChosen} />
        </FormField>
        <Button onClick={() => onChoose(chosen)} disabled={pending || same}>
          {pending ? 'Saving…' : label}
        </Button>
      </StyledRow>
    </section>
  );
}
