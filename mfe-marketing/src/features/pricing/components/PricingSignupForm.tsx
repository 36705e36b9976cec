import type { PricingContent } from '@leadnest/contracts/marketing-content';
import { formatUsd, type PlanTier, PRICING_PAGE_PLANS } from '@leadnest/plans';
import { afterSignInPath } from '@leadnest/remotes';
import { useSession } from '@leadnest/session';
import { Button, Card, CheckboxField, ChoiceGroup, TextField } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { StyledForm, StyledRow } from '../../../components/form';
import { savePricingHandoff } from '../../../lib/pricing-handoff';

const DEFAULT_PLAN: PlanTier = PRICING_PAGE_PLANS.find((plan) => plan.bestValue)?.tier ?? 'professional';

/**
 * The pricing page's Get Started form (spec part 1 §2, §5): the terms
 * checkbox gates Start Subscription, which goes on to /onboarding. What it
 * was given (name, email, plan) is handed on (lib/pricing-handoff.ts): a
 * visitor first creates the one account on /signup, prefilled, then
 * onboards; onboarding ends on Billing with the plan chosen. No card
 * fields: a card is entered only on Stripe's own Checkout page, from
 * Billing, and without payments configured no card is needed at all.
 */
export function PricingSignupForm({ content: C }: { content: PricingContent }) {
  const [agreed, setAgreed] = useState(false);
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [plan, setPlan] = useState<PlanTier>(DEFAULT_PLAN);
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) return;
    savePricingHandoff({ fullName: fullName.trim(), email: email.trim(), plan });
    navigate(isAuthenticated ? '/onboarding' : afterSignInPath('/signup', '/onboarding'));
  };

  return (
    <Card as="section" aria-labelledby="pricing-form-heading">
      <h2 id="pricing-form-heading">{C.form.heading}</h2>
      <p>{C.form.intro}</p>
      <StyledForm onSubmit={onSubmit} noValidate>
        <StyledRow>
          <TextField label="Full name" name="fullName" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
          <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </StyledRow>
        <ChoiceGroup $stacked>
          <legend>{C.form.planLegend}</legend>
          {PRICING_PAGE_PLANS.map((option) => (
            <label key={option.tier}>
              <input type="radio" name="plan" value={option.tier} checked={option.tier === plan} onChange={() => setPlan(option.tier)} />
              {option.name} – {formatUsd(option.priceUsd)}
              {C.perMonth}
            </label>
          ))}
        </ChoiceGroup>
        <p>{C.form.cardNote}</p>
        <CheckboxField name="agreeToTerms" checked={agreed} onChange={setAgreed}>
          I agree to the <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>
        </CheckboxField>
        <Button type="submit" disabled={!agreed}>
          {C.form.submit}
        </Button>
      </StyledForm>
    </Card>
  );
}
