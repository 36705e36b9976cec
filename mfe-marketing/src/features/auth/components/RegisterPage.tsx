import { DEFAULT_REGISTRATION_PLAN, isRegistrationPlanTier, type RegistrationPlanTier } from '@leadnest/plans';
import { loginPathFor } from '@leadnest/remotes';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, CheckboxField, TextField } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { StyledForm, StyledRow } from '../../../components/form';
import { PublicPage } from '../../../components/PublicPage';
import { type FieldErrors, fieldErrorsOf, serverFieldErrors } from '../../../lib/form-errors';
import { RegisterForm, useRegisterMutation } from '../api/register';
import { AUTH_TOASTS as T } from '../messages';
import { PlanChoice } from './PlanChoice';
import { StyledAside } from './styles';

type TextKey = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'companyName' | 'licenseNumber' | 'phone';
type RegisterValues = Record<TextKey, string> & { planTier: RegistrationPlanTier; agreeToTerms: boolean };

export const EMPTY_REGISTRATION: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  companyName: '',
  licenseNumber: '',
  phone: '',
  planTier: DEFAULT_REGISTRATION_PLAN,
  agreeToTerms: false,
};

/**
 * Registration (/register): every rule of the spec's registration table,
 * each message on its own field (RegisterForm from @leadnest/contracts, the
 * API's own schema plus the form-only fields). Success: toast, then /login;
 * when payments go through Stripe the answer names the billing page where
 * the plan is paid (`next`), and /login goes on to it once signed in.
 */
export function RegisterPage() {
  // /pricing's Get Started sends the chosen plan (?plan=); registration sells professional, enterprise and agency.
  const [params] = useSearchParams();
  const wanted = params.get('plan');
  const [values, setValues] = useState<RegisterValues>(() =>
    isRegistrationPlanTier(wanted) ? { ...EMPTY_REGISTRATION, planTier: wanted } : EMPTY_REGISTRATION,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const register = useRegisterMutation();
  const navigate = useNavigate();

  const text = (field: TextKey, label: string, type = 'text', autoComplete?: string) => (
    <TextField
      label={label}
      name={field}
      type={type}
      autoComplete={autoComplete}
      value={values[field]}
      error={errors[field]}
      onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
    />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RegisterForm.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    register.mutate(values as RegisterForm, {
      onSuccess: (answer) => {
        const next = answer?.next;
        publishNotification({ title: T.registerSucceededTitle, description: next ? `${T.registerSucceeded} ${T.registerPayNext}` : T.registerSucceeded });
        navigate(next ? loginPathFor(next) : '/login');
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        publishNotification({ title: T.registerFailedTitle, description: serverMessage(error) ?? T.registerFailed, variant: 'destructive' });
      },
    });
  };

  return (
    <PublicPage subtitle="Create your account and choose your plan.">
      <StyledForm onSubmit={onSubmit} noValidate>
        <StyledRow>
          {text('firstName', 'First name', 'text', 'given-name')}
          {text('lastName', 'Last name', 'text', 'family-name')}
        </StyledRow>
        {text('email', 'Email', 'email', 'email')}
        <StyledRow>
          {text('password', 'Password', 'password', 'new-password')}
          {text('confirmPassword', 'Confirm password', 'password', 'new-password')}
        </StyledRow>
        {text('companyName', 'Company or brokerage', 'text', 'organization')}
        <StyledRow>
          {text('licenseNumber', 'License number (optional)')}
          {text('phone', 'Phone', 'tel', 'tel')}
        </StyledRow>
        <PlanChoice value={values.planTier} onChange={(planTier) => setValues((v) => ({ ...v, planTier }))} />
        <CheckboxField
          name="agreeToTerms"
          checked={values.agreeToTerms}
          error={errors.agreeToTerms}
          onChange={(agreeToTerms) => setValues((v) => ({ ...v, agreeToTerms }))}
        >
          I agree to the <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>
        </CheckboxField>
        <Button type="submit" disabled={register.isPending}>
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </StyledForm>
      <StyledAside>
        Already have an account? <Link to="/login">Sign in</Link>. You can cancel your subscription anytime.
      </StyledAside>
    </PublicPage>
  );
}
