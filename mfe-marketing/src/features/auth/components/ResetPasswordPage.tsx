import { PASSWORD_RESET_MESSAGES } from '@leadnest/contracts';
import { outageMessage, publishNotification, serverMessage } from '@leadnest/session';
import { Button, ButtonLink, EmptyState, Spinner, TextField } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { StyledForm } from '../../../components/form';
import { PublicPage } from '../../../components/PublicPage';
import { isGoneResetLink, isResetTokenShaped, useResetLink } from '../api/reset-link';
import { isInvalidResetLink, ResetPasswordInput, useResetPasswordMutation } from '../api/reset-password';
import { AUTH_TOASTS as T } from '../messages';
import { StyledAside } from './styles';

interface FieldErrors {
  password?: string;
  confirmPassword?: string;
}

/** The state of a link that cannot reset anything: missing, unknown, used or expired token. */
function InvalidLink() {
  return (
    <PublicPage>
      <EmptyState
        role="alert"
        title={PASSWORD_RESET_MESSAGES.tokenInvalid}
        action={
          <ButtonLink as={Link} to="/forgot-password">
            Request a New Link
          </ButtonLink>
        }
      />
    </PublicPage>
  );
}

/**
 * Reset password (/reset-password?token=…, the link of the forgot-password
 * mail): the link is checked when the page opens, and a used or expired one
 * says so at once, with a new one offered, instead of the form. Otherwise a
 * new password twice (the registration's minimum, 8 characters), sent with
 * the token, which works once. Success goes to /login; a link the server
 * refuses then (spent in another tab meanwhile) shows the same notice. Should
 * the check itself fail (offline), the form shows and the reset decides.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [linkRefused, setLinkRefused] = useState(false);
  const reset = useResetPasswordMutation();
  const link = useResetLink(token);

  if (!isResetTokenShaped(token) || linkRefused || isGoneResetLink(link.error)) return <InvalidLink />;
  if (link.isPending) {
    return (
      <PublicPage>
        <Spinner label="Checking your reset link..." />
      </PublicPage>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ResetPasswordInput.safeParse({ token, password });
    const next: FieldErrors = {
      password: parsed.success ? undefined : parsed.error.issues[0]?.message,
      confirmPassword: password && confirmPassword !== password ? T.passwordsDontMatch : undefined,
    };
    setErrors(next);
    if (!parsed.success || next.confirmPassword) return;
    reset.mutate(parsed.data, {
      onSuccess: () => {
        publishNotification({ title: T.resetDoneTitle, description: T.resetDone });
        navigate('/login', { replace: true });
      },
      onError: (failure) => {
        if (isInvalidResetLink(failure)) {
          setLinkRefused(true);
          return;
        }
        const message = outageMessage(failure) ?? serverMessage(failure) ?? T.resetFailed;
        // A refused password (e.g. one of the most common) belongs under the field too.
        if (!outageMessage(failure) && serverMessage(failure)) setErrors({ password: message });
        publishNotification({ title: T.resetFailedTitle, description: message, variant: 'destructive' });
      },
    });
  };

  return (
    <PublicPage subtitle="Choose a new password for your account.">
      <StyledForm onSubmit={onSubmit} noValidate>
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          error={errors.confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </StyledForm>
      <StyledAside>
        <Link to="/login">Back to sign in</Link>
      </StyledAside>
    </PublicPage>
  );
}
