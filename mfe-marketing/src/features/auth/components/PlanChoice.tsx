import { formatUsd, getPlan, REGISTRATION_PLANS, type RegistrationPlanTier } from '@leadnest/plans';
import { ChoiceGroup, theme } from '@leadnest/ui';
import styled from 'styled-components';

const StyledFeatures = styled.ul`
  margin: ${theme.space.sm} 0 0;
  padding-left: 1.25rem;
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
`;

export interface PlanChoiceProps {
  value: RegistrationPlanTier;
  onChange: (tier: RegistrationPlanTier) => void;
}

/** The registration plan choice (professional, enterprise, agency; registration reading of @leadnest/plans) and the chosen plan's features. */
export function PlanChoice({ value, onChange }: PlanChoiceProps) {
  const chosen = getPlan('registration', value);
  return (
    <ChoiceGroup $stacked>
      <legend>Choose your plan</legend>
      {REGISTRATION_PLANS.map((plan) => (
        <label key={plan.tier}>
          <input type="radio" name="planTier" value={plan.tier} checked={plan.tier === value} onChange={() => onChange(plan.tier)} />
          {plan.name} – {formatUsd(plan.priceUsd)}/month
        </label>
      ))}
      <div data-testid="plan-features">
        <strong>
          {chosen.name} plan includes ({formatUsd(chosen.priceUsd)}/month):
        </strong>
        <StyledFeatures aria-label={`${chosen.name} plan features`}>
          {chosen.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </StyledFeatures>
      </div>
    </ChoiceGroup>
  );
}
