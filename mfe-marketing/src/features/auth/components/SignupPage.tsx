import { AUTH_MESSAGES } from '@leadnest/contracts';
import { PLAN_NAMES } from '@leadnest/plans';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, TextField } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';

import { StyledForm, StyledRow } from '../../../components/form';
import { PublicPage } from '../../../components/PublicPage';
import { loadPricingHandoff, splitFullName } from '../../../lib/pricing-handoff';
import { SignupInput, useSignupMutation } from '../api/signup';
import { useEnterDashboard } from '../hooks/useEnterDashboard';
import { useOtherSignInScreen } from '../hooks/useOtherSignInScreen';
import { AUTH_TOASTS as T, signupCheckEmail } from '../messages';
import { StyledAside } from './styles';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', brokerage: '', serviceArea: '' };
type SignupValues = typeof EMPTY;

/** The toast title for a client-side validation message (spec part 1 §5). */
function titleFor(message: string): string {
  if (message === AUTH_MESSAGES.signupPasswordTooShort) return T.passwordTooShortTitle;
  if (message === AUTH_MESSAGES.emailInvalid) return T.invalidEmailTitle;
  return T.missingTitle;
}

/** The form's first values: what /pricing's Start Subscription form was given, if it sent the visitor here. */
function initialValues(handoff: ReturnType<typeof loadPricingHandoff>): SignupValues {
  return handoff ? { ...EMPTY, ...splitFullName(handoff.fullName), email: handoff.email } : EMPTY;
}

/**
 * Create Your Account (/signup): success says the account exists and where
 * the verification mail went, signs in and goes to the page asked for
 * (`?next=`: /pricing's form sends /onboarding, a team invite /join) or
 * /dashboard. Prefilled from /pricing's form (lib/pricing-handoff.ts).
 */
export function SignupPage() {
  const [handoff] = useState(loadPricingHandoff);
  const [values, setValues] = useState<SignupValues>(() => initialValues(handoff));
  const signup = useSignupMutation();
  const enterDashboard = useEnterDashboard();
  const loginPath = useOtherSignInScreen('/login');
  const set = (field: keyof SignupValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SignupInput.safeParse(values);
    if (!parsed.success) {
      // "Missing" first, as the spec orders the rules.
      const messages = parsed.error.issues.map((issue) => issue.message);
      const message = messages.find((m) => m === AUTH_MESSAGES.signupMissing) ?? messages[0] ?? T.signupMissing;
      publishNotification({ title: titleFor(message), description: message, variant: 'destructive' });
      return;
    }
    signup.mutate(values, {
      onSuccess: () => {
        publishNotification({ title: T.signupSucceededTitle, description: signupCheckEmail(values.email.trim()) });
        return enterDashboard();
      },
      onError: (error) => publishNotification({ title: T.signupFailedTitle, description: serverMessage(error) ?? T.signupFailed, variant: 'destructive' }),
    });
  };

  return (
    <PublicPage subtitle="Start capturing and converting leads around the clock.">
      {handoff ? (
        <p role="note">
          {T.signupPrefilled} Plan chosen: {PLAN_NAMES[handoff.plan]}.
        </p>
      ) : null}
      <StyledForm onSubmit={onSubmit} noValidate>
        <StyledRow>
          <TextField label="First name" name="firstName" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} />
          <TextField label="Last name" name="lastName" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} />
        </StyledRow>
        <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          value={values.password}
          onChange={set('password')}
        />
        <TextField label="Brokerage (optional)" name="brokerage" autoComplete="organization" value={values.brokerage} onChange={set('brokerage')} />
        <TextField label="Service area (optional)" name="serviceArea" value={values.serviceArea} onChange={set('serviceArea')} />
        <Button type="submit" disabled={signup.isPending || signup.isSuccess}>
          {signup.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </StyledForm>
      <StyledAside>
        Already have an account? <Link to={loginPath}>Sign in</Link>
      </StyledAside>
    </PublicPage>
  );
}
