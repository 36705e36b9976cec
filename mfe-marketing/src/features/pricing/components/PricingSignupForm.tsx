import { Button, Card, CheckboxField, TextField } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { StyledForm, StyledRow } from '../../../components/form';
import { PRICING_CONTENT as C } from '../../../content/pricing';

/**
 * The pricing page's Get Started form (spec part 1 §2, §5): the terms
 * checkbox gates Start Subscription, which goes to /onboarding. No card
 * fields: a card is entered only on Stripe's own Checkout page,
 * from Billing, and without payments configured no card is needed at all.
 */
export function PricingSignupForm() {
  const [agreed, setAgreed] = useState(false);
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (agreed) navigate('/onboarding');
  };

  return (
    <Card as="section" aria-labelledby="pricing-form-heading">
      <h2 id="pricing-form-heading">{C.form.heading}</h2>
      <p>{C.form.intro}</p>
      <StyledForm onSubmit={onSubmit} noValidate>
        <StyledRow>
          <TextField label="Full name" name="fullName" autoComplete="name" />
          <TextField label="Email" name="email" type="email" autoComplete="email" />
        </StyledRow>
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
