import styled from 'styled-components';
import { formatUsd, getPlan, REGISTRATION_PLANS, type RegistrationPlanTier } from '@leadnest/plans';
import { theme } from '@leadnest/ui';

const StyledFieldset = styled.fieldset`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  padding: ${theme.space.md};
  margin: 0;
  display: grid;
  gap: ${theme.space.sm};
  legend {
    font-weight: 600;
    font-size: 0.9rem;
    padding: 0 ${theme.space.xs};
  }
`;

const StyledOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
`;

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
    <StyledFieldset>
      <legend>Choose your plan</legend>
      {REGISTRATION_PLANS.map((plan) => (
        <StyledOption key={plan.tier}>
          <input type="radio" name="planTier" value={plan.tier} checked={plan.tier === value} onChange={() => onChange(plan.tier)} />
          {plan.name} – {formatUsd(plan.priceUsd)}/month
        </StyledOption>
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
    </StyledFieldset>
  );
}
