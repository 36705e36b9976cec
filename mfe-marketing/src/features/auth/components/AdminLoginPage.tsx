import { AUTH_MESSAGES } from '@leadnest/contracts';
import { ApiError, publishNotification, serverMessage } from '@leadnest/session';
import { Button, TextField } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';

import { StyledForm } from '../../../components/form';
import { PublicPage } from '../../../components/PublicPage';
import { useAdminLoginMutation } from '../api/admin-login';
import { useEnterDashboard } from '../hooks/useEnterDashboard';
import { AUTH_TOASTS as T } from '../messages';
import { StyledAside } from './styles';

/**
 * Admin Login (/admin-login): one passcode field (spec part 1 §2, §5, §8).
 * A server answer that refuses is 'Login Failed'; no answer at all (network
 * failure) is 'Login Error'.
 */
export function AdminLoginPage() {
  const [passcode, setPasscode] = useState('');
  const [error, setError] = useState<string>();
  const adminLogin = useAdminLoginMutation();
  const enterDashboard = useEnterDashboard();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!passcode) {
      setError(AUTH_MESSAGES.passcodeRequired);
      return;
    }
    setError(undefined);
    adminLogin.mutate(
      { passcode },
      {
        onSuccess: () => {
          publishNotification({ title: T.adminSucceededTitle });
          return enterDashboard();
        },
        onError: (err) => {
          if (err instanceof ApiError) {
            publishNotification({ title: T.loginFailedTitle, description: serverMessage(err) ?? T.adminFailed, variant: 'destructive' });
          } else {
            publishNotification({ title: T.adminErrorTitle, description: T.adminError, variant: 'destructive' });
          }
        },
      },
    );
  };

  return (
    <PublicPage subtitle="Developer login for sales calls and platform management">
      <StyledForm onSubmit={onSubmit} noValidate>
        <TextField
          label="Admin passcode"
          name="passcode"
          type="password"
          autoComplete="current-password"
          value={passcode}
          error={error}
          onChange={(e) => setPasscode(e.target.value)}
        />
        <Button type="submit" disabled={adminLogin.isPending}>
          {adminLogin.isPending ? 'Signing in...' : 'Sign In as Admin'}
        </Button>
      </StyledForm>
      <StyledAside>Admins can make AI sales calls to real estate agents, manage leads, configure integrations and API keys, and view analytics.</StyledAside>
    </PublicPage>
  );
}
