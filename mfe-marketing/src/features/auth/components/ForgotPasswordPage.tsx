import { outageMessage, publishNotification, serverMessage } from '@leadnest/session';
import { Button, TextField } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';

import { StyledForm } from '../../../components/form';
import { PublicPage } from '../../../components/PublicPage';
import { ForgotPasswordInput, useForgotPasswordMutation } from '../api/forgot-password';
import { AUTH_TOASTS as T } from '../messages';
import { StyledAside, StyledNotice } from './styles';

/**
 * Forgot password (/forgot-password): asks for the account's email
 * and says what the server says, which is the same whether an account exists
 * or not (so this page tells no one who has an account). The mail's link
 * opens /reset-password?token=….
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentMessage, setSentMessage] = useState<string>();
  const request = useForgotPasswordMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ForgotPasswordInput.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data, {
      onSuccess: (answer) => setSentMessage(answer?.message ?? T.resetRequestFailed),
      onError: (failure) =>
        publishNotification({
          title: T.resetRequestFailedTitle,
          description: outageMessage(failure) ?? serverMessage(failure) ?? T.resetRequestFailed,
          variant: 'destructive',
        }),
    });
  };

  if (sentMessage) {
    return (
      <PublicPage subtitle="Check your email.">
        <StyledNotice role="status" data-testid="reset-requested">
          {sentMessage}
        </StyledNotice>
        <StyledAside>
          Didn&apos;t get it? Check your spam folder, or{' '}
          <button type="button" onClick={() => setSentMessage(undefined)}>
            try again
          </button>
          .
        </StyledAside>
        <StyledAside>
          <Link to="/login">Back to sign in</Link>
        </StyledAside>
      </PublicPage>
    );
  }

  return (
    <PublicPage subtitle="Enter the email of your account and we will send you a link to choose a new password.">
      <StyledForm onSubmit={onSubmit} noValidate>
        <TextField label="Email" name="email" type="email" autoComplete="email" value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </StyledForm>
      <StyledAside>
        Remembered it? <Link to="/login">Sign in</Link>
      </StyledAside>
    </PublicPage>
  );
}
